import { MESSAGES } from '../../../shared/domain/messages';
import type { FriendListItem } from '../../../shared/protocol/types';
import type { MemberHandler } from '../../api/handler';
import { answer, done, refused, rejected } from '../../api/outcome';
import { decodeId } from '../ids';
import { listingExtras } from '../listing';
import { interestAcceptedMail, interestReceivedMail } from '../mails';
import { MATCHING_MESSAGES as M } from '../messages';
import { INTERESTS_QUOTA, kolkataTime, refundQuota, useQuota } from '../quota';
import { contactsByIds, listingRowsByIds } from '../repositories/listing';
import { findMemberById } from '../../accounts';
import {
  answerRequest,
  findPairRequest,
  findRequest,
  insertPendingRequest,
  listMyRequests,
  withdrawRequest,
} from '../repositories/requests';

/**
 * An interest request to a verified member. A pair has one request at most, whichever way: the
 * unique indexes decide races, and the loser gets the same message as a repeated click.
 */
export const sendMemberRequest: MemberHandler<'sendMemberRequest'> = async (
  { req_acc_infoid },
  ctx,
) => {
  const me = ctx.member.id;
  const to = decodeId(req_acc_infoid);
  if (to === null) return refused(M.memberNotFound);
  if (to === me) return rejected(M.notToYourself);
  const other = await findMemberById(ctx.db, to);
  if (!other || other.status !== 'verified') return refused(M.memberNotFound);
  const existingMessage = async () => {
    const existing = await findPairRequest(ctx.db, me, to);
    return existing?.req_by_member_id === to ? M.alreadyReceived : M.alreadySent;
  };
  if (await findPairRequest(ctx.db, me, to)) return rejected(await existingMessage());

  const now = ctx.now();
  const quota = await useQuota(ctx.db, INTERESTS_QUOTA, ctx.limits.interestsPerDay, me, now);
  if (!quota.ok) return refused(M.interestLimit(kolkataTime(quota.resetsAt)));
  const inserted = await insertPendingRequest(ctx.db, { by: me, to, now: now.toISOString() });
  if (!inserted.ok) {
    await refundQuota(ctx.db, INTERESTS_QUOTA, me);
    return rejected(await existingMessage());
  }
  ctx.log.info({ requestId: inserted.id }, 'interest request sent');
  ctx.mail.send(interestReceivedMail(other.email_id, other.first_name));
  return done(MESSAGES.requestSentNotice);
};

const ANSWERS = ['Accepted', 'Rejected'] as const;
const isAnswer = (v: string): v is (typeof ANSWERS)[number] =>
  (ANSWERS as readonly string[]).includes(v);

/** Only the receiver (by session, whatever ids are sent) answers, and only a pending request. */
export const acceptRejFrdRequest: MemberHandler<'acceptRejFrdRequest'> = async (request, ctx) => {
  const status = request.req_status.trim();
  if (!isAnswer(status)) return rejected(M.requestStatus);
  const id = decodeId(request.mem_frd_req_id);
  const sender = decodeId(request.req_acc_infoid);
  if (id === null || sender === null) return refused(M.requestNotFound);
  const me = ctx.member.id;
  const now = ctx.now().toISOString();
  if (!(await answerRequest(ctx.db, { id, receiver: me, sender, status, now }))) {
    const row = await findRequest(ctx.db, id);
    const mine = row?.req_rec_member_id === me && row.req_by_member_id === sender;
    return refused(mine ? M.alreadyAnswered : M.requestNotFound);
  }
  if (status === 'Accepted') {
    const senderRow = await findMemberById(ctx.db, sender);
    if (senderRow) ctx.mail.send(interestAcceptedMail(senderRow.email_id, senderRow.first_name));
    return done(M.accepted);
  }
  return done(M.declined);
};

export const withdrawMemberRequest: MemberHandler<'withdrawMemberRequest'> = async (
  { mem_frd_req_id },
  ctx,
) => {
  const id = decodeId(mem_frd_req_id);
  if (id === null) return refused(M.requestNotFound);
  const me = ctx.member.id;
  if (!(await withdrawRequest(ctx.db, { id, sender: me }))) {
    const row = await findRequest(ctx.db, id);
    return refused(row?.req_by_member_id === me ? M.notWithdrawable : M.requestNotFound);
  }
  return done(M.withdrawn);
};

/**
 * Interested Members: one item per request sent or received (so the dashboard's counters, which
 * count the same rows, agree), with the other member's contacts once the request is Accepted.
 */
export const getFriendsMembers: MemberHandler<'getFriendsMembers'> = async (_request, ctx) => {
  const me = ctx.member.id;
  const requests = await listMyRequests(ctx.db, me);
  const otherOf = (r: (typeof requests)[number]) =>
    r.req_by_member_id === me ? r.req_rec_member_id : r.req_by_member_id;
  const others = [...new Set(requests.map(otherOf))];
  const accepted = [...new Set(requests.filter((r) => r.req_status === 'Accepted').map(otherOf))];
  const now = ctx.now();
  const [rows, contacts, extras] = await Promise.all([
    listingRowsByIds(ctx.db, others),
    contactsByIds(ctx.db, accepted),
    listingExtras({ db: ctx.db, photos: ctx.photos, now, viewerId: me }, others),
  ]);
  const items: FriendListItem[] = [];
  for (const r of requests) {
    const row = rows.get(otherOf(r));
    if (!row) continue;
    items.push({
      ...extras.item(row).item,
      direction: r.req_by_member_id === me ? 'sent' : 'received',
      contact: r.req_status === 'Accepted' ? (contacts.get(row.id) ?? null) : null,
    });
  }
  return answer(items);
};
