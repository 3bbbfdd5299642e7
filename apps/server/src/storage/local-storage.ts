import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { checkKey, checkPrefix, type FileStorage } from './file-storage';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on the local disk under `root` (DATA_DIR/files). Writes are atomic (temp file + rename). */
export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (parts: string[]) => {
    const p = resolve(base, ...parts);
    if (p !== base && !p.startsWith(base + sep)) throw new Error('Invalid storage key');
    return p;
  };

  async function walk(dir: string): Promise<string[]> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (isMissing(e)) return [];
      throw e;
    }
    const out: string[] = [];
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) out.push(...(await walk(full)));
      else if (e.isFile() && !e.name.startsWith('.tmp-')) out.push(relative(base, full).split(sep).join('/'));
    }
    return out;
  }

  return {
    async put(key, bytes) {
      const path = pathOf(checkKey(key));
      await mkdir(dirname(path), { recursive: true });
      const tmp = join(dirname(path), `.tmp-${randomBytes(6).toString('hex')}`);
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(checkKey(key))));
      } catch (e) {
        if (isMissing(e) || (e as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw e;
      }
    },
    async delete(key) {
      await rm(pathOf(checkKey(key)), { force: true });
    },
    async deletePrefix(prefix) {
      const parts = checkPrefix(prefix);
      if (prefix.endsWith('/')) {
        // maxRetries: a job may be writing into the folder at that moment (ENOTEMPTY); it cleans up after itself.
        await rm(pathOf(parts), { recursive: true, force: true, maxRetries: 3 });
        return;
      }
      for (const key of await this.list(prefix)) await this.delete(key);
    },
    async list(prefix) {
      const parts = checkPrefix(prefix);
      // Walk the deepest complete directory of the prefix, then filter by the full prefix.
      const dirParts = prefix.endsWith('/') ? parts : parts.slice(0, -1);
      const keys = await walk(dirParts.length ? pathOf(dirParts) : base);
      return keys.filter((k) => k.startsWith(prefix)).sort();
    },
    async usage(prefix) {
      const keys = await this.list(prefix);
      let bytes = 0;
      for (const key of keys)
        bytes += await stat(pathOf(checkKey(key))).then(
          (s) => s.size,
          () => 0,
        );
      return { files: keys.length, bytes };
    },
  };
}
