import type { MemberHandler } from '../../api/handler';
import { answer, done, refused, rejected } from '../../api/outcome';
import { isBlockedPair, listingRowsByIds, toListing } from '../../matching';
import { SAFETY_MESSAGES as M } from '../messages';
import { deleteShortlist, insertShortlist, shortlistedIds } from '../repositories/shortlist';
import { findTarget } from '../target';

/** Shortlist (issue #14 item 8): kept on the server per member; only verified, unblocked members. */
export const addShortlistMember: MemberHandler<'addShortlistMember'> = async (
  { req_acc_infoid },
  ctx,
) => {
  const me = ctx.member.id;
  const target = await findTarget(ctx.db, me, req_acc_infoid);
  if (!target.ok)
    return target.why === 'self' ? rejected(M.notYourself) : refused(M.memberNotFound);
  const other = target.member;
  // A blocked pair or an unverified member answers like an unknown one.
  if (other.status !== 'verified' || (await isBlockedPair(ctx.db, me, other.id))) {
    return refused(M.memberNotFound);
  }
  await insertShortlist(ctx.db, me, other.id, ctx.now().toISOString());
  return done(M.shortlisted);
};

export const removeShortlistMember: MemberHandler<'removeShortlistMember'> = async (
  { req_acc_infoid },
  ctx,
) => {
  const target = await findTarget(ctx.db, ctx.member.id, req_acc_infoid);
  if (target.ok) await deleteShortlist(ctx.db, ctx.member.id, target.member.id);
  return done(M.unshortlisted);
};

export const getShortlistMembers: MemberHandler<'getShortlistMembers'> = async (_request, ctx) => {
  const me = ctx.member.id;
  const ids = await shortlistedIds(ctx.db, me);
  const rows = await listingRowsByIds(ctx.db, ids);
  const ordered = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [row] : [];
  });
  const listing = { db: ctx.db, photos: ctx.photos, now: ctx.now(), viewerId: me };
  return answer(await toListing(listing, ordered));
};
