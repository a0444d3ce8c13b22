import type { MemberHandler } from '../../api/handler';
import { answer, done, refused, rejected } from '../../api/outcome';
import { encodeId, withdrawPendingBetween } from '../../matching';
import { SAFETY_MESSAGES as M } from '../messages';
import { deleteBlock, insertBlock, listBlocksBy } from '../repositories/blocks';
import { findTarget, memNoText } from '../target';

/**
 * Block (issue #14 item 5): the block and the withdrawal of a pending request between the two are
 * one transaction, so no moment exists where the block stands and the request still waits.
 */
export const blockMember: MemberHandler<'blockMember'> = async ({ req_acc_infoid }, ctx) => {
  const me = ctx.member.id;
  const target = await findTarget(ctx.db, me, req_acc_infoid);
  if (!target.ok)
    return target.why === 'self' ? rejected(M.notYourself) : refused(M.memberNotFound);
  const other = target.member.id;
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await insertBlock(trx, me, other, now);
    await withdrawPendingBetween(trx, me, other);
  });
  return done(M.blocked);
};

export const unblockMember: MemberHandler<'unblockMember'> = async ({ req_acc_infoid }, ctx) => {
  const me = ctx.member.id;
  const target = await findTarget(ctx.db, me, req_acc_infoid);
  if (!target.ok) return refused(M.notBlocked);
  return (await deleteBlock(ctx.db, me, target.member.id))
    ? done(M.unblocked)
    : refused(M.notBlocked);
};

export const getBlockedMembers: MemberHandler<'getBlockedMembers'> = async (_request, ctx) => {
  const rows = await listBlocksBy(ctx.db, ctx.member.id);
  return answer(
    rows.map((r) => ({
      account_info_id: encodeId(r.id),
      mem_no: memNoText(r.mem_no),
      mem_name: r.mem_name,
      blocked_at: r.created_at,
    })),
  );
};
