import type { PageWords } from '../../entities/language';

/** The site search page's words in English (pageWord: the first-load catalogue has no room). */
export const SEARCH_WORDS = {
  'siteSearch.title': 'Search the site',
  'siteSearch.resultsFor': 'Search results for “{q}”',
  'siteSearch.typeFirst':
    'Type what you are looking for in the search box above, then press Enter.',
  'siteSearch.failed': 'The search could not be done',
  'siteSearch.somethingWrong': 'Something went wrong.',
  'siteSearch.tryAgain': 'Try again',
  'siteSearch.searching': 'Searching…',
  'siteSearch.none': 'Nothing found for “{q}”. Try other words, or browse the menu above.',
  'siteSearch.home': 'Go to the home page',
  'siteSearch.count': '{n, plural, one {# result} other {# results}}',
} satisfies PageWords;
