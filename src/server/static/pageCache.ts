import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, AnswerCache, pack, type Packed } from '../cache';
import type { Db } from '../plugins/db';

/**
 * A page the server wrote (issue #19 item 2): its status, where a moved page went, the HTML, and
 * for a page that is kept its brotli and gzip copies and validator, made once per content version
 * so that a visit costs what a static file does (no queries, no string work, no compression).
 */
export interface WrittenPage {
  status: 200 | 301 | 404;
  location?: string;
  html: Buffer;
  /** The page's own Content-Security-Policy: the site's, plus its style attributes' hashes. */
  csp?: string;
  packed?: Packed & { etag: string };
}

const sizeOf = (page: WrittenPage) =>
  page.html.length + (page.packed ? page.packed.br.length + page.packed.gzip.length : 0);

/** Pages for every address people read, in both languages, within a few megabytes. */
export const pageCache = (db: Db): AnswerCache<WrittenPage> =>
  new AnswerCache<WrittenPage>(db, { maxEntries: 1000, maxBytes: 8 * 1024 * 1024, sizeOf });

/**
 * The query fields a written page reads: `rf` (whether a detail entry exists), and since the
 * server renders the pages (issue #19 item 1) the site search's `q` and the login's `next`.
 */
export const PAGE_QUERY_FIELDS = ['rf', 'q', 'next'] as const;

/**
 * Where a page is kept: its language, path and the query fields it reads, so `?utm_source=…` and
 * the like share the page instead of each writing and compressing it again.
 */
export function pageKey(lang: string, url: string): string {
  const [pathname = '/', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  const read = PAGE_QUERY_FIELDS.flatMap((name) => {
    const value = query.get(name);
    return value === null ? [] : [`${name}=${value}`];
  });
  return `${lang} ${pathname}${read.length > 0 ? `?${read.join('&')}` : ''}`;
}

/** Compresses a page to keep (cache/packed.ts), with a weak validator its encodings share. */
export function packPage(page: WrittenPage): WrittenPage {
  const etag = `W/"${createHash('sha256').update(page.html).digest('base64url').slice(0, 22)}"`;
  return { ...page, packed: { ...pack(page.html), etag } };
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));

/**
 * Sends a written page. A kept page goes out as its stored encoding (the compress plugin leaves
 * an encoded reply alone) or as 304 when the browser holds it already; any other page is sent as
 * HTML and compressed per request as before.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: WrittenPage) {
  if (page.status === 301) return reply.code(301).header('location', page.location).send();
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Accept-Encoding');
  if (page.csp) reply.header('content-security-policy', page.csp);
  const { packed } = page;
  if (!packed) return reply.send(page.html);
  reply.header('etag', packed.etag);
  if (matches(request.headers['if-none-match'], packed.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(packed[encoding]);
}
