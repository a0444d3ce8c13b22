import type { InboxShow } from '../../../shared/protocol/inboxTypes';
import type { Db } from '../../plugins/db';
import type { Tx } from '../repository';

/** The SQL of the console's Write to Us inbox, members page and audit log browser. */

/** Inbox: newest first; only the unhandled ('new') or handled ones when asked. */
export function listInbox(db: Db, limit: number, show: InboxShow = 'all') {
  let q = db.selectFrom('contact_requests');
  if (show !== 'all') q = q.where('handled_at', show === 'new' ? 'is' : 'is not', null);
  return q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countUnhandled(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMessage(db: Tx, id: number) {
  return db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks handled only if nobody did first; answers whether this call did. */
export async function markHandled(
  db: Tx,
  id: number,
  change: { handled_at: string; handled_by: string; handled_note: string },
): Promise<boolean> {
  const result = await db
    .updateTable('contact_requests')
    .set(change)
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Members whose name, email, mobile or member number holds the words (any case). */
export function searchMembers(db: Db, q: string, limit: number) {
  // LIKE's own wildcards are dropped, not escaped: SQLite has no default escape character.
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, '')}%`;
  const number = /^\d{1,9}$/.test(q) ? Number(q) : null;
  return db
    .selectFrom('members')
    .select(['id', 'mem_no', 'mem_name', 'email_id', 'contact_no', 'status', 'suspended_at'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['mem_name']), 'like', like),
        eb(eb.fn('lower', ['email_id']), 'like', like),
        eb('contact_no', 'like', like),
        ...(number === null ? [] : [eb('mem_no', '=', number)]),
      ]),
    )
    .orderBy('mem_name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setSuspension(
  db: Tx,
  memberId: number,
  change: { suspended_at: string; suspend_reason: string } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set(change ?? { suspended_at: null, suspend_reason: null })
    .where('id', '=', memberId)
    .where('suspended_at', change ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listNotes(db: Db, memberId: number) {
  return db
    .selectFrom('member_notes')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

export async function insertNote(
  db: Tx,
  row: { member_id: number; author: string; at: string; text: string },
): Promise<void> {
  await db.insertInto('member_notes').values(row).execute();
}

export interface AuditFilter {
  actor: string;
  action: string;
}

const auditWhere = (db: Db, f: AuditFilter) => {
  let q = db.selectFrom('audit_log');
  if (f.actor) q = q.where('actor', '=', f.actor);
  if (f.action) q = q.where('action', '=', f.action);
  return q;
};

export function auditPage(db: Db, f: AuditFilter, page: number, size: number) {
  return auditWhere(db, f)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export async function auditCount(db: Db, f: AuditFilter): Promise<number> {
  const row = await auditWhere(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The distinct values of a column of the audit log, for the filters' choices. */
export async function auditValues(db: Db, column: 'actor' | 'action'): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select(column).distinct().orderBy(column).execute();
  return rows.map((r) => r[column]);
}
