import type { Db } from '../plugins/db';
import { CONTENT_VERSION_KEY, getMeta } from '../content';
import { onContentChanged } from './changes';
import { BoundedLru, type SizeOf } from './lru';

export interface AnswerCacheOptions<V> {
  /** How stale an answer may be after another process loads content (default 1 s). */
  checkEveryMs?: number;
  maxEntries?: number;
  /** Total bytes of keys and answers (default 16 MB). */
  maxBytes?: number;
  /** Milliseconds, monotonic; tests move it. */
  clock?: () => number;
  /** The bytes an answer holds, when it is not a single buffer (the pages' encodings). */
  sizeOf?: SizeOf<V>;
}

/** What a miss produced: the encoded answer (UTF-8, or a page with its encodings), and whether it may be kept. */
export interface Produced<V = Buffer> {
  body: V;
  keep: boolean;
}

/**
 * Encoded answers of calls that are pure functions of the content (and, as `AnswerCache<CachedPage>`,
 * the pages the server writes: static/pageCache.ts). The content version in content_meta changes
 * in the same transaction as every content load; the cache reads it at most once every
 * `checkEveryMs` and drops everything when it moved, so several processes sharing one database
 * each serve new content within that interval.
 */
export class AnswerCache<V = Buffer> {
  private readonly lru: BoundedLru<V>;
  private readonly clock: () => number;
  checkEveryMs: number;
  private version: string | undefined;
  private checkedAt = -Infinity;
  // Bumped by every drop: an answer produced across a drop may hold the old content.
  private generation = 0;
  private checking: Promise<void> | undefined;
  readonly stop: () => void;

  constructor(
    private readonly db: Db,
    {
      checkEveryMs = 1000,
      maxEntries = 2000,
      maxBytes = 16 * 1024 * 1024,
      clock,
      sizeOf,
    }: AnswerCacheOptions<V> = {},
  ) {
    this.lru = new BoundedLru<V>(maxEntries, maxBytes, sizeOf);
    this.clock = clock ?? (() => performance.now());
    this.checkEveryMs = checkEveryMs;
    this.stop = onContentChanged(db, () => this.drop());
  }

  get size(): number {
    return this.lru.size;
  }

  /** Forgets every answer; the next call reads the version again. */
  drop(): void {
    this.lru.clear();
    this.generation += 1;
    this.version = undefined;
    this.checkedAt = -Infinity;
  }

  async answer(key: string, produce: () => Promise<Produced<V>>): Promise<V> {
    await this.checkVersion();
    const hit = this.lru.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const { body, keep } = await produce();
    if (keep && generation === this.generation) this.lru.set(key, body);
    return body;
  }

  private async checkVersion(): Promise<void> {
    if (this.clock() - this.checkedAt < this.checkEveryMs) return;
    // Concurrent calls share one read of the version.
    this.checking ??= this.readVersion().finally(() => {
      this.checking = undefined;
    });
    await this.checking;
  }

  private async readVersion(): Promise<void> {
    const startedAt = this.clock();
    const generation = this.generation;
    const version = (await getMeta(this.db, CONTENT_VERSION_KEY)) ?? '';
    if (generation !== this.generation) return;
    if (this.version !== undefined && version !== this.version) {
      this.lru.clear();
      this.generation += 1;
    }
    this.version = version;
    this.checkedAt = startedAt;
  }
}
