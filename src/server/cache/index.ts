import type { CurlType } from '../../shared/protocol/registry';
import { encodeAnswer, STATUS, type WireAnswer } from '../../shared/protocol/wire';
import type { Db } from '../plugins/db';
import { AnswerCache, type AnswerCacheOptions } from './answerCache';
import { pack, PACK_THRESHOLD, type Packed } from './packed';

/**
 * A content answer as it is kept: the encoded fragment (UTF-8) and, past a kilobyte, its brotli
 * and gzip copies, so a browser's call (which accepts both) is not compressed again on every
 * request (that cost 1.4–2 ms of CPU for the home page's 45 KB answer, 5–8× the rest of the call).
 */
export interface KeptAnswer {
  body: Buffer;
  packed?: Packed;
}

const keptSize = ({ body, packed }: KeptAnswer) =>
  body.length + (packed ? packed.br.length + packed.gzip.length : 0);

/** Visitor calls whose answer depends on their fields and the loaded content, nothing else. */
const CONTENT_CALLS: ReadonlySet<CurlType> = new Set<CurlType>([
  'getPgData',
  'getPgDataWithChild',
  'getPgDataRecentArticles',
  'searchContent',
  'getGotraList',
  'getStates',
  'getSiteSettings',
]);

/**
 * The cache key of a call, or null when its answer must not be cached. getAccessToken answers
 * the caller's user and roles when local_token is set, so only the token-less call is cached.
 * The answer's language is part of the key; a `lang` other than 'hi' answers English, so it
 * shares the English key instead of filling the cache with copies.
 */
export function cacheKey(type: CurlType, fields: Readonly<Record<string, string>>): string | null {
  const { lang, ...rest } = fields;
  const hindi = lang === 'hi' ? '&lang=hi' : '';
  if (type === 'getAccessToken') return rest.local_token ? null : `${type}${hindi}`;
  if (!CONTENT_CALLS.has(type)) return null;
  const sorted = Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${type}?${new URLSearchParams(sorted).toString()}${hindi}`;
}

const caches = new WeakMap<Db, AnswerCache<KeptAnswer>>();

/** A content answer cache (16 MB of answers and their copies by default). */
export const contentAnswerCache = (
  db: Db,
  options: Omit<AnswerCacheOptions<KeptAnswer>, 'sizeOf'> = {},
): AnswerCache<KeptAnswer> => new AnswerCache<KeptAnswer>(db, { ...options, sizeOf: keptSize });

/** The answer cache of a database handle (one per app), created on first use. */
export function answerCacheFor(db: Db): AnswerCache<KeptAnswer> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = contentAnswerCache(db)));
  return cache;
}

/** Tests: replace a handle's cache, e.g. with a short check interval or a fake clock. */
export function setAnswerCache(db: Db, cache: AnswerCache<KeptAnswer>): void {
  caches.get(db)?.stop();
  caches.set(db, cache);
}

/**
 * The encoded answer of a checked call: from the cache when the call is a content call, so a hit
 * skips the queries, JSON, escaping, UTF-8 encoding and compression (a home page is ~45 KB). Only
 * data answers (status 1) are kept (and packed); refusals such as "page not found" are cheap and
 * would let any made-up loc push real pages out.
 */
export async function encodedAnswer(
  db: Db,
  type: CurlType,
  fields: Readonly<Record<string, string>>,
  produce: () => Promise<WireAnswer>,
): Promise<string | KeptAnswer> {
  const key = cacheKey(type, fields);
  if (key === null) return encodeAnswer(await produce());
  return answerCacheFor(db).answer(key, async () => {
    const wire = await produce();
    const body = Buffer.from(encodeAnswer(wire));
    const keep = wire.status === STATUS.data;
    return {
      body: { body, packed: keep && body.length >= PACK_THRESHOLD ? pack(body) : undefined },
      keep,
    };
  });
}

// What the content and search repositories use: the change signal and the count cache.
export { contentChanged } from './changes';
export { countCacheFor } from './countCache';
// The pages the server writes are kept the same way (static/pageCache.ts).
export { AnswerCache } from './answerCache';
export { BoundedLru } from './lru';
export { acceptedEncoding, pack, type Packed } from './packed';
