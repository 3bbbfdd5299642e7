/**
 * Gallery pages change only when covers are seeded or drawn by an admin, but are read by every visitor:
 * each answer is kept for a few seconds (PGlite answers one query at a time, so 32 visitors at once
 * would otherwise queue behind each other), and concurrent misses share one query. The seed and
 * variation jobs clear it in this process; other processes see new covers within the TTL.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
const entries = new Map<string, { body: string; expires: number }>();
const loading = new Map<string, Promise<string>>();
let generation = 0;

export async function cachedGalleryPage(key: string, load: () => Promise<unknown>): Promise<string> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.body;
  const pending = loading.get(key);
  if (pending) return pending;
  const startedAt = generation;
  const p = load()
    .then((v) => {
      const body = JSON.stringify(v);
      // A page read before a clear is not stored after it.
      if (startedAt === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { body, expires: Date.now() + TTL_MS });
      }
      return body;
    })
    .finally(() => loading.delete(key));
  loading.set(key, p);
  return p;
}

export function clearGalleryCache() {
  generation++;
  entries.clear();
}
