import { useMemo } from 'react';

interface RichTextProps {
  html: string | null | undefined;
  className?: string;
  lang?: string;
}

/** Line breaks and paragraphs survive as new lines; every tag and entity becomes plain text. */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])>/gi, '\n');
  // DOMParser documents are inert: no scripts run and nothing loads while we read textContent.
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
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
