import { parseSerParams, SEARCH_PAGE_SIZE } from '../../../shared/domain/schemas/search';
import { ACCOUNT_MESSAGES, findMemberById } from '../../accounts';
import type { MemberHandler } from '../../api/handler';
import { answer, fail, invalid } from '../../api/outcome';
import { toListing } from '../listing';
import { MATCHING_MESSAGES as M } from '../messages';
import { kolkataTime, useQuota, VIEWS_QUOTA } from '../quota';
import { searchMembers } from '../repositories/search';

/** Search: one page of verified members that pass the filters; each page counts as a view. */
export const getMembers: MemberHandler<'getMembers'> = async ({ ser_params }, ctx) => {
  const parsed = parseSerParams(ser_params);
  if (!parsed.ok) return invalid(parsed.message);
  const me = await findMemberById(ctx.db, ctx.member.id);
  if (!me) return fail(ACCOUNT_MESSAGES.notOwnProfile);
  const now = ctx.now();
  const quota = await useQuota(ctx.db, VIEWS_QUOTA, ctx.limits.viewsPerHour, me.id, now);
  if (!quota.ok) return fail(M.viewLimit(kolkataTime(quota.resetsAt)));

  const params = parsed.value;
  const { rows, total } = await searchMembers(ctx.db, me, params, now);
  const members = await toListing({ db: ctx.db, photos: ctx.photos, now, viewerId: me.id }, rows);
  return answer({ members, page: params.page, page_size: SEARCH_PAGE_SIZE, total });
};
