import { entryPath, pageHref } from '../../../shared/domain/links';
import {
  isSectionType,
  SECTION_TYPES,
  type SectionTypeSpec,
} from '../../../shared/domain/sectionTypes';
import { sanitizeRichText } from '../sanitize';
import { columnLink, menuLink, sitePath } from './address';
import { anchorHrefs, plainWords } from './html';
import type { FoundLink, LinkSource, PublishedSite, SiteMenu, SiteRecord } from './types';

/**
 * Every internal link of the published site, with where it is: the header's menus, each
 * section's heading and records (link field, rich text, the entry page a listing leads to) and
 * the records shown under an entry on its detail page. Only what the site shows is read: a
 * section type the site does not draw, or a field its type does not show, holds no link.
 */
export function collectLinks(site: PublishedSite, origins: readonly string[]): FoundLink[] {
  return [...menuLinks(site.menus, origins), ...sectionLinks(site.records, origins)];
}

// The client's recordLink: only these pages' entries open a page of their own by title.
const DETAIL_PAGES = new Set(['committee', 'community']);

const quoted = (text: string) => `“${text}”`;
const inOrder = (a: { sort: number | null; id: number }, b: { sort: number | null; id: number }) =>
  (a.sort ?? Infinity) - (b.sort ?? Infinity) || a.id - b.id;
const isHeadingRow = (r: SiteRecord) =>
  r.col10.trim().toLowerCase().split(/\s+/).includes('top_text');

function menuLinks(menus: readonly SiteMenu[], origins: readonly string[]): FoundLink[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const trail = (menu: SiteMenu): string[] => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let m: SiteMenu | undefined = menu; m && !seen.has(m.id);) {
      seen.add(m.id);
      names.unshift(plainWords(m.col1) || m.col2);
      m = m.parent_id === null ? undefined : byId.get(m.parent_id);
    }
    return names;
  };
  const out: FoundLink[] = [];
  for (const menu of menus) {
    const href = menuLink(menu.col2);
    const path = href && sitePath(href, `${origins[0]}/`, origins);
    if (!href || !path) continue;
    const bar = menu.col6 === 'top_menu' ? 'Top menu' : 'Header menu';
    const who = menu.roles.includes('visitor') ? '' : ' (members only)';
    out.push({
      href: menu.col2,
      path,
      source: 'menu',
      where: `${[bar, ...trail(menu)].join(' › ')}${who}`,
    });
  }
  return out;
}

interface Place {
  origins: readonly string[];
  /** The page's address, which relative links in its rich text start from. */
  base: string;
  out: FoundLink[];
}

function add(place: Place, raw: string, href: string | null, source: LinkSource, where: string) {
  const path = href && sitePath(href, place.base, place.origins);
  if (path) place.out.push({ href: raw.trim(), path, source, where });
}

/** The links of rich text as visitors get it: cleaned, so an href the policy drops is no link. */
function addRichText(place: Place, html: string, source: LinkSource, where: string) {
  for (const href of anchorHrefs(sanitizeRichText(html))) add(place, href, href, source, where);
}

function sectionLinks(records: readonly SiteRecord[], origins: readonly string[]): FoundLink[] {
  const children = new Map<number, SiteRecord[]>();
  for (const r of records) {
    if (r.parent_id === null) continue;
    const list = children.get(r.parent_id) ?? [];
    list.push(r);
    children.set(r.parent_id, list);
  }
  const sections = records
    .filter((r) => r.parent_id === null && r.loc !== null)
    .sort((a, b) => (a.loc ?? '').localeCompare(b.loc ?? '') || inOrder(a, b));
  const out: FoundLink[] = [];
  const onPage = new Map<string, number>();
  for (const section of sections) {
    const type = section.section_type ?? '';
    // The site draws nothing for a type outside the table, so nothing in it can be followed.
    if (!isSectionType(type)) continue;
    const spec: SectionTypeSpec = SECTION_TYPES[type];
    const loc = section.loc ?? '';
    const address = pageHref(loc);
    const place: Place = { origins, base: `${origins[0]}${address}`, out };
    const rows = [...(children.get(section.id) ?? [])].sort(inOrder);
    const heading = rows.find(isHeadingRow);
    const name = plainWords(heading?.col1 ?? '') || section.g_title.trim();
    const position = (onPage.get(loc) ?? 0) + 1;
    onPage.set(loc, position);
    const label = name ? quoted(name) : `${position} (${type.replace(/_/g, ' ')})`;
    const at = `Page ${address} › section ${label}`;
    if (heading) addRichText(place, heading.col2, 'section', `${at} › heading text`);
    for (const record of rows.filter((r) => r !== heading)) {
      recordLinks(place, spec, loc, record, `${at} › ${recordName(record)}`);
      // Shown under the entry on its detail page.
      if (!spec.opens) continue;
      for (const child of [...(children.get(record.id) ?? [])].sort(inOrder)) {
        const where = `${at} › ${recordName(record)} › ${recordName(child)} › text`;
        addRichText(place, child.col2, 'record', where);
      }
    }
  }
  return out;
}

const recordName = (r: SiteRecord) => {
  const title = plainWords(r.col1);
  return title ? `record ${quoted(title)}` : `record no. ${r.id}`;
};

/** A record's link, rich text and entry page, as its section type shows them. */
function recordLinks(
  place: Place,
  spec: SectionTypeSpec,
  loc: string,
  record: SiteRecord,
  at: string,
) {
  const { opens } = spec;
  // A listed entry's detail page shows both texts, whatever the listing shows of them.
  if (spec.fields.includes('richText') || opens)
    addRichText(place, record.col2, 'record', `${at} › text`);
  if (spec.fields.includes('richText2') || opens) {
    addRichText(place, record.col3, 'record', `${at} › second text`);
  }
  const own = opens === 'article' ? 'none' : columnLink(record.col7);
  if (own !== 'none' && (spec.fields.includes('link') || opens)) {
    if (own !== 'elsewhere') add(place, record.col7, own.href, 'record', `${at} › link`);
    return;
  }
  const entry = { id: record.id, title: record.col1, link: '' };
  const title = record.col1.trim();
  let detail: string | null = null;
  if (opens === 'article') detail = entryPath('articles', entry);
  if (opens === 'blog') detail = entryPath('blogs', entry);
  if (opens === 'detail' && DETAIL_PAGES.has(loc) && title) detail = entryPath(loc, entry);
  if (detail) add(place, detail, detail, 'record', `${at} › its entry page`);
}
