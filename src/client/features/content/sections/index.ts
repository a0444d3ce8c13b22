// Public face of the content section renderers: the page and detail screens import from here only.
export { SectionList, type SectionListProps } from './SectionList';
export { SafeHtml, type SafeHtmlProps } from './parts/SafeHtml';
export { mediaUrl } from './lib/media';
export { plainText } from './lib/plainText';
