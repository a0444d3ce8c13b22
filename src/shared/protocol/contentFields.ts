import type { ColumnName, ContentRecord } from './types';

/**
 * What each column of a content record means (requirements: the generic content record). The
 * wire keeps col1…col15; the client maps them to these names once, where a record comes in
 * (client/features/content/sections/lib/columns.ts), so screens never name a column.
 */
export const CONTENT_FIELDS = {
  col1: 'title',
  col2: 'richText',
  col3: 'richText2',
  col4: 'media',
  col5: 'media2',
  col6: 'videoUrl',
  col7: 'link',
  col8: 'buttonLabel',
  /** No meaning is given to col9: carried, never shown. */
  col9: 'spare',
  /** 'round-image', or 'top_text' for a section's heading row. */
  col10: 'style',
  /** 'full_screen_length' for full-height banners. */
  col11: 'fullScreen',
  /** 'default-image' paints the picture as a background. */
  col12: 'styleFlag',
  col13: 'columnClass',
  col14: 'sortOrder',
  col15: 'extraText',
} as const satisfies Record<ColumnName, string>;

export type ContentField = (typeof CONTENT_FIELDS)[ColumnName];

export const COLUMN_NAMES = Object.keys(CONTENT_FIELDS) as ColumnName[];

/**
 * The fields whose text is HTML, the one list of them (issue #19 item 3): the content service
 * cleans exactly these with the rich-text policy (server/content/sanitize.ts) when it builds an
 * answer from rows, and the site inserts exactly these as HTML (the sections' SafeHtml). Every
 * other field is plain text, which React renders as text.
 */
export const RICH_TEXT_FIELDS = [
  'richText',
  'richText2',
] as const satisfies readonly ContentField[];
export type RichTextField = (typeof RICH_TEXT_FIELDS)[number];

const isRichTextField = (field: ContentField): field is RichTextField =>
  (RICH_TEXT_FIELDS as readonly ContentField[]).includes(field);

/** The wire columns of RICH_TEXT_FIELDS (col2, col3). */
export const RICH_TEXT_COLUMNS: readonly ColumnName[] = COLUMN_NAMES.filter((column) =>
  isRichTextField(CONTENT_FIELDS[column]),
);

/**
 * HTML the content service has already cleaned: only a rich-text field of an answer is this.
 * Only the type says so (no cost at run time); it keeps any other text, such as what a member
 * typed, from reaching the one place that inserts HTML.
 */
export type CleanHtml = string & { readonly cleanHtml: true };

/** A content record as screens read it: the same record, its columns by their names. */
export type ContentItem = Omit<ContentRecord, ColumnName> &
  Record<Exclude<ContentField, RichTextField>, string> &
  Record<RichTextField, CleanHtml>;

/**
 * The one place a record's columns become names; every other key stays as it is. The record is
 * an answer of the content service, so its rich-text fields are clean (see RICH_TEXT_FIELDS).
 */
export function toContentItem(record: ContentRecord): ContentItem {
  const { id, parent_id, e_id, g_title, bg_img, uri_key, entry_date } = record;
  const item = { id, parent_id, e_id, g_title, bg_img, uri_key, entry_date } as Record<
    string,
    unknown
  >;
  for (const column of COLUMN_NAMES) item[CONTENT_FIELDS[column]] = record[column];
  return item as ContentItem;
}
