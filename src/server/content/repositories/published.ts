import type { Db } from '../../plugins/db';
import type { PublishedSite } from '../links/types';
import type { Redirect } from '../redirects';
import { REDIRECTS_META_KEY } from '../redirects';
import { getMeta } from './contentStore';
import { listMenus } from './menus';

/**
 * The site as visitors get it, for the link check: every menu record, every content record (the
 * columns links live in) and the redirects. The content tables hold only published content
 * today; when drafts arrive (issue #17 item 4) this reads the published side.
 */
export async function readPublishedSite(db: Db): Promise<PublishedSite> {
  const [menus, records, stored] = await Promise.all([
    listMenus(db),
    db
      .selectFrom('content_records')
      .select([
        'id',
        'parent_id',
        'loc',
        'section_type',
        'g_title',
        'uri_key',
        'sort',
        'col1',
        'col2',
        'col3',
        'col7',
        'col10',
      ])
      .orderBy('id')
      .execute(),
    getMeta(db, REDIRECTS_META_KEY),
  ]);
  return { menus, records, redirects: parseStored(stored) };
}

/** The redirects as content:load stored them (a JSON list); anything else is none. */
function parseStored(stored: string | undefined): Redirect[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter(
          (r): r is Redirect =>
            typeof r === 'object' &&
            r !== null &&
            typeof (r as Redirect).from === 'string' &&
            typeof (r as Redirect).to === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
