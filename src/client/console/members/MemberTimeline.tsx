import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { MEMBER_TIMELINE_SHOWN, type AuditLine } from '../../../shared/protocol/consoleTypes';

/** The team's actions on one member, newest first, as the audit log wrote them (issue #16 item 4). */
export function MemberTimeline({ lines }: { lines: AuditLine[] }) {
  return (
    <section aria-labelledby="member-timeline-heading">
      <h2 id="member-timeline-heading">What the team did</h2>
      {lines.length === 0 ? (
        <p>No staff action on this member yet.</p>
      ) : (
        <table className="console-table">
          <caption>
            Newest first
            {lines.length === MEMBER_TIMELINE_SHOWN
              ? ` (the latest ${MEMBER_TIMELINE_SHOWN}; the audit log has them all)`
              : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={`${l.at}-${i}`}>
                <td className="console-when">{peopleDateTime(l.at)}</td>
                <td>{l.actor}</td>
                <td>{l.action}</td>
                <td>{l.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
