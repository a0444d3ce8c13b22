import type { MemberHandler } from '../../api/handler';
import { answer, fail } from '../../api/outcome';
import { toFullProfile } from '../fullProfile';
import { decodeId } from '../ids';
import { MATCHING_MESSAGES as M } from '../messages';
import { kolkataTime, useQuota, VIEWS_QUOTA } from '../quota';
import { findMemberById } from '../../accounts';
import { listPhotos } from '../../photos';
import { pairAccepted } from '../repositories/requests';

/**
 * View Profile: the full biodata of a member the caller is accepted with (or the caller's own).
 * Anyone else gets the same refusal, whether the member exists or not. Counts as a view.
 */
export const getMemberProfile: MemberHandler<'getMemberProfile'> = async (
  { req_acc_infoid },
  ctx,
) => {
  const me = ctx.member.id;
  const now = ctx.now();
  const quota = await useQuota(ctx.db, VIEWS_QUOTA, ctx.limits.viewsPerHour, me, now);
  if (!quota.ok) return fail(M.viewLimit(kolkataTime(quota.resetsAt)));

  const other = decodeId(req_acc_infoid);
  if (other === null) return fail(M.profileNotAvailable);
  if (other !== me && !(await pairAccepted(ctx.db, me, other))) {
    return fail(M.profileNotAvailable);
  }
  const row = await findMemberById(ctx.db, other);
  if (!row || row.status !== 'verified') return fail(M.profileNotAvailable);
  const photos = await listPhotos(ctx.db, row.id);
  return answer(toFullProfile(row, photos, (file) => ctx.photos.urlFor(file, me, now), now));
};
