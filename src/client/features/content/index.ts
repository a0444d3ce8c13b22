// Public face of the content feature: what other features may import.
export { safeHref } from './mediaUrl';
export { Media } from './Media';
export { formatEntryDate } from './sections/lib/dates';
export { RichText, htmlToText } from './RichText';
export { launchPopupSection } from './launchPopup';
export { mediaUrl, PICTURE_SIZES } from './mediaUrl';
// The console's page preview draws a draft with the site's own renderers.
export { SectionList } from './sections';
