import { RICH_TEXT_URL } from '../../../shared/domain/richTextPolicy';

/**
 * The characters the site's sanitiser (DOMPurify) removes before it tests an address against
 * RICH_TEXT_URL, and that browsers skip inside a scheme: "java\tscript:" is javascript:. The
 * editor judges an address the way the sanitiser will, so what it accepts survives the page.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it must find
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** The rich-text policy's rule for a link's address, as the site's sanitiser applies it. */
export function isRichTextHref(href: string | null | undefined): boolean {
  if (!href) return false;
  return RICH_TEXT_URL.test(href.replace(URL_WHITESPACE, ''));
}

/** An address to another site (opened in a new tab only when the editor asks for it). */
export const isOutsideHref = (href: string): boolean => /^(?:https?:)?\/\//i.test(href);

export type TypedAddress = { href: string } | { problem: string };

/**
 * What an address typed in the link dialog becomes: trimmed, "www.example.org/x" read as a web
 * address (it would otherwise be a path under the current page), and refused with a reason in
 * words when the policy would drop it (javascript:, data:, spaces inside).
 */
export function readTypedAddress(typed: string): TypedAddress {
  const text = typed.trim();
  if (!text) return { problem: 'Choose a page of the site or type an address.' };
  if (new RegExp(URL_WHITESPACE.source).test(text))
    return { problem: 'An address cannot hold spaces: check what you typed or pasted.' };
  const href = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#:]|$)/i.test(text) ? `https://${text}` : text;
  if (!isRichTextHref(href))
    return {
      problem:
        'This address cannot be used in a link. Write one that starts with https://, http://, mailto: or tel:, or a page of the site starting with /.',
    };
  return { href };
}
