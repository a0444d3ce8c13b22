import type { ComponentType } from 'react';
import type { SectionView } from './lib/view';

export interface SectionRendererProps {
  view: SectionView;
  /** Page key: some renderers behave differently per page (e_news sorting, committee links). */
  loc: string;
  /** Above the fold: images load eagerly instead of lazily. */
  eager: boolean;
}

export type SectionRenderer = ComponentType<SectionRendererProps>;
