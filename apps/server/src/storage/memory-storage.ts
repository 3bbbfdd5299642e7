import { checkKey, checkPrefix, type FileStorage } from './file-storage';

/** In-memory storage with the same key rules, for tests. */
export function memoryStorage(): FileStorage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(key, bytes) {
      checkKey(key);
      files.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      checkKey(key);
      return files.get(key);
    },
    async delete(key) {
      checkKey(key);
      files.delete(key);
    },
    async deletePrefix(prefix) {
      checkPrefix(prefix);
      for (const k of [...files.keys()]) if (k.startsWith(prefix)) files.delete(k);
    },
    async list(prefix) {
      checkPrefix(prefix);
      return [...files.keys()].filter((k) => k.startsWith(prefix)).sort();
    },
    async usage(prefix) {
      checkPrefix(prefix);
      const sizes = [...files].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v.length);
      return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
    },
  };
}
