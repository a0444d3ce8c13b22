import { done, invalid, refused } from '../../api/outcome';
import { DEFAULT_LANGUAGE } from '../../../shared/domain/languages';
import { findMemberByEmail } from '../../accounts';
import { readSettings } from '../../settings';
import { audit, actorName } from '../audit';
import type { StaffHandler } from '../types';
import { actorOf, idOf, MAX_TEXT } from './context';
import { inboxReplyMail } from './inboxMails';
import { CONSOLE_MESSAGES } from './messages';
import { insertReply } from './replyRepository';
import { findMessage, markHandled } from './repository';

/** What inboxReply answers (the inbox's other texts are in messages.ts). */
export const REPLY_MESSAGES = {
  unknownMessage: CONSOLE_MESSAGES.unknownMessage,
  noEmail: 'This message gave no email address: please reply by phone.',
  textNeeded: 'Please write the reply.',
  textTooLong: CONSOLE_MESSAGES.textTooLong,
  sent: (email: string) => `Reply sent to ${email}.`,
} as const;

/** The handled note of a message first handled by a reply. */
export const REPLIED_NOTE = 'Replied by mail';

/**
 * Replies by mail to a Write to Us message (requirements §5.3: the form's messages reach the
 * team, issue 16). The reply is kept, the message marked handled if nobody had, and the audit line
 * written in one transaction; the mail goes out after the commit, as the desk's decisions do.
 */
export const inboxReply: StaffHandler<'inboxReply'> = async ({ message_id, text }, ctx) => {
  const M = REPLY_MESSAGES;
  const id = idOf(message_id);
  const message = id === null ? undefined : await findMessage(ctx.db, id);
  if (id === null || !message) return refused(M.unknownMessage);
  if (!message.email) return refused(M.noEmail);
  const words = text.trim();
  if (!words) return invalid(M.textNeeded);
  if (words.length > MAX_TEXT) return invalid(M.textTooLong);
  const now = ctx.now();
  const at = now.toISOString();
  const actor = actorOf(ctx);
  const by = actorName(actor);
  await ctx.db.transaction().execute(async (trx) => {
    await insertReply(trx, { message_id: id, text: words, author: by, at });
    // Already handled (by a note or an earlier reply) stays as it was.
    await markHandled(trx, id, { handled_at: at, handled_by: by, handled_note: REPLIED_NOTE });
    await audit(
      trx,
      actor,
      { action: 'inbox_reply', subject: `message:${id}`, reason: words },
      now,
    );
  });
  ctx.mail.send(
    inboxReplyMail(
      {
        name: message._name,
        email: message.email,
        message: message.message,
        received_at: message.created_at,
      },
      words,
      (await readSettings(ctx.db)).trust_short_name,
      // A member who wrote from the login email reads the reply's frame in her language.
      (await findMemberByEmail(ctx.db, message.email))?.language ?? DEFAULT_LANGUAGE,
    ),
  );
  return done(M.sent(message.email));
};
