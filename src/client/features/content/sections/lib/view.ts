import type { ContentItem } from '../../../../../shared/protocol/contentFields';
import type { Section } from '../../../../../shared/protocol/types';
import { isHeadingRow, normaliseRecord, sortByOrder } from './columns';

/** A section as renderers see it: the heading row split off, items in sortOrder order. */
export interface SectionView {
  id: number;
  type: string;
  groupTitle: string;
  bgImage: string;
  /** The style 'top_text' row: the section's h2 and intro, never an item. */
  heading: ContentItem | null;
  items: ContentItem[];
}

export function toSectionView(section: Section): SectionView {
  const raw: unknown = section.records;
  const records = Array.isArray(raw)
    ? raw.map(normaliseRecord).filter((r): r is ContentItem => r !== null)
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
