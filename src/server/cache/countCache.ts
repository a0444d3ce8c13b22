import type { Db } from '../plugins/db';

interface Entry {
  count: number;
  at: number;
}

export interface CountCacheOptions {
  /** How long a count is reused (default 1 s). */
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds, monotonic; tests move it. */
  clock?: () => number;
}

/**
 * Totals of searches, reused for a second. Counting visits every match (40,000 index entries for
 * a broad search at 100,000 members, ~8 ms), while a page stops after 20; paging through results
 * or repeating a search asks the same count again. The key is the compiled count query, searcher
 * included, so a total is only ever reused for the same member's same filters, and is at most
 * `ttlMs` old. Pages themselves are always read fresh.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor({ ttlMs = 1000, maxEntries = 1000, clock }: CountCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.clock = clock ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The count of `key`; a reused one is never below `atLeast` (what a fresh page has shown). */
  async count(key: string, read: () => Promise<number>, atLeast = 0): Promise<number> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs && hit.count >= atLeast) return hit.count;
    const count = await read();
    this.entries.delete(key);
    this.entries.set(key, { count, at: now });
    // Insertion order is age order: the first entries are the oldest.
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return count;
  }
}

const caches = new WeakMap<Db, CountCache>();

export function countCacheFor(db: Db): CountCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CountCache()));
  return cache;
}

/** Tests: replace a handle's count cache (e.g. with a fake clock). */
export function setCountCache(db: Db, cache: CountCache): void {
  caches.set(db, cache);
}
