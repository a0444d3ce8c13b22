import type { PageWords } from '../../../entities/language';

/** A detail page's own words in English (pageWord: the first-load catalogue has no room). */
export const DETAIL_WORDS = {
  'detail.breadcrumb': 'Breadcrumb',
  'detail.home': 'Home',
  'detail.video': '{title} (video)',
  'detail.recent': 'Recent articles',
  'detail.loading': 'Loading…',
  'detail.none': 'Nothing else yet.',
} satisfies PageWords;
