import type { CleanHtml } from '../../../../../shared/protocol/contentFields';
import { htmlToText } from '../../RichText';

/**
 * The visible text of a rich-text field (tags dropped, entities decoded, spaces collapsed), for
 * tickers. Read from the HTML the service already cleaned (the wire keeps one copy of each
 * text), by text work alone: the server's page writer reads it the same way.
 */
export function plainText(html: CleanHtml | null | undefined): string {
  if (!html) return '';
  return htmlToText(html).replace(/\s+/g, ' ').trim();
}
