import type { DeskRegistration } from '../../shared/protocol/staffTypes';
import { idOf } from '../db/rowId';
import { REJECT_REASONS, type RejectReason } from '../../shared/domain/rejectReasons';
import { changeRequestText, isChangeReason } from '../../shared/domain/changeReasons';
import { answer, done, fail, invalid, refused } from '../api/outcome';
import { findMemberById, type MemberRow } from '../accounts';
import type { Actor } from './audit';
import { askForChanges, rejectRegistration, verifyRegistration, type Decision } from './decisions';
import {
  countAwaitingChanges,
  findLookalikes,
  listChangeRequests,
  listQueue,
} from './deskRepository';
import { STAFF_MESSAGES as M } from './messages';
import { officeRegistrarOf } from './officeRegistrar';
import { staffPhotos } from './photos';
import type { StaffContext, StaffHandler } from './types';

const MINUTE = 60 * 1000;
const MAX_TEXT = 2000;
const waited = (now: Date, at: string) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / MINUTE));

const actorOf = (ctx: StaffContext): Actor => ({
  kind: 'staff',
  id: ctx.staff.id,
  email: ctx.staff.email,
});

export const deskQueue: StaffHandler<'deskQueue'> = async (_fields, ctx) => {
  const now = ctx.now();
  const rows = await listQueue(ctx.db);
  return answer({
    now: now.toISOString(),
    pending_count: rows.length,
    awaiting_changes: await countAwaitingChanges(ctx.db),
    items: rows.map((r) => ({
      member_id: String(r.id),
      mem_no: String(r.mem_no ?? ''),
      mem_name: r.mem_name,
      email_id: r.email_id,
      registered_by: r.registered_by,
      registered_at: r.created_at,
      waited_minutes: waited(now, r.created_at),
    })),
  });
};

/** The member's stored fields as the desk reads them: never the password hash. */
function biodataOf(m: MemberRow): DeskRegistration['biodata'] {
  const { password_hash: _hidden, ...rest } = m;
  return rest;
}

/** Which of the registration's values another account carries. */
function matchesOf(m: MemberRow, other: MemberRow): string[] {
  const found: string[] = [];
  if (other.email_id.toLowerCase() === m.email_id.toLowerCase()) found.push(`email ${m.email_id}`);
  const mine = [m.contact_no, m.father_contact, m.mother_contact].filter((n) => n.trim());
  for (const n of new Set(mine)) {
    if ([other.contact_no, other.father_contact, other.mother_contact].includes(n))
      found.push(`number ${n}`);
  }
  return found;
}

export const deskOpen: StaffHandler<'deskOpen'> = async ({ member_id }, ctx) => {
  const id = idOf(member_id);
  const member = id === null ? undefined : await findMemberById(ctx.db, id);
  if (!member) return fail(M.unknownMember);
  const now = ctx.now();
  const others = await findLookalikes(ctx.db, member);
  const requests = await listChangeRequests(ctx.db, member.id);
  return answer({
    member_id: String(member.id),
    status: member.status,
    registered_at: member.created_at,
    waited_minutes: waited(now, member.created_at),
    office_registered_by: await officeRegistrarOf(ctx.db, member),
    biodata: biodataOf(member),
    photos: await staffPhotos(ctx.db, ctx.photos, member.id, ctx.staff.id, now),
    duplicates: others.map((o) => ({
      member_id: String(o.id),
      mem_no: String(o.mem_no ?? ''),
      mem_name: o.mem_name,
      status: o.status,
      matches: matchesOf(member, o),
    })),
    change_requests: requests.map((r) => ({
      asked_at: r.asked_at,
      asked_by: r.asked_by,
      text: r.text,
    })),
  });
};

const outcomeOf = (decision: Decision, message: string) =>
  decision.ok ? done(message) : refused(decision.message);

const deps = (ctx: StaffContext) => ({ db: ctx.db, mail: ctx.mail, now: ctx.now() });

export const deskVerify: StaffHandler<'deskVerify'> = async ({ member_id }, ctx) => {
  const id = idOf(member_id);
  if (id === null) return refused(M.unknownMember);
  return outcomeOf(await verifyRegistration(deps(ctx), actorOf(ctx), id), M.verified);
};

/** The mail and the login notice carry the preset's words, then the desk's own. */
export const rejectionText = (reason: RejectReason, text: string): string =>
  reason === 'other' ? text : [REJECT_REASONS[reason], text].filter(Boolean).join(' ');

export const deskReject: StaffHandler<'deskReject'> = async ({ member_id, reason, text }, ctx) => {
  const id = idOf(member_id);
  if (id === null) return refused(M.unknownMember);
  if (!Object.hasOwn(REJECT_REASONS, reason)) return invalid(M.unknownReason);
  const words = (text ?? '').trim();
  if (reason === 'other' && !words) return invalid(M.reasonTextNeeded);
  if (words.length > MAX_TEXT) return invalid(M.textTooLong);
  const full = rejectionText(reason as RejectReason, words);
  return outcomeOf(await rejectRegistration(deps(ctx), actorOf(ctx), id, full), M.rejected);
};

/** A preset (changeReasons.ts; without one, the desk's words alone) and the desk's words. */
export const deskAskChanges: StaffHandler<'deskAskChanges'> = async (
  { member_id, reason, text },
  ctx,
) => {
  const id = idOf(member_id);
  if (id === null) return refused(M.unknownMember);
  const preset = reason || 'other';
  if (!isChangeReason(preset)) return invalid(M.unknownReason);
  const words = (text ?? '').trim();
  if (preset === 'other' && !words) return invalid(M.changesTextNeeded);
  if (words.length > MAX_TEXT) return invalid(M.textTooLong);
  const full = changeRequestText(preset, words);
  return outcomeOf(await askForChanges(deps(ctx), actorOf(ctx), id, full), M.changesAsked);
};
