import { type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import type { CleanHtml } from '../../../../../shared/protocol/contentFields';

export interface SafeHtmlProps {
  /**
   * A rich-text field of a content answer (richText/richText2, RICH_TEXT_FIELDS): already
   * cleaned by the content service. The type takes nothing else, so no member's words get here.
   */
  html: CleanHtml | null | undefined;
  className?: string;
  /** 'span' for inline places such as a heading's intro line. */
  as?: 'div' | 'span';
}

type BlockProps = SafeHtmlProps & { onClick?: (event: MouseEvent<HTMLElement>) => void };

function HtmlBlock({ html, className, as: Tag = 'div', onClick }: BlockProps) {
  if (!html?.trim()) return null;
  return (
    <Tag
      className={className ? `cs-rich ${className}` : 'cs-rich'}
      onClick={onClick}
      // The only raw HTML in the client, and trusted: our own content service cleaned it with the
      // shared rich-text policy when it built the answer (server/content/sanitize.ts, issue #19
      // item 3), so the page ships no sanitiser. Only content's rich-text fields come here
      // (CleanHtml); what members write is never HTML and React shows it as text.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** In-site links inside rich text navigate in the SPA instead of reloading the page. */
function RoutedHtml(props: SafeHtmlProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor || !anchor.hasAttribute('href') || anchor.target) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (/^\/(media|api)(\/|$)/.test(url.pathname)) return;
    if (url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  return <HtmlBlock {...props} onClick={onClick} />;
}

/** Rich text, as the service cleaned it. Renders nothing when the field is empty. */
export function SafeHtml(props: SafeHtmlProps) {
  return useInRouterContext() ? <RoutedHtml {...props} /> : <HtmlBlock {...props} />;
}
