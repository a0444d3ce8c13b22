/**
 * Just enough of HTML for the link check: the href of each <a> in rich text, and a title as the
 * words a reader sees. The check reads rich text as the service answers it (cleaned by
 * ../sanitize.ts, which keeps only hrefs the policy allows), so every href found here is a link a
 * visitor can follow.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(whole: string, name: string): string {
  if (name.startsWith('#')) {
    const hex = name[1] === 'x' || name[1] === 'X';
    const code = hex ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
}

export const decodeEntities = (text: string): string =>
  text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, decodeEntity);

// Comments first: a link commented out is not on the page.
const COMMENT = /<!--[\s\S]*?-->/g;
const ANCHOR = /<a\b[^>]*>/gi;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** The href of each anchor, entities decoded, in document order. */
export function anchorHrefs(html: string): string[] {
  if (!html.includes('<')) return [];
  const out: string[] = [];
  for (const [tag] of html.replace(COMMENT, ' ').matchAll(ANCHOR)) {
    const m = HREF.exec(tag);
    const value = m?.[1] ?? m?.[2] ?? m?.[3];
    if (value !== undefined) out.push(decodeEntities(value).trim());
  }
  return out;
}

/** A title column as plain words (titles may carry a <strong> or an &amp;). */
export const plainWords = (html: string): string =>
  decodeEntities(html.replace(/<\/?[a-z][^>]*>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
