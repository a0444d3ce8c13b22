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

/** A content record as screens read it: the same record, its columns by their names. */
export type ContentItem = Omit<ContentRecord, ColumnName> & Record<ContentField, string>;

/** The one place a record's columns become names; every other key stays as it is. */
export function toContentItem(record: ContentRecord): ContentItem {
  const { id, parent_id, e_id, g_title, bg_img, uri_key, entry_date } = record;
  const item = { id, parent_id, e_id, g_title, bg_img, uri_key, entry_date } as ContentItem;
  for (const column of COLUMN_NAMES) item[CONTENT_FIELDS[column]] = record[column];
  return item;
}
