import { useState } from 'react';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { REPORT_OUTCOMES } from '../../../shared/domain/reportOutcomes';
import { REPORT_REASONS } from '../../../shared/domain/reportReasons';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useReportsClosedQuery } from '../reportOutcomeApi';
import { errorText } from '../useStaffCall';
import { useStaffToken } from '../useToken';

/** The recently closed reports with their outcome, loaded only when asked for. */
export function ClosedReports() {
  const staff_token = useStaffToken();
  const [shown, setShown] = useState(false);
  const { data, error, isLoading, refetch } = useReportsClosedQuery(
    { staff_token },
    { skip: !shown },
  );
  return (
    <section aria-labelledby="closed-heading" className="console-group">
      <h2 id="closed-heading">Recently closed</h2>
      {!shown ? (
        <button type="button" className="button button--quiet" onClick={() => setShown(true)}>
          Show the recently closed reports
        </button>
      ) : isLoading ? (
        <LoadingState label="Loading the closed reports…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <p>No report has been closed yet.</p>
      ) : (
        <table className="console-table">
          <caption className="visually-hidden">Recently closed reports, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Closed</th>
              <th scope="col">Reported member</th>
              <th scope="col">Reason</th>
              <th scope="col">Outcome</th>
              <th scope="col">Note</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((r) => (
              <tr key={r.report_id}>
                <td className="console-when">{peopleDateTime(r.closed_at)}</td>
                <th scope="row">{r.reported.mem_name}</th>
                <td>{REPORT_REASONS[r.reason]}</td>
                <td>{REPORT_OUTCOMES[r.outcome]}</td>
                <td>{r.note}</td>
                <td>{r.closed_by}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
