// Wire calls to a given server (requirements §7: a form post to /api?pm={type}). The answer decoding is
// e2e/lib/service.mjs's; the base URL is a parameter because the bench runs several servers.
// service.mjs is imported at the first call, not here: its config reads BASE_URL once, when first
// imported, and run.mjs sets BASE_URL only once the site server is up.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listedRecords } from '../../e2e/lib/entries.mjs';

const service = () => import('../../e2e/lib/service.mjs');

/** The form body of one call, as the client sends it. */
export const formBody = (type, fields = {}) =>
  new URLSearchParams({ curl_type: type, res_func: 'x', ...fields }).toString();

/** Headers of a call as the site's own page sends it (the server refuses other origins). */
export const callHeaders = (baseUrl) => ({
  'content-type': 'application/x-www-form-urlencoded',
  origin: new URL(baseUrl).origin,
});

/** One call; resolves to { http, status, text, value } (value: the JSON of a data answer). */
export async function api(baseUrl, type, fields = {}) {
  const res = await fetch(`${baseUrl}/api?pm=${encodeURIComponent(type)}`, {
    method: 'POST',
    headers: callHeaders(baseUrl),
    body: formBody(type, fields),
  });
  return { http: res.status, ...(await readAnswer(await res.text())) };
}

/** Reads an answer's fragment: its status, text and (status 1) the JSON value. */
async function readAnswer(html) {
  const { decodeFragment } = await service();
  const answer = decodeFragment(html) ?? { status: null, text: html.slice(0, 300) };
  let value;
  try {
    value = answer.status === '1' ? JSON.parse(answer.text) : undefined;
  } catch {
    value = undefined;
  }
  return { ...answer, value };
}

/** One kept-alive socket for timed calls, as a browser keeps one to the site. */
const timedAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const DECOMPRESS = { br: brotliDecompressSync, gzip: gunzipSync };

/**
 * One call as a browser makes it (compression accepted, the connection kept), timed from the
 * request to the answer's last byte: the server's time and the network's, not the measuring
 * client's. fetch() added 1.5–2.5 ms at the median and up to 8 ms at p95 to a 0.7 ms call
 * (undici's streams and its decompression, 2026-12-07), which the search rows had counted as the
 * server's. The answer is decompressed and decoded after the clock stops; resolves to
 * { ms, http, status, text, value }.
 */
export function timedCall(baseUrl, type, fields = {}) {
  const body = formBody(type, fields);
  const url = `${baseUrl}/api?pm=${encodeURIComponent(type)}`;
  const headers = {
    ...callHeaders(baseUrl),
    'accept-encoding': 'gzip, deflate, br',
    'content-length': Buffer.byteLength(body),
  };
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const request = http.request(url, { method: 'POST', agent: timedAgent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const ms = performance.now() - t0;
        const raw = Buffer.concat(chunks);
        const decompress = DECOMPRESS[res.headers['content-encoding']];
        const html = (decompress ? decompress(raw) : raw).toString('utf8');
        readAnswer(html).then((a) => resolve({ ms, http: res.statusCode, ...a }), reject);
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Like api(), but throws with the answer unless resPS is `want`. */
export async function expectAnswer(baseUrl, type, fields, want = '1') {
  const a = await api(baseUrl, type, fields);
  if (a.status !== want)
    throw new Error(`${type} answered HTTP ${a.http}, resPS ${a.status}: ${a.text.slice(0, 200)}`);
  return a;
}

/** A detail page of the content: the first blog entry whose getPgDataWithChild answers. */
export async function findDetail(baseUrl) {
  const { value } = await expectAnswer(baseUrl, 'getPgData', { loc: 'blogs' });
  // The same candidates as the browser tests' route sweep.
  for (const r of listedRecords(value)) {
    const fields = { loc: 'blogs', uri_key: r.uri_key };
    const detail = await api(baseUrl, 'getPgDataWithChild', fields);
    if (detail.status === '1' && detail.value?.record?.id === r.id)
      return { path: `/blogs/${encodeURIComponent(r.uri_key)}`, fields };
  }
  throw new Error('no blog entry has a detail page (getPgDataWithChild)');
}
