import type { linkCheckCalls } from '../../../shared/protocol/linkCheckCalls';
import type { BrokenLink } from '../../../shared/protocol/linkCheckTypes';
import { answer } from '../../api/outcome';
import { checkPublishedLinks } from '../../content';
import type { StaffHandler, StaffHandlerTable } from '../types';

/**
 * The Link check screen's call: the published site's internal links checked afresh on every ask
 * (a few hundred rows, read once), answering the broken ones. A web address at the site's own
 * origin (SITE_ORIGIN) is an internal link too.
 */
export const linkCheck: StaffHandler<'linkCheck'> = async (_request, { db, now, siteOrigin }) => {
  const links = await checkPublishedLinks(db, [siteOrigin]);
  const broken = links
    .filter((link) => !link.resolves)
    .map(({ href, path, where, reason }): BrokenLink => ({ href, path, where, reason }));
  return answer({ checked_at: now().toISOString(), checked: links.length, broken });
};

/** The handlers of linkCheckCalls.ts, spread into the staff handler table (dispatch.ts). */
export const linkCheckHandlers: Pick<StaffHandlerTable, keyof typeof linkCheckCalls> = {
  linkCheck,
};
