import type { SectionView } from '../lib/view';

/** A carousel's accessible name: its heading row, else the group title, else a generic word. */
export const sectionLabel = (view: SectionView, fallback: string): string =>
  view.heading?.title.trim() || view.groupTitle.trim() || fallback;
