import { MEMBER_SCREENS } from '../../shared/domain/memberScreens';
import {
  CATEGORY_PAGES,
  CONSOLE_ROUTE,
  DETAIL_ROUTES,
  FIXED_PAGES,
  MEMBER_ROUTE,
} from '../../shared/domain/siteRoutes';
import {
  findEntry,
  findListedEntry,
  findMenuBySlug,
  findSections,
  getMeta,
  redirectFor,
  REDIRECTS_META_KEY,
  type Redirect,
} from '../content';
import { decodeId } from '../matching';
import type { Db } from '../plugins/db';

/** The page key of a path, as the client's router computes it ('' is home). */
export function pageKeyOf(pathname: string): string {
  let key = pathname.replace(/^\/+|\/+$/g, '');
  try {
    key = decodeURIComponent(key);
  } catch {
    // A malformed escape is compared as written, and matches nothing.
  }
  return key === '' ? 'home' : key;
}

async function hasPage(db: Db, key: string): Promise<boolean> {
  if ((await findSections(db, key, 1)).length > 0) return true;
  return (await findMenuBySlug(db, key)) !== undefined;
}

/** What the detail screen finds (getPgDataWithChild): by ?rf= id, by name, or listed elsewhere by id. */
async function hasEntry(db: Db, loc: string, name: string, rf: string | null): Promise<boolean> {
  const ref = rf?.trim();
  const id = ref && /^\d{1,10}$/.test(ref) ? Number(ref) : undefined;
  if (id !== undefined && (await findEntry(db, loc, { id }))) return true;
  if (name !== '' && (await findEntry(db, loc, { uriKey: name }))) return true;
  return id !== undefined && (await findListedEntry(db, id)) !== undefined;
}

async function isListedMember(db: Db, encoded: string): Promise<boolean> {
  const id = decodeId(encoded);
  if (id === null) return false;
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'verified')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the SPA has something to show at this address: a fixed screen, a category, a content
 * page or menu slug from the database, an existing entry, or a verified member. Anything else
 * (a typo, a deleted record, a removed member) is answered 404 with the same app, which then
 * shows its own "page not found" screen.
 */
export async function pageExists(
  db: Db,
  pathname: string,
  query: URLSearchParams,
): Promise<boolean> {
  const key = pageKeyOf(pathname);
  if (FIXED_PAGES.includes(key) || CATEGORY_PAGES.includes(key)) return true;
  if (key === CONSOLE_ROUTE || key.startsWith(`${CONSOLE_ROUTE}/`)) return true;
  const [first = '', name = '', ...rest] = key.split('/');
  if (rest.length === 0 && name !== '') {
    const detailLoc = DETAIL_ROUTES[first];
    if (detailLoc !== undefined) return hasEntry(db, detailLoc, name, query.get('rf'));
    if (first === MEMBER_ROUTE) return isListedMember(db, name);
    // A category's child: its own page, else an entry of that name listed on the category page.
    if (CATEGORY_PAGES.includes(first)) {
      return (await hasPage(db, key)) || hasEntry(db, first, name, query.get('rf'));
    }
  }
  return hasPage(db, key);
}

/**
 * Whether what the server writes for this address follows from the content alone, so that it may
 * be kept until the content version moves (pageCache.ts). A member's page does not: it is there
 * while the member is verified, which no publish announces. Nor does a search or a login with a
 * return address: anyone can make up endless ones, which would push the real pages out.
 */
export function writtenFromContent(pathname: string, query = new URLSearchParams()): boolean {
  if (query.has('q') || query.has('next')) return false;
  const [first = '', name = '', ...rest] = pageKeyOf(pathname).split('/');
  return !(first === MEMBER_ROUTE && name !== '' && rest.length === 0);
}

/** The new address of a moved page (content/redirects.json, kept with the content), if any. */
export async function movedPage(db: Db, pathname: string): Promise<string | undefined> {
  const stored = await getMeta(db, REDIRECTS_META_KEY);
  const redirects = stored ? (JSON.parse(stored) as Redirect[]) : [];
  return redirectFor(redirects, pathname);
}

/**
 * Screens the server does not draw (issue #19 item 1): the console, the members' own screens
 * (they need a login the page writer never has) and the entry screens that act on a mailed link.
 */
const CLIENT_ONLY: ReadonlySet<string> = new Set(
  MEMBER_SCREENS.filter((s) => s.area === 'member' || s.noindex).map((s) => s.path.split('/')[0]!),
);

/** Whether the server renders this address's markup (public pages, login and registration). */
export function renderedOnServer(pathname: string): boolean {
  const [first = ''] = pageKeyOf(pathname).split('/');
  return first !== CONSOLE_ROUTE && !CLIENT_ONLY.has(first);
}
