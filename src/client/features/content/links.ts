import { slugPath } from '../../../shared/domain/slug';
import type { ContentRecord } from '../../../shared/protocol/types';
import { safeHref } from './media';

/**
 * Where a listed entry opens (seed §2): articles by read_now/{title}?rf={id}, blogs by
 * blog/{title}?rf={id} unless the record's link column (col7) overrides it, committee and community
 * by their slug. Other pages' entries open as the page's child route.
 */
export function recordLink(
  loc: string,
  record: Pick<ContentRecord, 'id' | 'col1' | 'col7'>,
): string {
  const slug = slugPath(record.col1);
  const base = loc.split('/')[0];
  switch (base) {
    case 'articles':
      return `/read_now/${slug}?rf=${record.id}`;
    case 'blogs':
      return safeHref(record.col7) ?? `/blog/${slug}?rf=${record.id}`;
    case 'committee':
    case 'community':
      return `/${base}/${slug}`;
    default:
      return `/${loc}/${slug}`;
  }
}
