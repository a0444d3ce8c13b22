import type { ContentRecord } from '../../../../../shared/protocol/types';
import { slugPath } from '../../../../../shared/domain/slug';
import { withoutInvisible } from './text';

/**
 * Where a record's col7 may lead. In-site paths go through the router, http(s) opens in a new
 * tab, hash/mailto/tel stay plain anchors; every other scheme (javascript:, data:, …) is dropped.
 */
export type ResolvedLink =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'plain'; href: string };

export function resolveLink(raw: string | null | undefined): ResolvedLink | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return null;
  // "java\tscript:" is still javascript: to a browser.
  const compact = withoutInvisible(value);
  if (compact.includes('\\')) return null;
  if (/^https?:\/\/[^/]/i.test(compact)) {
    try {
      return { kind: 'external', href: new URL(value).href };
    } catch {
      return null;
    }
  }
  if (/^(mailto|tel):./i.test(compact)) return { kind: 'plain', href: value };
  if (compact.startsWith('#')) return compact.length > 1 ? { kind: 'plain', href: value } : null;
  // Any other scheme, and protocol-relative "//host", leaves the site in ways we do not allow.
  if (/^[a-z][a-z0-9+.-]*:/i.test(compact) || compact.startsWith('//')) return null;
  if (/\s/.test(value)) return null;
  return { kind: 'internal', to: value.startsWith('/') ? value : `/${value}` };
}

/** Pages whose entries open a detail page of their own: /committee/{name}, /community/{name}. */
const DETAIL_PAGES = new Set(['committee', 'community']);

/** col7 if usable; else, on the committee and community pages, the entry's own detail page. */
export function recordLink(record: ContentRecord, loc: string): ResolvedLink | null {
  const own = resolveLink(record.col7);
  if (own || !DETAIL_PAGES.has(loc) || !record.col1.trim()) return own;
  return { kind: 'internal', to: `/${loc}/${slugPath(record.col1)}` };
}

/** Requirements §2: article entries open /read_now/{title}?rf={id}. */
export const articleHref = (record: ContentRecord): ResolvedLink => ({
  kind: 'internal',
  to: `/read_now/${slugPath(record.col1)}?rf=${record.id}`,
});

/** Requirements §2: blog entries open /blog/{title}?rf={id}, unless the record's col7 names a link. */
export function blogHref(record: ContentRecord): ResolvedLink {
  return (
    resolveLink(record.col7) ?? {
      kind: 'internal',
      to: `/blog/${slugPath(record.col1)}?rf=${record.id}`,
    }
  );
}
