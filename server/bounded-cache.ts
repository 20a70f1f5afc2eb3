/**
 * A least-recently-used cache bounded by the total size of what it holds (each value weighed once,
 * when it is set). A Map keeps its keys in insertion order: reading a value moves it to the end,
 * and the values at the start, the longest unread, go first.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { readonly value: V; readonly size: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value, dropping the least recently used ones to make room; one too large is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    for (const [oldest, entry] of this.entries) {
      if (this.total + size <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
    this.entries.set(key, { value, size });
    this.total += size;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  /** How many values, and how large all of them together. */
  get stats(): { readonly count: number; readonly size: number } {
    return { count: this.entries.size, size: this.total };
  }
}
