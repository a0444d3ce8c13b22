import { SECTION_SCAN_LIMIT } from '../../../shared/domain/constants';
import { resolveSession, sessionUser } from '../../accounts';
import type { Handler } from '../../api/handler';
import { memberAreaOpen } from '../../staff';
import { API_MESSAGES } from '../../api/messages';
import { answer, fail } from '../../api/outcome';
import {
  findChildren,
  findEntry,
  findListedEntry,
  findRecentEntries,
  findSections,
} from '../repositories/content';
import { withLibraryAlts } from '../../media';
import { listMenus } from '../repositories/menus';
import { pageAnswerOf } from '../pageAnswer';
import { toContentRecord, type ContentRow } from '../repositories/records';
import { langOf } from '../../../shared/domain/languages';
import { localiseRecordRow } from '../localise';

const RECENT_ARTICLES = 5;
// Ids are PostgreSQL integers; a larger "id" can only be a miss, never a query error.
const MAX_ID = 2_147_483_647;

/** Menus for everyone, with the roles and user of the caller's session (if it is valid). */
export const getAccessToken: Handler<'getAccessToken'> = async (
  { local_token, lang },
  { db, now },
) => {
  const menus = await listMenus(db, langOf(lang));
  const member = await resolveSession(db, local_token, now());
  // Verified, or sent back by the team for changes (issue 16: the member logs in to make them).
  return member && (await memberAreaOpen(db, member))
    ? answer({ menus, roles: ['visitor', 'member'], user: sessionUser(member) })
    : answer({ menus, roles: ['visitor'], user: null });
};

export const getPgData: Handler<'getPgData'> = async ({ loc, lang }, { db }) => {
  const key = loc.trim();
  const sections = inLanguage(await findSections(db, key, SECTION_SCAN_LIMIT), lang);
  if (sections.length === 0) return fail(API_MESSAGES.pageNotFound);
  const rows = inLanguage(
    await findChildren(
      db,
      sections.map((s) => s.id),
    ),
    lang,
  );
  return answer(
    await withLibraryAlts(db, pageAnswerOf(key, sections, rows), [...sections, ...rows]),
  );
};

/** Rows in the call's language (`lang`), before they become answers (content/localise.ts). */
function inLanguage<R extends { hi?: string }>(rows: R[], lang: string | undefined): R[] {
  const language = langOf(lang);
  return language === 'en' ? rows : rows.map((row) => localiseRecordRow(row, language));
}

function parseRefId(refId: string | undefined): number | undefined {
  const v = refId?.trim();
  if (!v || !/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n <= MAX_ID ? n : undefined;
}

function decoded(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/** A detail page: by entry id when ref_id is numeric, else (or when that misses) by uri_key. */
export const getPgDataWithChild: Handler<'getPgDataWithChild'> = async (request, { db }) => {
  const loc = request.loc.trim();
  const id = parseRefId(request.ref_id);
  let found = id === undefined ? undefined : await findEntry(db, loc, { id });
  const uriKey = request.uri_key?.trim();
  if (!found && uriKey) found = await findEntry(db, loc, { uriKey });
  if (!found && uriKey && decoded(uriKey) !== uriKey) {
    found = await findEntry(db, loc, { uriKey: decoded(uriKey) });
  }
  // The entry is listed on another page (the news page's notices open as read_now/…).
  if (!found && id !== undefined) found = await findListedEntry(db, id);
  if (!found) return fail(API_MESSAGES.entryNotFound);
  const [entry, ...children] = inLanguage(
    [found.entry, ...(await findChildren(db, [found.entry.id]))],
    request.lang,
  );
  return answer({
    loc: found.sectionLoc,
    section_type: found.sectionType,
    record: toContentRecord(entry as ContentRow),
    children: children.map(toContentRecord),
  });
};

export const getPgDataRecentArticles: Handler<'getPgDataRecentArticles'> = async (
  { starts_with, lang },
  { db },
) =>
  answer(
    inLanguage(await findRecentEntries(db, starts_with.trim(), RECENT_ARTICLES), lang).map(
      toContentRecord,
    ),
  );
