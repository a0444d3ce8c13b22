import { slugPath } from './slug';

/**
 * A link column as an href a page may use: site paths, web addresses, mail and phone links.
 * Anything else (javascript:, data:, …) is dropped.
 */
export function safeHref(link: string | null | undefined): string | null {
  const l = (link ?? '').trim();
  if (!l) return null;
  if (/^(https?:|mailto:|tel:)/i.test(l) || l.startsWith('/') || l.startsWith('#')) return l;
  if (/^[a-z][a-z0-9+.-]*:/i.test(l)) return null;
  return '/' + l;
}

/** The record fields a link is made from. */
export interface LinkedRecord {
  id: number;
  col1: string;
  col7: string;
}

/**
 * Where a listed entry opens (requirements §2.1): articles by read_now/{title}?rf={id}, blogs by
 * blog/{title}?rf={id} unless the record's link column (col7) overrides it, committee and community
 * by their slug. Other pages' entries open as the page's child route. The client's lists and the
 * server's site search both link through this, so the two cannot drift apart.
 */
export function entryHref(loc: string, record: LinkedRecord): string {
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

/** A page's own address: its key as the path, and the site root for the home page. */
export function pageHref(loc: string): string {
  const key = loc.trim().replace(/^\/+/, '');
  return key === '' || key === 'home' ? '/' : `/${key}`;
}
