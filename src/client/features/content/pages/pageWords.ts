import type { PageWords } from '../../../entities/language';

/** The content pages' own words in English (pageWord: the first-load catalogue has no room). */
export const PAGE_WORDS = {
  'page.loading': 'Loading the page…',
  'page.notFound': 'We could not find this page',
  'page.notFoundWhy': 'The page may have moved, or the address may have a typing mistake.',
  'page.home': 'Go to the home page',
  'page.problem': 'This page could not be loaded',
  'page.somethingWrong': 'Something went wrong.',
  'page.tryAgain': 'Try again',
  'page.welcome': 'Welcome back, {name}',
  'page.toDashboard': 'Go to your dashboard',
} satisfies PageWords;
