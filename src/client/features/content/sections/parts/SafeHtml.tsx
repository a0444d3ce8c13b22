import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '../lib/sanitize';

export interface SafeHtmlProps {
  /** Rich text from a content column (richText/richText2). Untrusted. */
  html: string | null | undefined;
  className?: string;
  /** 'span' for inline places such as a heading's intro line. */
  as?: 'div' | 'span';
}

type BlockProps = SafeHtmlProps & { onClick?: (event: MouseEvent<HTMLElement>) => void };

function HtmlBlock({ html, className, as: Tag = 'div', onClick }: BlockProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return (
    <Tag
      className={className ? `cs-rich ${className}` : 'cs-rich'}
      onClick={onClick}
      // Sanitised by DOMPurify (lib/sanitize.ts, sanitizeHtml): the only raw HTML in the client.
      dangerouslySetInnerHTML={{ __html: clean }}
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

/** Rich text, sanitised. Renders nothing when the column is empty. */
export function SafeHtml(props: SafeHtmlProps) {
  return useInRouterContext() ? <RoutedHtml {...props} /> : <HtmlBlock {...props} />;
}
