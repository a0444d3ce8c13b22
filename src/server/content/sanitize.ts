import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  isRichTextUrl,
} from '../../shared/domain/richTextPolicy';

/**
 * Rich text is cleaned here, once, when the service builds an answer from content rows (issue #19
 * item 3): the site inserts what it gets as HTML, so whatever the content files or the console's
 * editor hold, only the shared policy (richTextPolicy.ts) reaches a page.
 */

/**
 * Disallowed tags whose insides go with them. Any other disallowed tag (h1, h2, font …) goes but
 * leaves its text. Scripts and styles are code; the rest hold raw text, fallback content or
 * another namespace (svg, math) that a page would read differently than this parser does.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'plaintext',
  'xmp',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'svg',
  'math',
  'audio',
  'video',
];

/**
 * Runs on every tag before the allow lists (attribute values arrive with entities decoded): an
 * href the URL rule refuses goes; a new tab gets rel="noopener noreferrer" (the page it opens
 * cannot reach back to ours); any other target goes.
 */
const followPolicy: Transformer = (tagName, attribs) => {
  const kept = { ...attribs };
  if (kept.href !== undefined && !isRichTextUrl(kept.href)) delete kept.href;
  if (kept.target !== undefined) {
    if (kept.target === '_blank') kept.rel = 'noopener noreferrer';
    else delete kept.target;
  }
  return { tagName, attribs: kept };
};

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // Only the listed attributes, on any allowed tag: no data-*, style, class or event handlers.
  allowedAttributes: { '*': [...RICH_TEXT_ATTRIBUTES] },
  // sanitize-html's own scheme check too, so a URL must pass both it and the policy's rule.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { '*': followPolicy },
  // Comments are dropped (no '!--' in allowedTags); so is anything in a CDATA section.
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/** Rich text reduced to the site's policy: the HTML a page may insert as it is. */
export function sanitizeRichText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return sanitizeHtml(html, OPTIONS);
}
