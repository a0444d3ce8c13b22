import { pageHref } from '../../shared/domain/links';
import type { PageDoc } from '../../shared/protocol/pagesEditTypes';
import type { Db } from '../plugins/db';
import { checkLinks } from './links/check';
import type { CheckedLink } from './links/types';
import { plannedPageRows, readPageRows } from './repositories/pageEdit';
import { readPublishedSite } from './repositories/published';

/**
 * The internal links of a page about to be published that open nothing (issue #17 item 7),
 * judged against the site as it will be once it is: every other page as published, this page
 * as `page` (with the ids the publish will give it, so a link to one of its own new entries
 * counts). The link check's own code (links/) judges, the Link check screen's rules exactly.
 */
export async function brokenLinksOfPage(
  db: Db,
  page: PageDoc,
  origins: readonly string[],
  at: string,
): Promise<CheckedLink[]> {
  const [site, old, rows] = await Promise.all([
    readPublishedSite(db),
    readPageRows(db, page.loc),
    plannedPageRows(db, page, at),
  ]);
  const replaced = new Set(old.map((r) => r.id));
  const after = {
    ...site,
    records: [...site.records.filter((r) => !replaced.has(r.id)), ...rows],
  };
  const here = `Page ${pageHref(page.loc)} › `;
  return checkLinks(after, { origins }).filter(
    (link) => !link.resolves && link.where.startsWith(here),
  );
}

/** Where a link is on its page, without the page: 'Section “Events” › record “Diwali” › link'. */
export const placeOnPage = (link: CheckedLink, loc: string): string => {
  const rest = link.where.slice(`Page ${pageHref(loc)} › `.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};
