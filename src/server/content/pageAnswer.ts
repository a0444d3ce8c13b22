import type { ContentRecord, PageAnswer, Section } from '../../shared/protocol/types';
import { toContentRecord, type ContentRow } from './repositories/records';

/**
 * getPgData's answer from a page's rows: its sections in display order and the records directly
 * inside each. The one place that shape is made: the public call gives it the published rows,
 * the console's preview the draft turned into rows (staff/console/pages.ts), so whatever is done
 * to the public answer is done to a preview too.
 */
export function pageAnswerOf(
  loc: string,
  sections: readonly ContentRow[],
  children: readonly ContentRow[],
): PageAnswer {
  const byParent = new Map<number, ContentRecord[]>();
  for (const row of children) {
    const parentId = row.parent_id as number;
    const list = byParent.get(parentId);
    if (list) list.push(toContentRecord(row));
    else byParent.set(parentId, [toContentRecord(row)]);
  }
  return {
    loc,
    sections: sections.map((s): Section => ({
      id: s.id,
      type: s.section_type ?? '',
      g_title: s.g_title,
      bg_img: s.bg_img,
      sort: s.sort ?? 0,
      records: byParent.get(s.id) ?? [],
    })),
  };
}

/** Display order, as the content queries sort: by sort (none last), then by id. */
export const inDisplayOrder = (a: ContentRow, b: ContentRow): number =>
  (a.sort ?? Infinity) - (b.sort ?? Infinity) || a.id - b.id;
