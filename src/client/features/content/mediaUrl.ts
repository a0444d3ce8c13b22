/**
 * The content pages' media helpers are the section renderers' ones: one URL builder with one rule
 * (percent-encoded traversal refused too), so a page and a section never disagree about a path.
 */
export { isVideoFile, mediaUrl, variantSrcSet } from './sections/lib/media';
export { PICTURE_SIZES } from './sections/lib/pictureSizes';

/** Re-exported from shared, where the server's site search uses it too. */
export { safeHref } from '../../../shared/domain/links';
