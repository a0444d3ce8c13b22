/**
 * The wire format of requirements §7: form posts to `/api?pm={type}`, answered by an HTML fragment
 * `<div id="resP">…</div><div id="resPS">…</div>`. Both sides use only this module to speak it.
 */

export const STATUS = {
  data: '1',
  done: '001',
  fail: '0',
  invalid: '-10',
  notValidated: 'not_validated',
} as const;

export type WireStatus = (typeof STATUS)[keyof typeof STATUS];
const STATUSES: readonly string[] = Object.values(STATUS);

export const isWireStatus = (s: string): s is WireStatus => STATUSES.includes(s);

export interface WireAnswer {
  status: WireStatus;
  /** resP: JSON for data answers, a plain message for actions. */
  text: string;
}

export class WireFormatError extends Error {
  override name = 'WireFormatError';
}

const ESCAPE_ORDER: readonly (readonly [string, string])[] = [
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
];

/**
 * One native pass per character present, '&' first: a search page's JSON has hundreds of quotes,
 * and a callback per match cost more than encoding the JSON (issue #19 item 4).
 */
function escapeWith(escapes: readonly (readonly [string, string])[], s: string): string {
  let out = s;
  for (const [c, entity] of escapes) if (out.includes(c)) out = out.replaceAll(c, entity);
  return out;
}

/** For attribute values as well as text: quotes too. */
export const escapeHtml = (s: string): string => escapeWith(ESCAPE_ORDER, s);

/**
 * For an element's text, as the answers are read (their textContent): only '&', '<' and '>' can
 * change what a parser makes of text, as a browser's innerHTML writes it. A content answer's JSON
 * is mostly quotes: the home page's 4,000 of them took it from 25.7 to 45.7 KB as entities.
 */
const TEXT_ESCAPES = ESCAPE_ORDER.slice(0, 3);
export const escapeText = (s: string): string => escapeWith(TEXT_ESCAPES, s);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  // The typographic ones editors paste into rich text (read as text by the client's htmlToText).
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  copy: '\u00a9',
};

/** Undoes HTML escaping the way textContent would for our fragments. */
export const unescapeHtml = (s: string): string =>
  s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x') || ref.startsWith('#X'))
      return safeCodePoint(parseInt(ref.slice(2), 16), whole);
    if (ref.startsWith('#')) return safeCodePoint(parseInt(ref.slice(1), 10), whole);
    return NAMED[ref] ?? whole;
  });

function safeCodePoint(n: number, fallback: string): string {
  return Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : fallback;
}

export const encodeAnswer = ({ status, text }: WireAnswer): string =>
  `<div id="resP">${escapeText(text)}</div><div id="resPS">${escapeText(status)}</div>`;

// Our fragments never nest elements inside resP/resPS (their text is escaped), so a lazy match
// up to the first closing tag is exactly the element's textContent.
const ELEMENT = (id: string) => new RegExp(`<div\\s+id=["']${id}["'][^>]*>([\\s\\S]*?)</div>`, 'i');

export function decodeAnswer(html: string): WireAnswer {
  const p = ELEMENT('resP').exec(html);
  const ps = ELEMENT('resPS').exec(html);
  if (!p || !ps) throw new WireFormatError('The answer did not carry resP and resPS.');
  const status = unescapeHtml(ps[1] ?? '').trim();
  if (!isWireStatus(status)) throw new WireFormatError(`Unknown answer status "${status}".`);
  return { status, text: unescapeHtml(p[1] ?? '') };
}

export const dataAnswer = (value: unknown): WireAnswer => ({
  status: STATUS.data,
  text: JSON.stringify(value),
});
export const doneAnswer = (message: string): WireAnswer => ({ status: STATUS.done, text: message });
export const failAnswer = (message: string): WireAnswer => ({ status: STATUS.fail, text: message });
export const invalidAnswer = (message: string): WireAnswer => ({
  status: STATUS.invalid,
  text: message,
});
export const notValidatedAnswer = (message: string): WireAnswer => ({
  status: STATUS.notValidated,
  text: message,
});
