import { Link } from 'react-router-dom';
import { ErrorNotice } from '../components/ErrorNotice';
import { LoadingState } from '../components/LoadingState';
import { useAppSelector } from '../app/hooks';
import { useDeskQueueQuery } from './consoleApi';
import { selectStaffToken } from './consoleSlice';
import { ReverifyList } from './ReverifyList';
import { errorText, useSessionEndWatch } from './useStaffCall';
import { waitedText } from './waited';

/** The verification queue, oldest registration first. */
export function DeskList() {
  const staff_token = useAppSelector(selectStaffToken);
  const { data, error, isLoading, refetch } = useDeskQueueQuery({ staff_token });
  useSessionEndWatch(error);
  if (isLoading) return <LoadingState label="Loading the queue…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="desk-heading">
      <h1 id="desk-heading">Verification desk</h1>
      <p>
        {data.pending_count === 1
          ? '1 registration is waiting.'
          : `${data.pending_count} registrations are waiting.`}
        {data.awaiting_changes > 0 &&
          ` ${data.awaiting_changes} sent back to the member for changes.`}
      </p>
      {data.items.length === 0 ? (
        <p>Nothing is waiting for verification.</p>
      ) : (
        <table className="console-table">
          <caption className="visually-hidden">Registrations waiting, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Member no.</th>
              <th scope="col">Email</th>
              <th scope="col">Registered by</th>
              <th scope="col">Waiting</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.member_id}>
                <th scope="row">
                  <Link to={`/team/desk/${item.member_id}`}>{item.mem_name || '(no name)'}</Link>
                </th>
                <td>{item.mem_no}</td>
                <td>{item.email_id}</td>
                <td>{item.registered_by}</td>
                <td>{waitedText(item.waited_minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ReverifyList />
    </section>
  );
}
