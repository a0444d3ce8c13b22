import type { ContentRecord, Section } from '../../../../../shared/protocol/types';
import { isHeadingRow, normaliseRecord, sortByOrder } from './columns';

/** A section as renderers see it: the heading row split off, items in col14 order. */
export interface SectionView {
  id: number;
  type: string;
  groupTitle: string;
  bgImage: string;
  /** The col10 'top_text' row: the section's h2 and intro, never an item. */
  heading: ContentRecord | null;
  items: ContentRecord[];
}

export function toSectionView(section: Section): SectionView {
  const raw: unknown = section.records;
  const records = Array.isArray(raw)
    ? raw.map(normaliseRecord).filter((r): r is ContentRecord => r !== null)
    : [];
  const sorted = sortByOrder(records);
  return {
    id: section.id,
    type: section.type,
    groupTitle: typeof section.g_title === 'string' ? section.g_title : '',
    bgImage: typeof section.bg_img === 'string' ? section.bg_img : '',
    heading: sorted.find(isHeadingRow) ?? null,
    items: sorted.filter((r) => !isHeadingRow(r)),
  };
}
