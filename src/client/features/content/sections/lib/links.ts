import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import { entryPath } from '../../../../../shared/domain/links';
import { withoutInvisible } from './text';

/**
 * Where a record's link may lead. In-site paths go through the router, http(s) opens in a new
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

// The entry paths themselves are shared/domain/links' entryPath (entryHref), which the server's site search
// uses too; here they only become router links.

/** link if usable; else, on the committee and community pages, the entry's own detail page. */
export function recordLink(record: ContentItem, loc: string): ResolvedLink | null {
  const own = resolveLink(record.link);
  if (own || !DETAIL_PAGES.has(loc) || !record.title.trim()) return own;
  return { kind: 'internal', to: entryPath(loc, record) };
}

/** Requirements §2: article entries open /read_now/{title}?rf={id}. */
export const articleHref = (record: ContentItem): ResolvedLink => ({
  kind: 'internal',
  to: entryPath('articles', record),
});

/** Requirements §2: blog entries open /blog/{title}?rf={id}, unless the record's link names a link. */
export function blogHref(record: ContentItem): ResolvedLink {
  return (
    resolveLink(record.link) ?? {
      kind: 'internal',
      to: entryPath('blogs', { ...record, link: '' }),
    }
  );
}
