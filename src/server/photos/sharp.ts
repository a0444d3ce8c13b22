import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips and its threads) is loaded with the first picture, not at start: most server
 * processes answer pages and calls for hours without touching one, and loading it cost some
 * 7 MB of resident memory from the start (issue #19: RSS ≤ 200 MB).
 *
 * libvips' operation cache is off: the server converts each picture once (a variant is written
 * to disk, a photo is stored), so cached pipelines are never reused; keeping them held about
 * 10 MB after making every content picture's widths.
 */
export const loadSharp = (): Promise<typeof Sharp> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
