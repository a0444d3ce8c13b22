import type { CleanHtml } from '../../../../../shared/protocol/contentFields';
import { htmlToText } from '../../RichText';

/**
 * The visible text of a rich-text field (tags dropped, entities decoded, spaces collapsed), for
 * tickers. Read in the browser from the HTML the service already cleaned: the wire keeps one
 * copy of each text, and htmlToText's DOMParser document is inert (nothing in it loads or runs).
 */
export function plainText(html: CleanHtml | null | undefined): string {
  if (!html) return '';
  return htmlToText(html).replace(/\s+/g, ' ').trim();
}
