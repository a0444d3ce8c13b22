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
