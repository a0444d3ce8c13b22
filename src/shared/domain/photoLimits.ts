/**
 * What a member's photo may be, said once for both sides: the service refuses anything else
 * (src/server/photos), and the photo picker says the same limits in words and checks them before
 * sending, so a member never waits for an upload that was bound to be refused.
 */

/** The formats the service decodes, by their content (sharp's names). */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** The same formats as the browser names a chosen file's type. */
export const PHOTO_TYPES = PHOTO_FORMATS.map((f) => `image/${f}` as const);
/** The largest photo the service takes, in bytes (checked on the decoded data URL). */
export const PHOTO_MAX_MB = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
/** Gallery photos a member may keep beside the profile photo. */
export const GALLERY_MAX = 6;
/** The limits in words, as the picker shows them under its button. */
export const PHOTO_LIMITS_WORDS = `JPEG, PNG or WebP, up to ${PHOTO_MAX_MB} MB.`;
