import { Link } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useInboxListQuery } from '../consoleApi';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';

/** Write to Us messages, newest first (the public contact form's, requirements §5.3). */
export function InboxList() {
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = useInboxListQuery({ staff_token });
  useSessionEndWatch(error);
  if (isLoading) return <LoadingState label="Loading the messages…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Write to Us</h1>
      <p>
        {data.unhandled_count === 1
          ? '1 message is not handled yet.'
          : `${data.unhandled_count} messages are not handled yet.`}
      </p>
      {data.items.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <table className="console-table">
          <caption className="visually-hidden">Messages, newest first</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Received</th>
              <th scope="col">Message</th>
              <th scope="col">Handled</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((m) => (
              <tr key={m.message_id}>
                <th scope="row">
                  <Link to={`/team/inbox/${m.message_id}`}>{m.name}</Link>
                </th>
                <td>{peopleDateTime(m.received_at)}</td>
                <td>{m.preview}</td>
                <td>{m.handled_at ? peopleDateTime(m.handled_at) : 'Not yet'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
