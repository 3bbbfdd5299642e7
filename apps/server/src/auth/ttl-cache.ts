/**
 * A small bounded map with per-entry expiry and per-key generations: a value read before an
 * invalidation is never stored after it (no stale write-back race).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private readonly generations = new Map<K, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  generation(key: K): number {
    return this.generations.get(key) ?? 0;
  }

  /** Stores `value` unless `key` was invalidated since `generation` was taken. */
  set(key: K, value: V, generation: number, ttlMs = this.ttlMs): void {
    if (this.generation(key) !== generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, expires: Date.now() + Math.max(0, ttlMs) });
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.generations.set(key, this.generation(key) + 1);
  }

  deleteWhere(predicate: (value: V) => boolean): void {
    for (const [k, e] of this.entries) if (predicate(e.value)) this.delete(k);
  }
}
