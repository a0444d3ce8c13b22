import type { MenuRecord } from '../../../shared/protocol/types';
import type { Redirect } from '../redirects';

/**
 * The published site as the link check reads it: the rows of the content tables, nothing the
 * renderers add. The check itself (check.ts) is pure, so tests give it small fixtures.
 */

/** A row of content_records: a section (parent_id null, loc set) or a record inside one. */
export interface SiteRecord {
  id: number;
  parent_id: number | null;
  /** The page key, on a section; null on the records inside it. */
  loc: string | null;
  section_type: string | null;
  g_title: string;
  /** slugify(col1): the name a detail route finds the entry by. */
  uri_key: string;
  /** col14 as a number (display order); null orders last. */
  sort: number | null;
  /** Title. */
  col1: string;
  /** Rich text. */
  col2: string;
  /** Second rich text. */
  col3: string;
  /** Link. */
  col7: string;
  /** Style: 'top_text' makes the record its section's heading row. */
  col10: string;
}

export type SiteMenu = Pick<MenuRecord, 'id' | 'parent_id' | 'col1' | 'col2' | 'col6' | 'roles'>;

export interface PublishedSite {
  menus: readonly SiteMenu[];
  records: readonly SiteRecord[];
  /** Moved pages (content/redirects.json): an old address that redirects counts as working. */
  redirects: readonly Redirect[];
}

/** Where a link was found: a menu entry, a section's heading row, or a record of a section. */
export type LinkSource = 'menu' | 'section' | 'record';

export interface FoundLink {
  /** As the content writes it. */
  href: string;
  /** What the browser asks for: path and query of the site (the #hash dropped). */
  path: string;
  source: LinkSource;
  /** Where it is, in words: "Header menu › Committee › Omprakash Mittal". */
  where: string;
}

export interface CheckedLink extends FoundLink {
  resolves: boolean;
  /** What it opens ("a content page", "moved to /x"), or why it fails. */
  reason: string;
}
