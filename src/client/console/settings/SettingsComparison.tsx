import { SETTING_TEXT } from '../../../shared/domain/siteSettingsText';
import { ComparisonShell } from '../history/ComparisonShell';
import { useStaffToken } from '../useToken';
import { useSiteSettingsCompareQuery } from './siteSettingsApi';

/** An empty value reads as such, not as a blank cell. */
const shown = (value: string) => value || '(empty)';

/** Two versions side by side: each setting that differs, old → new, in the form's words. */
export function SettingsComparison({ from, to }: { from: string; to: string }) {
  const staff_token = useStaffToken();
  const query = useSiteSettingsCompareQuery({ staff_token, from, to });
  return (
    <ComparisonShell idPrefix="settings" query={query}>
      {(data) =>
        data.changes.length === 0 ? (
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
        )
      }
    </ComparisonShell>
  );
}
