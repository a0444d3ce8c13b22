/**
 * Which written links are links into the site, and the address each asks for. A link counts when
 * it is a path (`/about_us`, or `about_us` where the site reads it as one) or a web address at
 * the site's own origin; mail, phone, #anchors, other sites and the files under /media are not
 * pages and are left to others.
 */

/** Files, not pages: the media the content links to and the service's own endpoint. */
const NOT_PAGES = /^\/(media|api)(\/|$)/;
const FILE = /\.(pdf|jpe?g|png|webp|gif|svg|mp4|webm|mp3|zip|docx?|xlsx?|txt|xml|ico|css|js)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WEB = /^https?:\/\/[^/]/i;

/** The site's origins, each as URL.origin spells it; the first is the one relative links use. */
export function siteOrigins(origins: readonly string[]): string[] {
  const out: string[] = [];
  for (const o of origins) {
    try {
      const origin = new URL(o).origin;
      if (origin !== 'null' && !out.includes(origin)) out.push(origin);
    } catch {
      // Not an origin: nothing can match it.
    }
  }
  return out.length > 0 ? out : ['http://localhost'];
}

/**
 * The path and query a link asks the site for, or null when it leads elsewhere. `base` is the
 * address of the page it is on, for a rich-text href written relative to it.
 */
export function sitePath(href: string, base: string, origins: readonly string[]): string | null {
  const value = href.trim();
  if (!value || value.startsWith('#')) return null;
  if (SCHEME.test(value) && !/^https?:/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !origins.includes(url.origin)) return null;
  if (NOT_PAGES.test(url.pathname) || FILE.test(url.pathname)) return null;
  return url.pathname + url.search;
}

/** Tabs, newlines and spaces inside a scheme do not stop a browser ("java\tscript:"). */
const compact = (value: string) =>
  Array.from(value)
    .filter((ch) => ch !== ' ' && ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');

/** A link field as the site shows it: a link to follow, a link away from the pages, or none. */
export type ColumnLink = { href: string } | 'elsewhere' | 'none';

/**
 * A record's link column as the client's resolveLink reads it (features/content/sections/lib/
 * links.ts): a web address or a site path ("about_us" is "/about_us") to follow; mail, phone and
 * a #dialog lead elsewhere; white space, a lone "#" and any other scheme show no link at all.
 */
export function columnLink(raw: string): ColumnLink {
  const value = raw.trim();
  if (!value) return 'none';
  const c = compact(value);
  if (c.includes('\\')) return 'none';
  if (WEB.test(c)) return { href: value };
  if (/^(mailto|tel):./i.test(c)) return 'elsewhere';
  if (c.startsWith('#')) return c.length > 1 ? 'elsewhere' : 'none';
  if (SCHEME.test(c) || c.startsWith('//') || /\s/.test(value)) return 'none';
  return { href: value.startsWith('/') ? value : `/${value}` };
}

/** A menu record's slug (col2) as the header's MenuLink links it. */
export function menuLink(slug: string): string | null {
  const value = slug.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  return `/${value.replace(/^\/+/, '')}`;
}
