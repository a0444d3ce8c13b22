/**
 * A least-recently-used map of byte buffers bounded both by entry count and by total bytes, so
 * that a flood of distinct keys (any loc, any search word) can neither grow memory nor keep out
 * the pages everyone reads for long.
 */
export class BoundedLru {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting makes this the most recent entry.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    const cost = key.length + value.length;
    if (cost > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += cost;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.length + old.length;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= key.length + old.length;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
