import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TextArea } from '../../components/form';
import { LoadingState } from '../../components/LoadingState';
import { useInboxHandleMutation, useInboxOpenQuery } from '../consoleApi';
import { Outcome, useOutcome } from '../Outcome';
import { InboxReplies } from './InboxReplies';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';

/** One message, whole, with the team's replies; replied to by mail or marked handled with a note. */
export function InboxDetail() {
  const { id = '' } = useParams();
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = useInboxOpenQuery({ staff_token, message_id: id });
  const [handle, handling] = useInboxHandleMutation();
  const [note, setNote] = useState('');
  const outcome = useOutcome();
  useSessionEndWatch(error);
  if (isLoading) return <LoadingState label="Loading the message…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  const onHandle = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return outcome.refuse('Please write a short note of what was done.');
    if (outcome.settle(await handle({ staff_token, message_id: id, note }))) setNote('');
  };
  return (
    <article aria-labelledby="message-heading">
      <p>
        <Link to="/team/inbox">← Back to the messages</Link>
      </p>
      <h1 id="message-heading">Message from {data.name}</h1>
      <dl className="console-fields">
        <div>
          <dt>Received</dt>
          <dd>{peopleDateTime(data.received_at)}</dd>
        </div>
        <div>
          <dt>Contact no.</dt>
          <dd>{data.contact_no}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{data.email || '—'}</dd>
        </div>
      </dl>
      <h2>Message</h2>
      <p className="console-message">{data.message}</p>
      <InboxReplies messageId={id} email={data.email} replies={data.replies} />
      {data.handled_at ? (
        <p>
          Handled {peopleDateTime(data.handled_at)} by {data.handled_by}: {data.handled_note}
        </p>
      ) : (
        <form className="console-form" onSubmit={(e) => void onHandle(e)} noValidate>
          <TextArea
            id="handled-note"
            label="What was done (a note for the team)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            required
          />
          <button type="submit" className="button" disabled={handling.isLoading}>
            Mark handled
          </button>
        </form>
      )}
      <Outcome said={outcome.said} />
    </article>
  );
}
