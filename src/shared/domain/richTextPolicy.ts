/**
 * What rich text may hold, for every place that makes or cleans it: the content service, which
 * cleans it once when it builds an answer (server/content/sanitize.ts, issue #19 item 3; the site
 * then inserts it as it comes), and the console's rich-text editor, whose output must already fit. Only basic formatting and links: scripts, styles, iframes,
 * images, forms, event handlers and non-http(s)/mailto/tel URLs go. h1/h2 are left out so
 * content cannot break the page's heading order (their text is kept).
 */
export const RICH_TEXT_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'mark',
  'sub',
  'sup',
  'br',
  'p',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export const RICH_TEXT_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'title',
  'colspan',
  'rowspan',
] as const;

/**
 * A URL may be http(s), mailto or tel, or relative (no scheme). A link opened in a new tab gets
 * rel="noopener noreferrer"; any other target is dropped.
 */
export const RICH_TEXT_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * The spaces and control characters a browser ignores inside a URL's scheme ("java\tscript:" is
 * javascript:), taken out before RICH_TEXT_URL reads an address.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
export const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * The one rule for a link's address: the server's cleaner drops what fails it, and the console's
 * editor refuses it, so what the editor accepts survives the page.
 */
export function isRichTextUrl(href: string | null | undefined): boolean {
  if (!href) return false;
  return RICH_TEXT_URL.test(href.replace(URL_IGNORED, ''));
}
