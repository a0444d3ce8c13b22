import { useSearchParams } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SelectField } from '../../components/form';
import { LoadingState } from '../../components/LoadingState';
import { useAuditBrowseQuery } from '../consoleApi';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';

/** The audit log (admins): newest first, by who and what, a page at a time (?actor=&action=&page=). */
export function AuditScreen() {
  const staff_token = useStaffToken();
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const page = params.get('page') ?? '1';
  const { data, error, isFetching, refetch } = useAuditBrowseQuery(
    { staff_token, actor, action, page },
    { refetchOnMountOrArgChange: true },
  );
  useSessionEndWatch(error);
  const set = (change: Record<string, string>) => {
    const next = { actor, action, page, ...change };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
  };
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit log</h1>
      <div className="console-filters">
        <SelectField
          id="audit-actor"
          label="Who"
          value={actor}
          onChange={(e) => set({ actor: e.target.value, page: '1' })}
          options={(data?.actors ?? (actor ? [actor] : [])).map((a) => ({ value: a, label: a }))}
          placeholder="Everyone"
        />
        <SelectField
          id="audit-action"
          label="What"
          value={action}
          onChange={(e) => set({ action: e.target.value, page: '1' })}
          options={(data?.actions ?? (action ? [action] : [])).map((a) => ({ value: a, label: a }))}
          placeholder="Every action"
        />
      </div>
      {isFetching && <LoadingState label="Loading the log…" />}
      {error && <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />}
      {data && (
        <>
          <table className="console-table">
            <caption className="visually-hidden">Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((l, i) => (
                <tr key={`${l.at}-${i}`}>
                  <td className="console-when">{peopleDateTime(l.at)}</td>
                  <td>{l.actor}</td>
                  <td>{l.action}</td>
                  <td>{l.subject}</td>
                  <td>{l.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="console-actions" aria-label="Pages of the log">
            <button
              type="button"
              className="button button--quiet"
              disabled={data.page <= 1}
              onClick={() => set({ page: String(data.page - 1) })}
            >
              Newer
            </button>
            <span>
              Page {data.page} of {data.pages}
            </span>
            <button
              type="button"
              className="button button--quiet"
              disabled={data.page >= data.pages}
              onClick={() => set({ page: String(data.page + 1) })}
            >
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
