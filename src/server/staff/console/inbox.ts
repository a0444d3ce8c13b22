import { isInboxShow } from '../../../shared/protocol/inboxTypes';
import { answer, done, fail, invalid, refused } from '../../api/outcome';
import { audit, actorName } from '../audit';
import type { StaffHandler } from '../types';
import { actorOf, idOf, MAX_TEXT } from './context';
import { CONSOLE_MESSAGES as M } from './messages';
import { listReplies } from './replyRepository';
import { countUnhandled, findMessage, listInbox, markHandled } from './repository';

/** The Write to Us inbox (requirements §2.1 /contactus; the messages were stored, never shown). */
export const INBOX_PAGE = 200;
const PREVIEW = 120;

const preview = (text: string) =>
  text.length > PREVIEW ? `${text.slice(0, PREVIEW).trimEnd()}…` : text;

export const inboxList: StaffHandler<'inboxList'> = async ({ show = 'all' }, ctx) => {
  if (!isInboxShow(show)) return invalid(M.unknownShow);
  const rows = await listInbox(ctx.db, INBOX_PAGE, show);
  return answer({
    unhandled_count: await countUnhandled(ctx.db),
    items: rows.map((r) => ({
      message_id: String(r.id),
      name: r._name,
      contact_no: r.contact_no,
      email: r.email,
      preview: preview(r.message),
      received_at: r.created_at,
      handled_at: r.handled_at,
    })),
  });
};

export const inboxOpen: StaffHandler<'inboxOpen'> = async ({ message_id }, ctx) => {
  const id = idOf(message_id);
  const row = id === null ? undefined : await findMessage(ctx.db, id);
  if (!row) return fail(M.unknownMessage);
  return answer({
    message_id: String(row.id),
    name: row._name,
    contact_no: row.contact_no,
    email: row.email,
    message: row.message,
    received_at: row.created_at,
    handled_at: row.handled_at,
    handled_by: row.handled_by,
    handled_note: row.handled_note,
    replies: (await listReplies(ctx.db, row.id)).map((r) => ({
      text: r.text,
      by: r.author,
      at: r.at,
    })),
  });
};

/** Handled once, with the note; the mark and its audit line are one transaction. */
export const inboxHandle: StaffHandler<'inboxHandle'> = async ({ message_id, note }, ctx) => {
  const id = idOf(message_id);
  if (id === null || !(await findMessage(ctx.db, id))) return refused(M.unknownMessage);
  const words = note.trim();
  if (!words) return invalid(M.noteNeeded);
  if (words.length > MAX_TEXT) return invalid(M.textTooLong);
  const now = ctx.now();
  const actor = actorOf(ctx);
  const marked = await ctx.db.transaction().execute(async (trx) => {
    const change = {
      handled_at: now.toISOString(),
      handled_by: actorName(actor),
      handled_note: words,
    };
    if (!(await markHandled(trx, id, change))) return false;
    await audit(
      trx,
      actor,
      { action: 'inbox_handled', subject: `message:${id}`, reason: words },
      now,
    );
    return true;
  });
  return marked ? done(M.handled) : refused(M.alreadyHandled);
};
