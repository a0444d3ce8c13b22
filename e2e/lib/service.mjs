// Talks to the content service the way requirements §7 says: a form post to /api?pm={type}, answered by
// `<div id="resP">…</div><div id="resPS">…</div>` (HTML-escaped). Used to build the route list.
// The codec is src/shared's, the one the site and the server speak (the runner loads tsx for it).
import { decodeAnswer, WireFormatError } from '../../src/shared/protocol/wire.ts';
import { BASE_URL } from './config.mjs';

/** Reads resP/resPS out of an answer fragment with the site's own codec; null when it does not carry them. */
export function decodeFragment(html) {
  try {
    return decodeAnswer(html);
  } catch (e) {
    if (e instanceof WireFormatError) return null;
    throw e;
  }
}

/**
 * The server closes a kept-alive connection after 5 s idle; on a busy machine the client may pick
 * that connection for its next call before it sees the close, and the call fails with "other side
 * closed" without the server having read it (CI, 2026-12-06: console.test.mjs's set-up). A browser
 * sends such a request again on a new connection; so does this helper, once.
 */
async function post(url, init) {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (!(e instanceof TypeError && e.cause?.code === 'UND_ERR_SOCKET')) throw e;
    return fetch(url, init);
  }
}

/** One call; resolves to { http, status, text, value } where value is the parsed JSON of data answers. */
export async function call(type, fields = {}, { onlyCms = true } = {}) {
  const body = new URLSearchParams({ curl_type: type, res_func: 'x', ...fields });
  if (onlyCms) body.set('only_cms', 'd');
  const res = await post(`${BASE_URL}/api?pm=${encodeURIComponent(type)}`, {
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
