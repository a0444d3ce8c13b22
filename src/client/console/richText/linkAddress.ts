import { isRichTextUrl, URL_IGNORED } from '../../../shared/domain/richTextPolicy';

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
  if (new RegExp(URL_IGNORED.source).test(text))
    return { problem: 'An address cannot hold spaces: check what you typed or pasted.' };
  const href = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#:]|$)/i.test(text) ? `https://${text}` : text;
  if (!isRichTextUrl(href))
    return {
      problem:
        'This address cannot be used in a link. Write one that starts with https://, http://, mailto: or tel:, or a page of the site starting with /.',
    };
  return { href };
}
