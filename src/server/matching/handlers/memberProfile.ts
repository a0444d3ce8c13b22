import type { MemberHandler } from '../../api/handler';
import { answer, fail } from '../../api/outcome';
import { toFullProfile } from '../fullProfile';
import { decodeId } from '../ids';
import { MATCHING_MESSAGES as M } from '../messages';
import { chargeViews, viewsLeftField } from '../views';
import { findMemberById, findPreferences } from '../../accounts';
import { listPhotos } from '../../photos';
import { pairAccepted } from '../repositories/requests';
import { isBlockedPair } from '../repositories/blocks';

/**
 * View Profile: the full biodata of a member the caller is accepted with (or the caller's own).
 * Anyone else (and a blocked pair) gets the same refusal, whether the member exists or not. A
 * member opened for the first time today counts towards the daily limit (views.ts); one's own
 * profile never does.
 */
export const getMemberProfile: MemberHandler<'getMemberProfile'> = async (
  { req_acc_infoid },
  ctx,
) => {
  const me = ctx.member.id;
  const now = ctx.now();

  const other = decodeId(req_acc_infoid);
  if (other === null) return fail(M.profileNotAvailable);
  // A block either way hides the profile even from an accepted pair, with the same words.
  if (
    other !== me &&
    (!(await pairAccepted(ctx.db, me, other)) || (await isBlockedPair(ctx.db, me, other)))
  ) {
    return fail(M.profileNotAvailable);
  }
  const row = await findMemberById(ctx.db, other);
  if (!row || row.status !== 'verified' || row.suspended_at !== null)
    return fail(M.profileNotAvailable);
  // Charged once the profile is really shown: refusals reveal nothing and cost nothing.
  const charge = await chargeViews(ctx.db, me, 'profile', [row.id], ctx.limits.profilesPerDay, now);
  if (!charge.ok) return fail(M.profileLimit);
  const photos = await listPhotos(ctx.db, row.id);
  const profile = toFullProfile(row, photos, (file) => ctx.photos.urlFor(file, me, now), now);
  const { about_me } = await findPreferences(ctx.db, row.id);
  return answer({
    ...profile,
    ...(about_me ? { about_me } : {}),
    ...(other === me ? {} : viewsLeftField('profile', charge)),
  });
};
