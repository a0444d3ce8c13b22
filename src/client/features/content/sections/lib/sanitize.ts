import DOMPurify, { type Config } from 'dompurify';

/**
 * Rich text from the content service is never trusted. Only basic formatting and links survive:
 * scripts, styles, iframes, images, forms, event handlers and non-http(s)/mailto/tel URLs go.
 * h1/h2 are left out so content cannot break the page's heading order (their text is kept).
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
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
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'title', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

// A private instance, so our hook never leaks into anyone else's use of DOMPurify.
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('target')) return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purifier = instance;
  return instance;
}

/** Sanitised HTML, safe to insert into the page. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return getPurifier().sanitize(html, CONFIG) as string;
}

/** The visible text of a rich-text column (tags dropped, entities decoded), for tickers and alt. */
export function plainText(html: string | null | undefined): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  // DOMParser documents are inert: nothing in them loads or runs.
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
