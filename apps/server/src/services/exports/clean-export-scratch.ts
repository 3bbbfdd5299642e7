import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Each export build stages its pictures in `<tmpdir>/bookloom-export-<pid>-XXXXXX` (build-export-file.ts). */
export const SCRATCH_PREFIX = `bookloom-export-`;
export const scratchPrefixOfThisProcess = () => `${SCRATCH_PREFIX}${process.pid}-`;

const OWNED = /^bookloom-export-(\d+)-/;
/** Folders of an older build with no pid in their name: only removed once surely abandoned. */
const UNOWNED_AFTER_MS = 60 * 60_000;

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At boot: removes export scratch folders left by processes that died mid-build (a crash skips their `finally`),
 * which would otherwise fill the temp disk. Folders of live processes (other workers on this machine) are kept.
 */
export async function cleanExportScratch(dir = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const path = join(dir, name);
    const owner = OWNED.exec(name);
    const stale = owner
      ? Number(owner[1]) !== process.pid && !alive(Number(owner[1]))
      : Date.now() - (await stat(path).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs > UNOWNED_AFTER_MS;
    if (!stale) continue;
    await rm(path, { recursive: true, force: true }).catch(() => {});
    removed++;
  }
  return removed;
}
