import { createHash } from 'node:crypto';
import { EXPORT_ENGINE_VERSION } from '@bookloom/export';
import { VERSION } from '../../version';

/** Canonical JSON (sorted keys), so the same document always hashes the same whatever the key order in the row. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/**
 * What an export file depends on: the book (its id names the pictures in storage; the cover key changes with a new
 * cover), its Book document, the format and options, and the engine that builds it. Equal hashes, equal files: the
 * stored export is answered instead of building (and storing) the same file again.
 */
export function exportContentHash(input: {
  bookId: string;
  coverKey: string | null;
  document: Record<string, unknown>;
  format: string;
  options: Record<string, unknown>;
}): string {
  const key = { ...input, engine: EXPORT_ENGINE_VERSION, product: VERSION };
  return createHash('sha256')
    .update(JSON.stringify(canonical(key)))
    .digest('hex');
}
