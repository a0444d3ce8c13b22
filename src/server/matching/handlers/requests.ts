import { MESSAGES } from '../../../shared/domain/messages';
import {
  isRequestNoteTooLong,
  REQUEST_NOTE_MESSAGES,
  requestNoteOf,
} from '../../../shared/domain/requestNote';
import type { FriendListItem } from '../../../shared/protocol/types';
import type { MemberHandler } from '../../api/handler';
import { answer, done, refused, rejected } from '../../api/outcome';
import type { Db } from '../../plugins/db';
import { uniqueViolation } from '../../db/uniqueViolation';
import { notify, sendNotice, type Notice } from '../../notifications';
import { ANSWERS_QUOTA } from '../answerQuota';
import { decodeId } from '../ids';
import { declineOverBefore, resendDate } from '../lifecycle';
import { listingExtras } from '../listing';
import { MATCHING_MESSAGES as M } from '../messages';
import { INTERESTS_QUOTA, kolkataTime, refundQuota, useQuota } from '../quota';
import { contactsByIds, listingRowsByIds } from '../repositories/listing';
import { findMemberById } from '../../accounts';
import { findPause, PAUSE_MESSAGES } from '../../pause';
import { isBlockedPair } from '../repositories/blocks';
import {
  addMemberRequest,
  answerRequest,
  clearSpentRequest,
  findPairRequest,
  findRequest,
  listMyRequests,
  withdrawRequest,
  type RequestRow,
} from '../repositories/requests';

/**
 * Whether the pair's request stops a new one from `me`: its message, or null when there is none.
 * A spent request (Expired, or declined 90 days ago or more) does not: `spent` names it, and the
 * send replaces it.
 */
function standingOf(row: RequestRow | undefined, me: number, now: Date) {
  if (!row) return { message: null, spent: null };
  const declinedMine = row.req_status === 'Rejected' && row.req_by_member_id === me;
  if (declinedMine && row.updated_at > declineOverBefore(now)) {
    return { message: M.declinedRecently(resendDate(row.updated_at)), spent: null };
  }
  if (declinedMine || row.req_status === 'Expired') return { message: null, spent: row.id };
  return {
    message: row.req_by_member_id === me ? M.alreadySent : M.alreadyReceived,
    spent: null,
  };
}

/**
 * Replaces a spent request, adds the new one and the receiver's notification in one
 * transaction. The unique indexes decide races: the loser answers `{ ok: false }`.
 */
async function storeRequest(
  db: Db,
  {
    by,
    to,
    now,
    spent,
    note,
  }: { by: number; to: number; now: Date; spent: number | null; note: string | null },
): Promise<{ ok: true; id: number; notice: Notice | null } | { ok: false }> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (spent !== null) await clearSpentRequest(trx, spent, now);
      const id = await addMemberRequest(trx, { by, to, now: now.toISOString(), note });
      const notice = await notify(trx, to, 'interestReceived', { at: now, requestId: id, note });
      return { ok: true as const, id, notice };
    });
  } catch (err) {
    if (uniqueViolation(err) !== null) return { ok: false };
    throw err;
  }
}

/**
 * An interest request to a verified member. A pair has one request at most, whichever way: the
 * unique indexes decide races, and the loser gets the same message as a repeated click.
 */
export const sendMemberRequest: MemberHandler<'sendMemberRequest'> = async (
  { req_acc_infoid, note: written },
  ctx,
) => {
  // Checked first: a too-long note costs nothing and tells nothing about the member.
  const note = requestNoteOf(written);
  if (note !== null && isRequestNoteTooLong(note)) return rejected(REQUEST_NOTE_MESSAGES.tooLong);
  const me = ctx.member.id;
  const to = decodeId(req_acc_infoid);
  if (to === null) return refused(M.memberNotFound);
  if (to === me) return rejected(M.notToYourself);
  const other = await findMemberById(ctx.db, to);
  if (!other || other.status !== 'verified') return refused(M.memberNotFound);
  // A blocked pair (either way) answers like an unknown member: the blocked one is not told.
  if (await isBlockedPair(ctx.db, me, to)) return refused(M.memberNotFound);
  if (await findPause(ctx.db, to, ctx.now())) return refused(PAUSE_MESSAGES.notReceiving);
  const now = ctx.now();
  const standing = standingOf(await findPairRequest(ctx.db, me, to, now), me, now);
  if (standing.message !== null) return rejected(standing.message);

  const quota = await useQuota(ctx.db, INTERESTS_QUOTA, ctx.limits.interestsPerDay, me, now);
  if (!quota.ok) return refused(M.interestLimit(kolkataTime(quota.resetsAt)));
  const stored = await storeRequest(ctx.db, { by: me, to, now, spent: standing.spent, note });
  if (!stored.ok) {
    await refundQuota(ctx.db, INTERESTS_QUOTA, me);
    const after = standingOf(await findPairRequest(ctx.db, me, to, now), me, now);
    return rejected(after.message ?? M.alreadySent);
  }
  ctx.log.info({ requestId: stored.id }, 'interest request sent');
  sendNotice(ctx, stored.notice);
  return done(MESSAGES.requestSentNotice);
};

const ANSWERS = ['Accepted', 'Rejected'] as const;
const isAnswer = (v: string): v is (typeof ANSWERS)[number] =>
  (ANSWERS as readonly string[]).includes(v);

/** Counts an answer or withdrawal; the refusal when the day's allowance is used up. */
async function useAnswer(ctx: Parameters<MemberHandler<'withdrawMemberRequest'>>[1]) {
  const quota = await useQuota(
    ctx.db,
    ANSWERS_QUOTA,
    ctx.limits.answersPerDay,
    ctx.member.id,
    ctx.now(),
  );
  return quota.ok ? null : refused(M.answerLimit(kolkataTime(quota.resetsAt)));
}

/**
 * Only the receiver (by session, whatever ids are sent) answers, and only a pending request that
 * has not expired. The sender is told by mail either way; a decline says nothing more.
 */
export const acceptRejFrdRequest: MemberHandler<'acceptRejFrdRequest'> = async (request, ctx) => {
  const status = request.req_status.trim();
  if (!isAnswer(status)) return rejected(M.requestStatus);
  const id = decodeId(request.mem_frd_req_id);
  const sender = decodeId(request.req_acc_infoid);
  if (id === null || sender === null) return refused(M.requestNotFound);
  const limited = await useAnswer(ctx);
  if (limited) return limited;
  const me = ctx.member.id;
  const now = ctx.now();
  const kind = status === 'Accepted' ? 'interestAccepted' : 'interestDeclined';
  const notice = await ctx.db.transaction().execute(async (trx) => {
    if (!(await answerRequest(trx, { id, receiver: me, sender, status, now }))) return false;
    return notify(trx, sender, kind, { at: now, requestId: id });
  });
  if (notice === false) {
    const row = await findRequest(ctx.db, id, now);
    const mine = row?.req_rec_member_id === me && row.req_by_member_id === sender;
    // A repeated click is given back; guesses at other members' requests stay counted.
    if (mine) await refundQuota(ctx.db, ANSWERS_QUOTA, me);
    if (mine && row.req_status === 'Expired') return refused(M.expired);
    return refused(mine ? M.alreadyAnswered : M.requestNotFound);
  }
  sendNotice(ctx, notice);
  return done(status === 'Accepted' ? M.accepted : M.declined);
};

export const withdrawMemberRequest: MemberHandler<'withdrawMemberRequest'> = async (
  { mem_frd_req_id },
  ctx,
) => {
  const id = decodeId(mem_frd_req_id);
  if (id === null) return refused(M.requestNotFound);
  const limited = await useAnswer(ctx);
  if (limited) return limited;
  const me = ctx.member.id;
  const now = ctx.now();
  if (!(await withdrawRequest(ctx.db, { id, sender: me, now }))) {
    const row = await findRequest(ctx.db, id, now);
    if (row?.req_by_member_id !== me) return refused(M.requestNotFound);
    await refundQuota(ctx.db, ANSWERS_QUOTA, me);
    return refused(row.req_status === 'Expired' ? M.expired : M.notWithdrawable);
  }
  return done(M.withdrawn);
};

/**
 * Interested Members: one item per request sent or received (so the dashboard's counters, which
 * count the same rows, agree; a blocked pair's requests are in neither), with the other member's contacts once the request is Accepted.
 */
export const getFriendsMembers: MemberHandler<'getFriendsMembers'> = async (_request, ctx) => {
  const me = ctx.member.id;
  const now = ctx.now();
  const requests = await listMyRequests(ctx.db, me, now);
  const otherOf = (r: (typeof requests)[number]) =>
    r.req_by_member_id === me ? r.req_rec_member_id : r.req_by_member_id;
  const others = [...new Set(requests.map(otherOf))];
  const accepted = [...new Set(requests.filter((r) => r.req_status === 'Accepted').map(otherOf))];
  const [rows, contacts, extras] = await Promise.all([
    listingRowsByIds(ctx.db, others),
    contactsByIds(ctx.db, accepted),
    listingExtras({ db: ctx.db, photos: ctx.photos, now, viewerId: me }, others),
  ]);
  const items: FriendListItem[] = [];
  for (const r of requests) {
    const row = rows.get(otherOf(r));
    if (!row) continue;
    const received = r.req_rec_member_id === me;
    items.push({
      ...extras.item(row).item,
      direction: received ? 'received' : 'sent',
      contact: r.req_status === 'Accepted' ? (contacts.get(row.id) ?? null) : null,
      // The sender's note is for the receiver's eyes (requirements §4.5.5).
      ...(received && r.note !== null ? { note: r.note } : {}),
    });
  }
  return answer(items);
};
