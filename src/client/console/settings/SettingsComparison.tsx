import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { SETTING_TEXT } from '../../../shared/domain/siteSettingsText';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { useSiteSettingsCompareQuery } from './siteSettingsApi';

/** An empty value reads as such, not as a blank cell. */
const shown = (value: string) => value || '(empty)';

/** Two versions side by side: each setting that differs, old → new, in the form's words. */
export function SettingsComparison({ from, to }: { from: string; to: string }) {
  const staff_token = useStaffToken();
  const { data, error, isFetching, refetch } = useSiteSettingsCompareQuery({
    staff_token,
    from,
    to,
  });
  useSessionEndWatch(error);
  if (isFetching && !data) return <LoadingState label="Comparing the versions…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  const title = `Version ${data.from.id} (${peopleDateTime(data.from.saved_at)}) → version ${data.to.id} (${peopleDateTime(data.to.saved_at)})`;
  return (
    <section aria-labelledby="settings-comparison-heading">
      <h3 id="settings-comparison-heading">{title}</h3>
      {data.changes.length === 0 ? (
        <p role="status">The two versions hold the same settings.</p>
      ) : (
        <table className="console-table settings-changes">
          <caption className="visually-hidden">Settings that differ</caption>
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Version {data.from.id}</th>
              <th scope="col">Version {data.to.id}</th>
            </tr>
          </thead>
          <tbody>
            {data.changes.map((c) => (
              <tr key={c.key}>
                <th scope="row">{SETTING_TEXT[c.key].label}</th>
                <td>{shown(c.from)}</td>
                <td>{shown(c.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
