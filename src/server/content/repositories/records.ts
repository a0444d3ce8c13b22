import type { Selectable } from 'kysely';
import type { ContentRecord } from '../../../shared/protocol/types';
import type { ContentRecordTable } from '../../db/types';

export type ContentRow = Selectable<ContentRecordTable>;

/** The columns a ContentRecord carries on the wire (loc, section_type and sort stay inside). */
export function toContentRecord(row: ContentRow): ContentRecord {
  return {
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
}
