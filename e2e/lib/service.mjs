// Talks to the content service the way requirements §7 says: a form post to /api?pm={type}, answered by
// `<div id="resP">…</div><div id="resPS">…</div>` (HTML-escaped). Used to build the route list.
import { BASE_URL } from './config.mjs';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export const unescapeHtml = (s) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref) => {
    if (/^#x/i.test(ref)) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });

/** Reads resP/resPS out of an answer fragment; null when the fragment does not carry them. */
export function decodeFragment(html) {
  const p = /<div\s+id=["']resP["'][^>]*>([\s\S]*?)<\/div>/i.exec(html);
  const ps = /<div\s+id=["']resPS["'][^>]*>([\s\S]*?)<\/div>/i.exec(html);
  if (!p || !ps) return null;
  return { status: unescapeHtml(ps[1]).trim(), text: unescapeHtml(p[1]) };
}

/** One call; resolves to { http, status, text, value } where value is the parsed JSON of data answers. */
export async function call(type, fields = {}, { onlyCms = true } = {}) {
  const body = new URLSearchParams({ curl_type: type, res_func: 'x', ...fields });
  if (onlyCms) body.set('only_cms', 'd');
  const res = await fetch(`${BASE_URL}/api?pm=${encodeURIComponent(type)}`, {
    method: 'POST',
    // Same-origin, as the site's own page posts it (the server refuses calls from other sites).
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(BASE_URL).origin,
    },
    body,
  });
  const html = await res.text();
  const answer = decodeFragment(html);
  if (!answer)
    return { http: res.status, status: null, text: html.slice(0, 300), value: undefined };
  let value;
  if (answer.status === '1') {
    try {
      value = JSON.parse(answer.text);
    } catch {
      value = undefined;
    }
  }
  return { http: res.status, ...answer, value };
}

export const describeAnswer = (a) =>
  `HTTP ${a.http}, resPS ${JSON.stringify(a.status)}, resP ${JSON.stringify(String(a.text).slice(0, 200))}`;
