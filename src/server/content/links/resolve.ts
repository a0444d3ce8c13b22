import {
  CATEGORY_PAGES,
  CONSOLE_ROUTE,
  DETAIL_ROUTES,
  FIXED_PAGES,
  MEMBER_ROUTE,
} from '../../../shared/domain/siteRoutes';
import { redirectFor, type Redirect } from '../redirects';
import { LISTING_SECTIONS } from '../repositories/content';
import { plainWords } from './html';
import type { PublishedSite } from './types';

/**
 * Whether an address of the site opens something, judged as the site does: the client's routes
 * (src/client/app/routes.tsx) pick the screen, the content calls find its page or entry
 * (getPgData, getPgDataWithChild), and an address with nothing of its own that content/
 * redirects.json moves counts as working when its new address does.
 */

export type Resolution = { ok: boolean; reason: string };

interface Entry {
  id: number;
  uriKey: string;
  title: string;
  /** Its section's page key and type. */
  loc: string;
  type: string;
}

export interface SiteIndex {
  /** Page keys with at least one section: what a content page shows. */
  pages: ReadonlySet<string>;
  /** Records directly inside a section, by id. */
  entries: readonly Entry[];
  redirects: readonly Redirect[];
}

export function indexSite(site: PublishedSite): SiteIndex {
  const sections = new Map(
    site.records.filter((r) => r.parent_id === null && r.loc !== null).map((s) => [s.id, s]),
  );
  const entries: Entry[] = [];
  for (const r of site.records) {
    const section = r.parent_id === null ? undefined : sections.get(r.parent_id);
    if (!section) continue;
    const title = plainWords(r.col1);
    const { loc, section_type } = section;
    entries.push({ id: r.id, uriKey: r.uri_key, title, loc: loc ?? '', type: section_type ?? '' });
  }
  entries.sort((a, b) => a.id - b.id);
  const pages = new Set([...sections.values()].map((s) => s.loc ?? ''));
  return { pages, entries, redirects: site.redirects };
}

const ok = (reason: string): Resolution => ({ ok: true, reason });
const fail = (reason: string): Resolution => ({ ok: false, reason });
const quoted = (text: string) => `“${text}”`;

// Ids are PostgreSQL integers: a larger rf can only miss (as getPgDataWithChild reads it).
const MAX_ID = 2_147_483_647;
/** More moves than this in a row is a loop, or near enough. */
const MAX_MOVES = 5;
const LISTED: ReadonlySet<string> = new Set(LISTING_SECTIONS);

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The page key of a path, as the client's router and the server compute it ('' is home). */
export function pageKeyOf(pathname: string): string {
  const key = decoded(pathname.replace(/^\/+|\/+$/g, ''));
  return key === '' ? 'home' : key;
}

/** An entry of page `loc` or of a page under it (getPgDataWithChild's findEntry). */
const under = (entry: Entry, loc: string) => entry.loc === loc || entry.loc.startsWith(`${loc}/`);

/**
 * A detail route: with ?rf= the client asks for that entry number only (of the page, else of
 * any article or blog listing); without it, for the entry whose title slug is the name.
 */
function entryAt(index: SiteIndex, loc: string, name: string, rf: string | null): Resolution {
  const ref = rf?.trim();
  if (ref) {
    if (!/^\d{1,10}$/.test(ref) || Number(ref) > MAX_ID) {
      return fail(`rf=${ref} is not an entry number.`);
    }
    const id = Number(ref);
    const found =
      index.entries.find((e) => e.id === id && under(e, loc)) ??
      index.entries.find((e) => e.id === id && LISTED.has(e.type));
    if (!found) return fail(`No entry numbered ${id} (rf=${id}) is on the ${loc} page or listed.`);
    // Ids follow the files' order, so a link written with a number may come to name another.
    if (name !== '' && found.uriKey !== name && found.uriKey !== decoded(name)) {
      return fail(`rf=${id} opens ${quoted(found.title)}, not ${quoted(name)}.`);
    }
    return ok(`the entry ${quoted(found.title)}`);
  }
  const found = index.entries.find(
    (e) => under(e, loc) && (e.uriKey === name || e.uriKey === decoded(name)),
  );
  return found
    ? ok(`the entry ${quoted(found.title)}`)
    : fail(`No entry called ${quoted(name)} is on the ${loc} page.`);
}

/** What an address opens without its redirects. */
function pageAt(index: SiteIndex, url: URL): Resolution {
  const key = pageKeyOf(url.pathname);
  const rf = url.searchParams.get('rf');
  const page = () =>
    index.pages.has(key) ? ok('a content page') : fail(`No page has the address /${key}.`);
  // The home page is a content page too: without sections it is "not found".
  if (key === 'home') return page();
  if (FIXED_PAGES.includes(key)) return ok('a screen of the site');
  if (key === CONSOLE_ROUTE || key.startsWith(`${CONSOLE_ROUTE}/`)) return ok('the team console');
  const [first = '', name = '', ...rest] = key.split('/');
  if (rest.length === 0 && name !== '') {
    if (Object.hasOwn(DETAIL_ROUTES, first)) {
      return entryAt(index, DETAIL_ROUTES[first] ?? first, name, rf);
    }
    // View Profile: whether the member is listed is not the content's to say.
    if (first === MEMBER_ROUTE) return ok("a member's profile");
    // A category's child: its own page, else the category page's entry of that name.
    if (CATEGORY_PAGES.includes(first) && !index.pages.has(key)) {
      const entry = entryAt(index, first, name, rf);
      if (entry.ok) return entry;
      const why = entry.reason.charAt(0).toLowerCase() + entry.reason.slice(1);
      return fail(`No page has the address /${key}, and ${why}`);
    }
  }
  return page();
}

/** Whether a path (and query) of the site opens a page or entry, and what or why not. */
export function resolvePath(index: SiteIndex, path: string, moves = 0): Resolution {
  const url = new URL(path, 'http://site.invalid');
  const direct = pageAt(index, url);
  if (direct.ok) return direct;
  const movedTo = redirectFor(index.redirects, url.pathname);
  if (movedTo === undefined) return direct;
  if (moves >= MAX_MOVES) return fail('Its redirects go round in a loop.');
  const next = resolvePath(index, movedTo, moves + 1);
  return next.ok
    ? ok(`moved to ${movedTo}: ${next.reason}`)
    : fail(`Moved to ${movedTo}, which fails: ${next.reason}`);
}
