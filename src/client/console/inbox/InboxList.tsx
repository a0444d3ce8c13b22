import { Link, useSearchParams } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { InboxItem } from '../../../shared/protocol/consoleTypes';
import { isInboxShow, type InboxShow } from '../../../shared/protocol/inboxTypes';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useInboxListQuery } from '../consoleApi';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';

/** The filter's buttons, and what the list says when a filter leaves nothing. */
const SHOWS: readonly { show: InboxShow; label: string; none: string }[] = [
  { show: 'new', label: 'New', none: 'No new messages.' },
  { show: 'handled', label: 'Handled', none: 'No handled messages yet.' },
  { show: 'all', label: 'All', none: 'No messages yet.' },
];

/**
 * Write to Us messages, newest first (the public contact form's, requirements §5.3), filtered by
 * the server (?show=new|handled|all) so a filter reaches past the newest page of all messages.
 */
export function InboxList() {
  const staff_token = useStaffToken();
  const [params, setParams] = useSearchParams();
  const asked = params.get('show') ?? '';
  const show: InboxShow = isInboxShow(asked) ? asked : 'all';
  // currentData: the answer for this filter only, never the last filter's while it loads.
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useInboxListQuery({ staff_token, show });
  useSessionEndWatch(error);
  // The heading and the filter stay while a filter loads, so the pressed button keeps the focus.
  return (
    <section aria-labelledby="inbox-heading">
      <h1 id="inbox-heading">Write to Us</h1>
      {data && (
        <p>
          {data.unhandled_count === 1
            ? '1 message is not handled yet.'
            : `${data.unhandled_count} messages are not handled yet.`}
        </p>
      )}
      <div className="console-actions" role="group" aria-label="Show messages">
        {SHOWS.map((s) => (
          <button
            key={s.show}
            type="button"
            className={s.show === show ? 'button' : 'button button--quiet'}
            aria-pressed={s.show === show}
            onClick={() => setParams(s.show === 'all' ? {} : { show: s.show })}
          >
            {s.label}
          </button>
        ))}
      </div>
      {!data && isFetching && <LoadingState label="Loading the messages…" />}
      {error && !isFetching && (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      )}
      {data && (
        <Messages items={data.items} none={SHOWS.find((s) => s.show === show)?.none ?? ''} />
      )}
    </section>
  );
}

/** The messages' table, or what the filter found none of. */
function Messages({ items, none }: { items: InboxItem[]; none: string }) {
  if (items.length === 0) return <p>{none}</p>;
  return (
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
        {items.map((m) => (
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
  );
}
