import { createHash } from 'node:crypto';

/**
 * Process-wide LRU of converted art, keyed by content hash + target. A re-export of the same book
 * (the usual case: the user fixes a typo) skips every sharp conversion. Bounded by bytes.
 */
export class ImageCache<T extends { data: Buffer }> {
  private readonly map = new Map<string, T>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }

  set(key: string, value: T): void {
    if (value.data.length > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) this.bytes -= old.data.length;
    this.map.delete(key);
    this.map.set(key, value);
    this.bytes += value.data.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.data.length;
    }
  }
}

export const contentHash = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
