import { useMemo } from 'react';
import { unescapeHtml } from '../../../shared/protocol/wire';

interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  lang?: string;
}

/**
 * Line breaks and paragraphs survive as new lines; every tag and entity becomes plain text. Text
 * work, not a DOM: the server's page writer has none, and the browser must read the same text
 * from the same HTML when it takes the page over (issue #19 item 1). The HTML is the service's
 * cleaned HTML (no scripts, styles or comments left to misread).
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '');
  // Entities last: an escaped "&lt;p&gt;" is text, not a tag.
  return unescapeHtml(text)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Rich text columns shown with textContent semantics, for the shell (the launch popup). The page
 * screens use the sections feature's SafeHtml, which shows the service's cleaned HTML as markup;
 * importing it here would pull every section renderer into the first download.
 */
export function RichText({ html, className, lang }: RichTextProps) {
  const text = useMemo(() => htmlToText(html ?? ''), [html]);
  if (!text) return null;
  return (
    <div className={['rich-text', className].filter(Boolean).join(' ')} lang={lang}>
      {text}
    </div>
  );
}
