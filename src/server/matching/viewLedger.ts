import { withoutWaitingForDisk } from '../db/relaxed';
import type { Db } from '../plugins/db';
import { recordViewRows, seenOn, type ViewKind, type ViewRow } from './repositories/views';

export interface ViewLedgerOptions {
  /** How long new views wait before they are written, together (default 250 ms). */
  writeAfterMs?: number;
  /**
   * How long a viewer's tally is trusted before it is read again (default 5 s): other processes
   * sharing the database charge her too, so their views count here within this time.
   */
  rereadAfterMs?: number;
  /**
   * Members held in all tallies together (default 200,000, a few MB); past it the least recently
   * used tallies go, to be read again when needed.
   */
  maxIds?: number;
  /** Told of a write that failed (e.g. the viewer deleted her account meanwhile). */
  onError?: (err: unknown) => void;
  /** Milliseconds, monotonic; tests move it. */
  clock?: () => number;
}

interface Tally {
  day: string;
  seen: Set<number>;
  readAt: number;
}

/**
 * Who each viewer has been charged for today, kept in memory and written behind (issue #19
 * item 4): a search page used to cost three queries and a write before its answer. A tally is
 * read once (all of the day's members of that viewer and kind, at most the day's limit), then
 * charges are decided here, one after the other, so calls of one process can never pass the
 * limit together; new views are written in batches off the answer's path and on close. Before a
 * tally is read again, every waiting view is written, so what was charged is never forgotten.
 */
export class ViewLedger {
  private readonly tallies = new Map<string, Tally>();
  private readonly reading = new Map<string, Promise<Tally>>();
  private waiting: ViewRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private readonly writeAfterMs: number;
  private readonly rereadAfterMs: number;
  private readonly maxIds: number;
  /** Members in all kept tallies. */
  private ids = 0;
  private readonly onError: (err: unknown) => void;
  private readonly clock: () => number;

  constructor(
    private readonly db: Db,
    {
      writeAfterMs = 250,
      rereadAfterMs = 5000,
      maxIds = 200_000,
      onError = () => undefined,
      clock = () => performance.now(),
    }: ViewLedgerOptions = {},
  ) {
    this.writeAfterMs = writeAfterMs;
    this.rereadAfterMs = rereadAfterMs;
    this.maxIds = maxIds;
    this.onError = onError;
    this.clock = clock;
  }

  /** Views charged but not written yet. */
  get unwritten(): number {
    return this.waiting.length;
  }

  /**
   * Charges `fresh` (members not in the viewer's tally of `day`) unless the tally is at `max`;
   * answers how many were used before. Between reading the tally and changing it nothing
   * awaits, so no other charge of this process can come in between.
   */
  async charge(
    viewerId: number,
    kind: ViewKind,
    day: string,
    memberIds: readonly number[],
    max: number,
  ): Promise<{ fresh: number; used: number } | null> {
    const tally = await this.tally(viewerId, kind, day);
    const fresh = memberIds.filter((id) => !tally.seen.has(id));
    const used = tally.seen.size;
    if (fresh.length > 0 && used >= max) return null;
    for (const id of fresh) {
      tally.seen.add(id);
      this.waiting.push({ viewer_id: viewerId, member_id: id, day, kind });
    }
    if (fresh.length > 0) {
      if (this.tallies.get(`${viewerId}|${kind}`) === tally) this.ids += fresh.length;
      this.writeSoon();
    }
    return { fresh: fresh.length, used };
  }

  /** Writes every waiting view (and waits for a write under way): on close, and before a read. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.writing) await this.writing;
    if (this.waiting.length === 0) return;
    const rows = this.waiting;
    this.waiting = [];
    this.writing = this.write(rows).finally(() => {
      this.writing = undefined;
    });
    await this.writing;
  }

  private writeSoon(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.writeAfterMs);
    // A waiting write keeps no process alive: close() flushes it.
    this.timer.unref();
  }

  /** Counters whose last views a power cut may lose (db/relaxed.ts), never a member's data. */
  private async write(rows: ViewRow[]): Promise<void> {
    try {
      await withoutWaitingForDisk(this.db, (on) => recordViewRows(on, rows));
    } catch {
      // One bad row (a viewer deleted meanwhile) must not lose the others: each viewer alone.
      const byViewer = new Map<number, ViewRow[]>();
      for (const r of rows) byViewer.set(r.viewer_id, [...(byViewer.get(r.viewer_id) ?? []), r]);
      for (const own of byViewer.values()) {
        await withoutWaitingForDisk(this.db, (on) => recordViewRows(on, own)).catch(this.onError);
      }
    }
  }

  private forget(key: string): void {
    this.ids -= this.tallies.get(key)?.seen.size ?? 0;
    this.tallies.delete(key);
  }

  private async tally(viewerId: number, kind: ViewKind, day: string): Promise<Tally> {
    const key = `${viewerId}|${kind}`;
    const kept = this.tallies.get(key);
    if (kept && kept.day === day && this.clock() - kept.readAt < this.rereadAfterMs) {
      // Map order is the LRU order.
      this.tallies.delete(key);
      this.tallies.set(key, kept);
      return kept;
    }
    let read = this.reading.get(key);
    if (!read) {
      read = this.read(key, viewerId, kind, day).finally(() => this.reading.delete(key));
      this.reading.set(key, read);
    }
    const tally = await read;
    // Read for another day by a call that began before midnight: read today's.
    return tally.day === day ? tally : this.tally(viewerId, kind, day);
  }

  private async read(key: string, viewerId: number, kind: ViewKind, day: string): Promise<Tally> {
    // Its own waiting views reach the table first, so the read counts them.
    await this.flush();
    const readAt = this.clock();
    const tally = { day, seen: await seenOn(this.db, viewerId, day, kind), readAt };
    this.forget(key);
    this.tallies.set(key, tally);
    this.ids += tally.seen.size;
    // The oldest go first, never the one just read (the Map's last).
    for (const [oldest] of this.tallies) {
      if (this.ids <= this.maxIds || oldest === key) break;
      this.forget(oldest);
    }
    return tally;
  }
}

const ledgers = new WeakMap<Db, ViewLedger>();

/** The view ledger of a database handle (one per app), made on first use unless set. */
export function viewLedgerFor(db: Db): ViewLedger {
  let ledger = ledgers.get(db);
  if (!ledger) ledgers.set(db, (ledger = new ViewLedger(db)));
  return ledger;
}

/** The app's own ledger (its logger told of failed writes), set before any call is served. */
export function setViewLedger(db: Db, ledger: ViewLedger): void {
  ledgers.set(db, ledger);
}

/** Writes the waiting views of a database handle: before it closes. */
export const flushViews = (db: Db): Promise<void> => ledgers.get(db)?.flush() ?? Promise.resolve();
