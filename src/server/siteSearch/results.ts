import { entryHref, pageHref } from '../../shared/domain/links';
import { ENTRY_SECTION_TYPES } from '../../shared/domain/sectionTypes';
import { SITE_SEARCH } from '../../shared/domain/siteSearch';
import type { MenuRecord, SearchResult } from '../../shared/protocol/types';
import type { RecordMatch } from './repositories/siteSearch';
import { plainText, snippetAround } from './text';

/** Pages whose entries open a detail page of their own (requirements §2), by the first part of the loc. */
const DETAIL_BASES = new Set(['articles', 'blogs', 'committee', 'community']);
/**
 * The sections of those pages whose records the site lists as links to their detail pages
 * (shared/domain/sectionTypes.ts). The rest (banners, "how you can help" icons, a call to
 * action) are the page's own text.
 */
const ENTRY_SECTIONS: ReadonlySet<string> = new Set(ENTRY_SECTION_TYPES);
/** Content no visitor opens as a page: the footer is in every page's frame already. */
const NEVER_LISTED = new Set(['footer']);
/** More words than this add nothing a reader needs and only lengthen the query. */
const MAX_WORDS = 8;

/** The words of a checked query, lower case, each once: a result must hold all of them. */
export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

const pageKey = (slug: string) => slug.trim().replace(/^\/+/, '');

/**
 * The pages a visitor can reach: the first menu record of each route slug that visitors see,
 * in menu order. Member-only pages (dashboard, my_profile, …) and outside links are left out.
 */
export function visitorPages(menus: readonly MenuRecord[]): Map<string, MenuRecord> {
  const pages = new Map<string, MenuRecord>();
  for (const menu of menus) {
    const key = pageKey(menu.col2);
    if (!menu.roles.includes('visitor') || NEVER_LISTED.has(key) || pages.has(key)) continue;
    if (!key || /^[a-z][a-z0-9+.-]*:/i.test(key) || key.startsWith('/')) continue;
    pages.set(key, menu);
  }
  return pages;
}

/** The page keys that show the same entry as its detail route (a menu may link one directly). */
function detailKeys(base: string, uriKey: string): string[] {
  if (base === 'articles') return [`articles/${uriKey}`, `read_now/${uriKey}`];
  if (base === 'blogs') return [`blogs/${uriKey}`, `blog/${uriKey}`];
  return [`${base}/${uriKey}`];
}

interface Found {
  record: RecordMatch;
  title: string;
  body: string;
}

const baseOf = (loc: string) => loc.split('/')[0] ?? '';
const isEntry = ({ record, title }: Found) =>
  DETAIL_BASES.has(baseOf(record.loc)) &&
  ENTRY_SECTIONS.has(record.section_type) &&
  record.col10 !== 'top_text' &&
  title !== '';

/** A menu title without the site name after it: "About Us | The Trust" → "About Us". */
const pageTitle = (menu: MenuRecord) =>
  plainText(menu.col3).split(' | ')[0]?.trim() || plainText(menu.col1);

/** Where the snippet starts looking: the whole query when it occurs as typed, else its first word. */
function focusOf(text: string, q: string, words: readonly string[]): string {
  const lower = text.toLowerCase();
  const phrase = q.toLowerCase();
  return lower.includes(phrase) ? phrase : (words.find((w) => lower.includes(w)) ?? phrase);
}

export interface SearchInput {
  /** The checked query (trimmed, 2–80 characters). */
  q: string;
  pages: Map<string, MenuRecord>;
  matchedMenuIds: ReadonlySet<number>;
  records: readonly RecordMatch[];
}

/**
 * Pages first, in menu order, then entries, newest first; at most SITE_SEARCH.maxResults, each
 * address once. A page is found by its menu record's words or by the text of its sections; an
 * entry of the blogs, articles, committee and community pages is a result of its own, unless a
 * menu record leads to it (then it is that page).
 */
export function searchResults({ q, pages, matchedMenuIds, records }: SearchInput): SearchResult[] {
  const words = searchWords(q);
  const holdsAll = (text: string) => {
    const lower = text.toLowerCase();
    return words.every((w) => lower.includes(w));
  };
  const found: Found[] = records
    .map((record) => ({
      record,
      title: plainText(record.col1),
      body: plainText(`${record.col2} ${record.col3}`),
    }))
    // SQL matched the raw rich text; only words a reader sees count (not "strong" in <strong>).
    .filter((f) => holdsAll(`${f.title} ${f.body}`));

  const pageText = new Map<string, string[]>();
  const addText = (loc: string, text: string) =>
    pageText.set(loc, [...(pageText.get(loc) ?? []), text]);
  const entries: Found[] = [];
  for (const f of found) {
    const text = `${f.title} ${f.body}`;
    if (!isEntry(f)) {
      addText(f.record.loc, text);
      continue;
    }
    const asPage = detailKeys(baseOf(f.record.loc), f.record.uri_key).find((k) => pages.has(k));
    if (asPage) addText(asPage, text);
    else entries.push(f);
  }

  const results: SearchResult[] = [];
  const seen = new Set<string>();
  const push = (result: SearchResult) => {
    if (seen.has(result.href)) return;
    seen.add(result.href);
    results.push(result);
  };

  for (const [loc, menu] of pages) {
    const texts = pageText.get(loc) ?? [];
    if (!matchedMenuIds.has(menu.id) && texts.length === 0) continue;
    const description = plainText(menu.col4);
    const source =
      [description, ...texts].find((t) => words.some((w) => t.toLowerCase().includes(w))) ??
      (description || texts[0] || '');
    push({
      kind: 'page',
      title: pageTitle(menu),
      snippet: snippetAround(source, focusOf(source, q, words)),
      href: pageHref(loc),
    });
  }

  for (const { record, title, body } of entries) {
    push({
      kind: 'entry',
      title,
      snippet: snippetAround(body, focusOf(body, q, words)),
      href: entryHref(record.loc, record),
    });
  }
  return results.slice(0, SITE_SEARCH.maxResults);
}
