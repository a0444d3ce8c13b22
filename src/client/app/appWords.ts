import type { PageWords } from '../entities/language';

/**
 * The app's own words in English: a screen's code on its way, a chunk that did not download and
 * the route error screen. They are in the first load, whose catalogue is full (issue #18), so
 * their English stays here beside the key (pageWord); pageWords.test.ts keeps it equal to en.ts.
 */
export const APP_WORDS = {
  'app.loading': 'Loading…',
  'page.problem': 'This page could not be loaded',
  'app.chunk.missing':
    'Part of this page was not found on the server. The site may have just been updated; reloading usually helps.',
  'app.chunk.timeout':
    'Part of this page took too long to download. Your connection may be slow right now.',
  'app.chunk.other': 'Part of this page could not be downloaded. Please check your connection.',
  'app.retry': 'Retry',
  'app.reload': 'Reload the page',
  'app.routeErrorMeaning': 'something went wrong in the site.',
  'app.routeErrorFallback': 'Something went wrong while showing this page.',
  'page.home': 'Go to the home page',
} satisfies PageWords;
