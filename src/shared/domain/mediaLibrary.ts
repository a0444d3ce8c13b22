/**
 * The console's media library (issue #17 item 6): the rules the upload form, the picker and the
 * server's handlers share.
 */
import { PHOTO_LIMITS_WORDS } from './photoLimits';

export { libraryPath } from './mediaPath';

/** Alt text: required before a picture can be chosen for the site, at most this long. */
export const MEDIA_ALT_MAX = 200;
export const MEDIA_TITLE_MAX = 200;
/** The folder (under the public media root) uploaded pictures are written to. */
export const MEDIA_LIBRARY_FOLDER = 'library';
/** What the upload form tells editors: the member photos' limits, since the checks are theirs. */
export const MEDIA_LIMITS_WORDS = PHOTO_LIMITS_WORDS;

/** The problem with an alt text, in words, or null when it will do. */
export function altProblem(alt: string): string | null {
  const text = alt.trim();
  if (!text) return 'Please describe the picture (its alt text) for people who cannot see it.';
  if (text.length > MEDIA_ALT_MAX)
    return `Please keep the alt text within ${MEDIA_ALT_MAX} characters.`;
  return null;
}
