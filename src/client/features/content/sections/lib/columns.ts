import type { ColumnName, ContentRecord } from '../../../../../shared/protocol/types';
import {
  DEFAULT_BUTTON_LABEL,
  DEFAULT_PRODUCT_BUTTON_LABEL,
} from '../../../../../shared/domain/constants';

/** Column flags of requirements §3, read as whitespace-separated tokens so combined values still work. */
const hasToken = (value: string, token: string): boolean =>
  value.trim().toLowerCase().split(/\s+/).includes(token);

export const isHeadingRow = (r: ContentRecord): boolean => hasToken(r.col10, 'top_text');
export const isRoundImage = (r: ContentRecord): boolean => hasToken(r.col10, 'round-image');
export const isFullScreen = (r: ContentRecord): boolean => hasToken(r.col11, 'full_screen_length');
export const hasDefaultImage = (r: ContentRecord): boolean => hasToken(r.col12, 'default-image');

/** Products are the shop-template records; their buttons read "Check Product". */
export const isProduct = (r: ContentRecord): boolean => /^prod/i.test(r.e_id.trim());

export const buttonLabel = (r: ContentRecord): string =>
  r.col8.trim() || (isProduct(r) ? DEFAULT_PRODUCT_BUTTON_LABEL : DEFAULT_BUTTON_LABEL);

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
 * What a button's label leaves unsaid: " about <title>" for a generic label, so a screen reader's
 * list of links (and search engines) can tell ten "know more" buttons apart (WCAG 2.4.4).
 */
export const buttonContext = (r: ContentRecord): string => {
  const generic = GENERIC_LABELS.includes(
    buttonLabel(r)
      .toLowerCase()
      .replace(/[.!…]+$/, ''),
  );
  return generic && r.col1.trim() ? ` about ${r.col1.trim()}` : '';
};

/** Alt text: the record's title, else its group title. */
export const imageAlt = (r: ContentRecord): string => r.col1.trim() || r.g_title.trim();

const orderOf = (r: ContentRecord): number => {
  const n = Number.parseFloat(r.col14);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/** col14 ascending (numeric); records without an order go last; ties keep id order. */
export function sortByOrder(records: ContentRecord[]): ContentRecord[] {
  return [...records].sort((a, b) => {
    const byOrder = orderOf(a) - orderOf(b);
    if (byOrder !== 0 && !Number.isNaN(byOrder)) return byOrder;
    return a.id - b.id;
  });
}

/** Newest entry_date first; undated entries last, keeping their col14 order. */
export function sortByEntryDateDesc(records: ContentRecord[]): ContentRecord[] {
  const dated = (r: ContentRecord) =>
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
 * Items per row from a col13 Bootstrap-style column class ('col-4', 'col-lg-6', …).
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

/** Items per row for a list: the first item's col13 if it names a column width, else the default. */
export function perRowOf(items: ContentRecord[], defaultPerRow: number): number {
  return items.map((r) => perRowFromColumnClass(r.col13)).find((n) => n !== null) ?? defaultPerRow;
}

export const gridClass = (items: ContentRecord[], defaultPerRow: number): string =>
  `cs-grid cs-grid--${perRowOf(items, defaultPerRow)}`;

/**
 * col12 'default-image': the row's picture is painted as a background — col5 (the seed's
 * "second image or background"), else col4 — and col4 becomes a small icon when col5 is the
 * background.
 */
export function backgroundLayout(r: ContentRecord): { background: string; icon: string } | null {
  if (!hasDefaultImage(r)) return null;
  const background = r.col5.trim() || r.col4.trim();
  return { background, icon: r.col5.trim() ? r.col4.trim() : '' };
}

const COLUMNS: ColumnName[] = [
  'col1',
  'col2',
  'col3',
  'col4',
  'col5',
  'col6',
  'col7',
  'col8',
  'col9',
  'col10',
  'col11',
  'col12',
  'col13',
  'col14',
  'col15',
];

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A record as the renderers may assume it: every column a string. The service is not trusted to
 * send well-formed rows, so anything that is not an object is dropped rather than rendered.
 */
export function normaliseRecord(raw: unknown): ContentRecord | null {
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
  for (const column of COLUMNS) record[column] = text(r[column]);
  return record;
}
