import { MEMBER_TIMELINE_SHOWN, type MemberCard } from '../../../shared/protocol/consoleTypes';
import type { ActionAnswer } from '../../../shared/protocol/types';
import { answer, done, fail, invalid, refused, type Outcome } from '../../api/outcome';
import { findMemberById, type MemberRow } from '../../accounts';
import { countMemberRequests } from '../../matching';
import { countReportsOf } from '../../safety';
import { audit, actorName } from '../audit';
import { openChangeRequest } from '../deskRepository';
import { officeRegistrarOf } from '../officeRegistrar';
import type { StaffContext, StaffHandler } from '../types';
import { actorOf, idOf, MAX_TEXT } from './context';
import { CONSOLE_MESSAGES as M } from './messages';
import { memberSubject, suspendMember } from './memberActions';
import { memberTimeline, verifiedBy } from './memberHistory';
import { suspendedMail } from './memberMails';
import { insertNote, listNotes, searchMembers, setSuspension } from './repository';

/** The console's Members page: find a member, open the file, suspend or restore, add notes. */
export const SEARCH_LIMIT = 50;

export const memberSearch: StaffHandler<'memberSearch'> = async ({ q }, ctx) => {
  const words = q.trim();
  if (words.replace(/[\s%_\\]/g, '').length < 2) return fail(M.searchTooShort);
  const rows = await searchMembers(ctx.db, words, SEARCH_LIMIT + 1);
  return answer({
    more: rows.length > SEARCH_LIMIT,
    items: rows.slice(0, SEARCH_LIMIT).map((r) => ({
      member_id: String(r.id),
      mem_no: String(r.mem_no ?? ''),
      mem_name: r.mem_name,
      email_id: r.email_id,
      contact_no: r.contact_no,
      status: r.status,
      suspended: r.suspended_at !== null,
    })),
  });
};

async function requestCountsOf(ctx: StaffContext, id: number): Promise<MemberCard['requests']> {
  const c = await countMemberRequests(ctx.db, id, ctx.now());
  return { total: c.Total, accepted: c.Accepted, pending: c.Pending };
}

export const memberOpen: StaffHandler<'memberOpen'> = async ({ member_id }, ctx) => {
  const id = idOf(member_id);
  const m = id === null ? undefined : await findMemberById(ctx.db, id);
  if (!m) return fail(M.unknownMember);
  const card: MemberCard = {
    member_id: String(m.id),
    mem_no: String(m.mem_no ?? ''),
    mem_name: m.mem_name,
    email_id: m.email_id,
    contact_no: m.contact_no,
    status: m.status,
    registered_at: m.created_at,
    office_registered_by: await officeRegistrarOf(ctx.db, m),
    verified_at: m.verified_at,
    reject_reason: m.reject_reason,
    suspended_at: m.suspended_at,
    suspend_reason: m.suspend_reason,
    changes_requested: (await openChangeRequest(ctx.db, m.id))?.text ?? null,
    notes: (await listNotes(ctx.db, m.id)).map((n) => ({
      at: n.at,
      author: n.author,
      text: n.text,
    })),
    verified_by: m.status === 'verified' ? await verifiedBy(ctx.db, m.id) : null,
    requests: await requestCountsOf(ctx, m.id),
    reports: await countReportsOf(ctx.db, m.id),
    timeline: await memberTimeline(ctx.db, m.id, MEMBER_TIMELINE_SHOWN),
  };
  return answer(card);
};

/** The member and the checked words (reason or note), or the refusal to answer. */
export type Target =
  { refusal: Outcome<ActionAnswer> } | { member: MemberRow; words: string; subject: string };

export async function target(
  ctx: StaffContext,
  memberId: string,
  text: string,
  needed: string,
): Promise<Target> {
  const id = idOf(memberId);
  const member = id === null ? undefined : await findMemberById(ctx.db, id);
  if (!member) return { refusal: refused(M.unknownMember) };
  const words = text.trim();
  if (!words) return { refusal: invalid(needed) };
  if (words.length > MAX_TEXT) return { refusal: invalid(M.textTooLong) };
  return { member, words, subject: memberSubject(member) };
}

/**
 * Suspends: the mark, the end of every session and the audit line are one transaction; the
 * member is mailed the reason after it.
 */
export const memberSuspend: StaffHandler<'memberSuspend'> = async ({ member_id, reason }, ctx) => {
  const t = await target(ctx, member_id, reason, M.reasonNeeded);
  if ('refusal' in t) return t.refusal;
  const now = ctx.now();
  const changed = await ctx.db
    .transaction()
    .execute((trx) => suspendMember(trx, actorOf(ctx), t.member, t.words, now));
  if (!changed) return refused(M.alreadySuspended);
  ctx.mail.send(suspendedMail(t.member.email_id, t.member.first_name, t.words, t.member.language));
  return done(M.suspended);
};

export const memberRestore: StaffHandler<'memberRestore'> = async ({ member_id, reason }, ctx) => {
  const t = await target(ctx, member_id, reason, M.reasonNeeded);
  if ('refusal' in t) return t.refusal;
  const now = ctx.now();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await setSuspension(trx, t.member.id, null))) return false;
    await audit(trx, actorOf(ctx), { action: 'restore', subject: t.subject, reason: t.words }, now);
    return true;
  });
  return changed ? done(M.restored) : refused(M.notSuspended);
};

/** A note on the member's file: only ever added, with its author and time (and audited). */
export const memberNote: StaffHandler<'memberNote'> = async ({ member_id, text }, ctx) => {
  const t = await target(ctx, member_id, text, M.textNeeded);
  if ('refusal' in t) return t.refusal;
  const now = ctx.now();
  const actor = actorOf(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await insertNote(trx, {
      member_id: t.member.id,
      author: actorName(actor),
      at: now.toISOString(),
      text: t.words,
    });
    await audit(trx, actor, { action: 'member_note', subject: t.subject }, now);
  });
  return done(M.noteAdded);
};
