/** What a value costs in bytes: a buffer's length, or the sum of a page's encodings. */
export type SizeOf<V> = (value: V) => number;

const bufferLength: SizeOf<Buffer> = (value) => value.length;

/**
 * A least-recently-used map of byte buffers (or of values made of them, sized by `sizeOf`)
 * bounded both by entry count and by total bytes, so that a flood of distinct keys (any loc, any
 * search word, any address) can neither grow memory nor keep out the pages everyone reads for long.
 */
export class BoundedLru<V = Buffer> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    private readonly sizeOf: SizeOf<V> = bufferLength as unknown as SizeOf<V>,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting makes this the most recent entry.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const cost = key.length + this.sizeOf(value);
    if (cost > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += cost;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.length + this.sizeOf(old);
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= key.length + this.sizeOf(old);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
