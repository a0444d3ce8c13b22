// Public face of the content feature: what other features may import.
export { safeHref } from './mediaUrl';
export { recordLink } from './links';
export { Media } from './Media';
export { formatEntryDate } from './dates';
export { RichText, htmlToText } from './RichText';
export { launchPopupSection } from './launchPopup';
