import { useState, type FormEvent } from 'react';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import type { InboxReply } from '../../../shared/protocol/inboxTypes';
import { TextArea } from '../../components/form';
import { useInboxReplyMutation } from '../consoleApi';
import { Outcome, useOutcome } from '../Outcome';
import { useStaffToken } from '../useToken';

interface Props {
  messageId: string;
  /** The writer's address; none given means the reply is by phone. */
  email: string;
  replies: InboxReply[];
}

/** The team's replies by mail to a message, oldest first, and the form that sends another. */
export function InboxReplies({ messageId, email, replies }: Props) {
  const staff_token = useStaffToken();
  const [send, sending] = useInboxReplyMutation();
  const [text, setText] = useState('');
  const outcome = useOutcome();
  const onSend = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return outcome.refuse('Please write the reply.');
    if (outcome.settle(await send({ staff_token, message_id: messageId, text }))) setText('');
  };
  return (
    <>
      {replies.length > 0 && (
        <section aria-labelledby="replies-heading">
          <h2 id="replies-heading">Replies</h2>
          <ol className="console-notes" aria-labelledby="replies-heading">
            {replies.map((r, i) => (
              <li key={i}>
                <p className="console-message">{r.text}</p>
                <p className="console-byline">
                  Sent by {r.by}, {peopleDateTime(r.at)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {email ? (
        <form className="console-form" onSubmit={(e) => void onSend(e)} noValidate>
          <h2>Reply by mail to {email}</h2>
          <TextArea
            id="inbox-reply"
            label="Reply"
            hint="Sent as plain text with the message quoted below it; kept here for the team."
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            aria-required="true"
          />
          <button type="submit" className="button" disabled={sending.isLoading}>
            Send reply
          </button>
        </form>
      ) : (
        <p>No email address was given: reply by phone.</p>
      )}
      <Outcome said={outcome.said} />
    </>
  );
}
