import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips and its threads) is loaded with the first picture, not at start: most server
 * processes answer pages and calls for hours without touching one, and loading it cost some
 * 7 MB of resident memory from the start (issue #19: RSS ≤ 200 MB).
 */
export const loadSharp = (): Promise<typeof Sharp> =>
  (loading ??= import('sharp').then((module) => module.default));
