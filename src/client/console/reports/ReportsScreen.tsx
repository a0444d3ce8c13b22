import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { REPORT_REASONS } from '../../../shared/domain/reportReasons';
import type { ReportParty } from '../../../shared/protocol/safetyTypes';
import { useAppSelector } from '../../app/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { selectStaffToken } from '../consoleSlice';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { CloseReport } from './CloseReport';
import { ClosedReports } from './ClosedReports';
import { useReportsQueueQuery } from './reportsApi';

const partyText = (p: ReportParty) =>
  p.member_id === null
    ? `${p.mem_name} (account deleted)`
    : `${p.mem_name} (Member ID ${p.mem_no})`;

/**
 * /team/reports (issue #16): members' open reports, oldest first, each closed with an outcome and
 * a note; the recently closed ones on request.
 */
export function ReportsScreen() {
  const staff_token = useAppSelector(selectStaffToken);
  const { data, error, isLoading, refetch } = useReportsQueueQuery({ staff_token });
  useSessionEndWatch(error);
  if (isLoading) return <LoadingState label="Loading the reports…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="reports-heading">
      <h1 id="reports-heading">Reports</h1>
      {data.items.length === 0 ? (
        <p>No report is open.</p>
      ) : (
        <table className="console-table">
          <caption className="visually-hidden">Open reports, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reported member</th>
              <th scope="col">Reported by</th>
              <th scope="col">Reason</th>
              <th scope="col">In their words</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((r) => (
              <tr key={r.report_id}>
                {/* India time like every other console date, not the browser's zone. */}
                <td className="console-when">{peopleDateTime(r.reported_at)}</td>
                <th scope="row">{partyText(r.reported)}</th>
                <td>{partyText(r.reporter)}</td>
                <td>{REPORT_REASONS[r.reason]}</td>
                <td>{r.words}</td>
                <td>
                  <CloseReport
                    reportId={r.report_id}
                    about={r.reported.mem_name}
                    memberId={r.reported.member_id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ClosedReports />
    </section>
  );
}
