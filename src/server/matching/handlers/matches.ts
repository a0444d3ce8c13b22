import { hasPartnerPreferences } from '../../../shared/domain/preferences';
import { ACCOUNT_MESSAGES, findMemberById, findPreferences } from '../../accounts';
import type { MemberHandler } from '../../api/handler';
import { answer, fail } from '../../api/outcome';
import { toListing } from '../listing';
import { MATCHING_MESSAGES as M } from '../messages';
import { chargeViews, viewsLeftField } from '../views';
import { findMatches } from '../repositories/matches';

/**
 * Matches for you (issue #15 item 4): members who fit the caller's preferences and whose
 * preferences the caller fits. Listed members count towards the search's daily limit (views.ts),
 * so matches are no way around it; a reload of the same members costs nothing.
 */
export const getMatches: MemberHandler<'getMatches'> = async (_request, ctx) => {
  const me = await findMemberById(ctx.db, ctx.member.id);
  if (!me) return fail(ACCOUNT_MESSAGES.notOwnProfile);
  const now = ctx.now();
  const prefs = await findPreferences(ctx.db, me.id);
  const rows = await findMatches(ctx.db, me, prefs, now);
  const ids = rows.map((r) => r.id);
  const charge = await chargeViews(ctx.db, me.id, 'listed', ids, ctx.limits.listedPerDay, now);
  if (!charge.ok) return fail(M.listLimit);
  const members = await toListing({ db: ctx.db, photos: ctx.photos, now, viewerId: me.id }, rows);
  return answer({
    members,
    has_preferences: hasPartnerPreferences(prefs),
    ...viewsLeftField('listed', charge),
  });
};
