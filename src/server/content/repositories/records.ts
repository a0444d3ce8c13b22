import type { Selectable } from 'kysely';
import { RICH_TEXT_COLUMNS } from '../../../shared/protocol/contentFields';
import type { ContentRecord } from '../../../shared/protocol/types';
import type { ContentRecordTable } from '../../db/types';
import { sanitizeRichText } from '../sanitize';

export type ContentRow = Selectable<ContentRecordTable>;

/**
 * The columns a ContentRecord carries on the wire (loc, section_type and sort stay inside), its
 * rich text cleaned (RICH_TEXT_COLUMNS): every answer made of content rows is built here, and the
 * answer cache keeps it until the content changes, so rich text is cleaned once per version.
 */
export function toContentRecord(row: ContentRow): ContentRecord {
  const record: ContentRecord = {
    id: row.id,
    parent_id: row.parent_id,
    e_id: row.e_id,
    g_title: row.g_title,
    bg_img: row.bg_img,
    uri_key: row.uri_key,
    entry_date: row.entry_date,
    col1: row.col1,
    col2: row.col2,
    col3: row.col3,
    col4: row.col4,
    col5: row.col5,
    col6: row.col6,
    col7: row.col7,
    col8: row.col8,
    col9: row.col9,
    col10: row.col10,
    col11: row.col11,
    col12: row.col12,
    col13: row.col13,
    col14: row.col14,
    col15: row.col15,
  };
  for (const column of RICH_TEXT_COLUMNS) record[column] = sanitizeRichText(row[column]);
  return record;
}
