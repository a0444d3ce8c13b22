/**
 * What a new registration is told will happen next (issue #15 item 7): the numbers the next-steps
 * screen, the registration mail and the photo link's checks all use.
 */

/** How long the team usually takes to verify a registration, in working days. */
export const VERIFICATION_WORKING_DAYS = 3;

/** How long the "Add your photos" link mailed at registration works, in days. */
export const PHOTO_LINK_DAYS = 2;

/** Uploads one photo link allows: a profile photo and the gallery's six, the usual count. */
export const PHOTO_LINK_UPLOADS = 7;

/** The page the photo link opens: /add_photos?t=<ticket>. */
export const PHOTO_LINK_PATH = '/add_photos';
