import { SITE_SEARCH } from '../../shared/domain/siteSearch';

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
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
}

/**
 * Rich text as the words a reader sees: scripts and styles dropped whole, every other tag a
 * space, the common entities decoded, runs of white space folded. The result is plain text; the
 * client shows it as text, so a "<" left in it is harmless.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,6});/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` with an ellipsis where it was cut, at a word boundary when one is near. */
function cut(text: string, start: number, length: number): string {
  let from = start;
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space - from < 20) from = space + 1;
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from + length / 2) to = space;
  }
  const body = text.slice(from, to).trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}

/**
 * About SITE_SEARCH.snippetLength characters of `text` around the first place `needle` (lower
 * case) occurs, or its start when it does not occur.
 */
export function snippetAround(text: string, needle: string): string {
  const length = SITE_SEARCH.snippetLength;
  if (text.length <= length) return text;
  const at = text.toLowerCase().indexOf(needle);
  // A third of the window before the match gives it context without pushing it out of view.
  const start = at <= length / 3 ? 0 : Math.min(at - Math.floor(length / 3), text.length - length);
  return cut(text, start, length);
}
