import { SEARCH_PAGE_SIZE } from '../../../shared/domain/schemas/search';
import type { MemberHandler } from '../../api/handler';
import { answer, fail, invalid } from '../../api/outcome';
import { readFilters } from '../filters';
import { toListing } from '../listing';
import { MATCHING_MESSAGES as M } from '../messages';
import { chargeViews, viewsLeftField } from '../views';
import { searchMembers } from '../repositories/search';
import { searcherOf } from '../searcher';

/**
 * Search: one page of verified members that pass the filters. Each member listed for the first
 * time today counts towards the daily limit (views.ts); pages seen before cost nothing.
 */
export const getMembers: MemberHandler<'getMembers'> = async ({ ser_params }, ctx) => {
  const parsed = readFilters(ser_params);
  if (!parsed.ok) return invalid(parsed.message);
  // The session's query read what the search needs of the searcher: no second read of her.
  const me = searcherOf(ctx.member);
  const now = ctx.now();
  const params = parsed.value;
  const { rows, total } = await searchMembers(ctx.db, me, params, now);
  const ids = rows.map((r) => r.id);
  const charge = await chargeViews(ctx.db, me.id, 'listed', ids, ctx.limits.listedPerDay, now);
  if (!charge.ok) return fail(M.listLimit);
  const members = await toListing({ db: ctx.db, photos: ctx.photos, now, viewerId: me.id }, rows);
  const page = { members, page: params.page, page_size: SEARCH_PAGE_SIZE, total };
  return answer({ ...page, ...viewsLeftField('listed', charge) });
};
