import { siteOrigins } from './address';
import { collectLinks } from './collect';
import { indexSite, resolvePath, type Resolution } from './resolve';
import type { CheckedLink, PublishedSite } from './types';

export interface LinkCheckOptions {
  /** The site's own origins (SITE_ORIGIN): a web address at one of them is an internal link. */
  origins: readonly string[];
}

/**
 * Every internal link of the published site (menus, sections, rich text, entry pages), with
 * where it is and whether it opens a page or record. Pure: the console's call and the test over
 * the demo content give it what the database holds.
 */
export function checkLinks(site: PublishedSite, options: LinkCheckOptions): CheckedLink[] {
  const index = indexSite(site);
  const judged = new Map<string, Resolution>();
  return collectLinks(site, siteOrigins(options.origins)).map((link) => {
    const resolution = judged.get(link.path) ?? resolvePath(index, link.path);
    judged.set(link.path, resolution);
    return { ...link, resolves: resolution.ok, reason: resolution.reason };
  });
}

/** The links that do not resolve, in the order checkLinks finds them. */
export const brokenLinks = (site: PublishedSite, options: LinkCheckOptions): CheckedLink[] =>
  checkLinks(site, options).filter((link) => !link.resolves);
