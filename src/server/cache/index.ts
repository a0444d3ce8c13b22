import type { CurlType } from '../../shared/protocol/registry';
import { encodeAnswer, STATUS, type WireAnswer } from '../../shared/protocol/wire';
import type { Db } from '../plugins/db';
import { AnswerCache } from './answerCache';

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

const caches = new WeakMap<Db, AnswerCache>();

/** The answer cache of a database handle (one per app), created on first use. */
export function answerCacheFor(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AnswerCache(db)));
  return cache;
}

/** Tests: replace a handle's cache, e.g. with a short check interval or a fake clock. */
export function setAnswerCache(db: Db, cache: AnswerCache): void {
  caches.get(db)?.stop();
  caches.set(db, cache);
}

/**
 * The encoded answer of a checked call, as UTF-8 bytes: from the cache when the call is a content
 * call, so a hit skips the queries, JSON, escaping and UTF-8 encoding (a home page is ~45 KB). Only data answers (status 1) are kept; refusals such as
 * "page not found" are cheap and would let any made-up loc push real pages out.
 */
export async function encodedAnswer(
  db: Db,
  type: CurlType,
  fields: Readonly<Record<string, string>>,
  produce: () => Promise<WireAnswer>,
): Promise<string | Buffer> {
  const key = cacheKey(type, fields);
  if (key === null) return encodeAnswer(await produce());
  return answerCacheFor(db).answer(key, async () => {
    const wire = await produce();
    return { body: Buffer.from(encodeAnswer(wire)), keep: wire.status === STATUS.data };
  });
}

// What the content and search repositories use: the change signal and the count cache.
export { contentChanged } from './changes';
export { countCacheFor } from './countCache';
// The pages the server writes are kept the same way (static/pageCache.ts).
export { AnswerCache } from './answerCache';
