import {
  COLUMN_NAMES,
  toContentItem,
  type ContentItem,
} from '../../../../../shared/protocol/contentFields';
import type { ContentRecord } from '../../../../../shared/protocol/types';

/** Column flags of requirements §3, read as whitespace-separated tokens so combined values still work. */
const hasToken = (value: string, token: string): boolean =>
  value.trim().toLowerCase().split(/\s+/).includes(token);

export const isHeadingRow = (r: ContentItem): boolean => hasToken(r.style, 'top_text');
export const isRoundImage = (r: ContentItem): boolean => hasToken(r.style, 'round-image');
export const isFullScreen = (r: ContentItem): boolean =>
  hasToken(r.fullScreen, 'full_screen_length');
export const hasDefaultImage = (r: ContentItem): boolean => hasToken(r.styleFlag, 'default-image');

/** Products are the shop-template records; their buttons read "Check Product". */
export const isProduct = (r: ContentItem): boolean => /^prod/i.test(r.e_id.trim());

/** Labels that say nothing out of context ("know more" is the seed's default). */
const GENERIC_LABELS = [
  'know more',
  'read more',
  'learn more',
  'more',
  'click here',
  'here',
  'details',
];

/**
 * Whether a button's label leaves unsaid what it is about: a generic label (the default "know
 * more" included) on a titled record. Such a button gets "about <title>" after it (buttonWords.ts), so
 * a screen reader's list of links (and search engines) can tell ten "know more" apart (WCAG 2.4.4).
 */
export const isGenericButton = (r: ContentItem): boolean => {
  const own = r.buttonLabel
    .trim()
    .toLowerCase()
    .replace(/[.!…]+$/, '');
  // Without a label of its own: "know more" is generic, a product's "Check Product" is not.
  const generic = own === '' ? !isProduct(r) : GENERIC_LABELS.includes(own);
  return generic && r.title.trim() !== '';
};

/** Alt text: the record's title, else its group title. */
export const imageAlt = (r: ContentItem): string => r.title.trim() || r.g_title.trim();

const orderOf = (r: ContentItem): number => {
  const n = Number.parseFloat(r.sortOrder);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/** sortOrder ascending (numeric); records without an order go last; ties keep id order. */
export function sortByOrder(records: ContentItem[]): ContentItem[] {
  return [...records].sort((a, b) => {
    const byOrder = orderOf(a) - orderOf(b);
    if (byOrder !== 0 && !Number.isNaN(byOrder)) return byOrder;
    return a.id - b.id;
  });
}

/** Newest entry_date first; undated entries last, keeping their sortOrder order. */
export function sortByEntryDateDesc(records: ContentItem[]): ContentItem[] {
  const dated = (r: ContentItem) =>
    r.entry_date && /^\d{4}-\d{2}-\d{2}/.test(r.entry_date) ? r.entry_date : '';
  return sortByOrder(records).sort((a, b) => {
    const da = dated(a);
    const db = dated(b);
    if (da === db) return 0;
    if (!da) return 1;
    if (!db) return -1;
    return da < db ? 1 : -1;
  });
}

const PER_ROW_BY_SPAN: Record<number, number> = { 12: 1, 6: 2, 4: 3, 3: 4, 2: 6 };

/**
 * Items per row from a columnClass Bootstrap-style column class ('col-4', 'col-lg-6', …).
 * Unknown values (slider classes, typos) give null so the renderer keeps its own default.
 */
export function perRowFromColumnClass(value: string): number | null {
  for (const token of value.trim().toLowerCase().split(/\s+/)) {
    const match = /^col-(?:(?:sm|md|lg|xl|xxl)-)?(\d{1,2})$/.exec(token);
    const perRow = match ? PER_ROW_BY_SPAN[Number(match[1])] : undefined;
    if (perRow) return perRow;
  }
  return null;
}

/** Items per row for a list: the first item's columnClass if it names a column width, else the default. */
export function perRowOf(items: ContentItem[], defaultPerRow: number): number {
  return (
    items.map((r) => perRowFromColumnClass(r.columnClass)).find((n) => n !== null) ?? defaultPerRow
  );
}

export const gridClass = (items: ContentItem[], defaultPerRow: number): string =>
  `cs-grid cs-grid--${perRowOf(items, defaultPerRow)}`;

/**
 * styleFlag 'default-image': the row's picture is painted as a background — media2 (the seed's
 * "second image or background"), else media — and media becomes a small icon when media2 is the
 * background.
 */
export function backgroundLayout(r: ContentItem): { background: string; icon: string } | null {
  if (!hasDefaultImage(r)) return null;
  const background = r.media2.trim() || r.media.trim();
  return { background, icon: r.media2.trim() ? r.media.trim() : '' };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A record as the renderers may assume it: every column a string, named for what it holds (the
 * client's one crossing from col1…col15 to names). The service is not trusted to send
 * well-formed rows, so anything that is not an object is dropped rather than rendered.
 */
export function normaliseRecord(raw: unknown): ContentItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = Number(r.id);
  const record = {
    id: Number.isFinite(id) ? id : 0,
    parent_id: typeof r.parent_id === 'number' ? r.parent_id : null,
    e_id: text(r.e_id),
    g_title: text(r.g_title),
    bg_img: text(r.bg_img),
    uri_key: text(r.uri_key),
    entry_date: typeof r.entry_date === 'string' && r.entry_date ? r.entry_date : null,
  } as ContentRecord;
  for (const column of COLUMN_NAMES) record[column] = text(r[column]);
  return toContentItem(record);
}
