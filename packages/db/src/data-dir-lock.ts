import { randomUUID } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive, processStartTime } from './process-identity';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly lockPath: string,
    owner?: string,
  ) {
    super(
      `Another Bookloom process${owner ? ` (${owner})` : ''} is already using the data folder ${dataDir} (lock file ${lockPath}). ` +
        'Two processes on one embedded database silently lose data: stop the other one, or set DATA_DIR to another folder, ' +
        'or use DATABASE_URL=postgres://… to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

type Owner = { pid: number; host: string; started?: string; token: string };

/** A lock directory left by an older Bookloom (proper-lockfile) is live only while its holder keeps touching it. */
const LEGACY_STALE_MS = 15_000;
/** Tokens of the locks this process holds (a second lock from the same process is refused too). */
const heldHere = new Set<string>();

/**
 * Holds an exclusive lock on DATA_DIR for the life of the process (PGlite is single-process).
 * The lock file names its owner (pid, host, process start time) instead of relying on a refreshed mtime: a crashed
 * owner's lock is taken over at once, a clock jump cannot make a lock look fresh forever, and a live owner is always
 * respected however long it has been running.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'bookloom.lock');
  const me: Owner = {
    pid: process.pid,
    host: hostname(),
    started: processStartTime(process.pid),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath, me)) {
      heldHere.add(me.token);
      return async () => release(lockPath, me.token);
    }
    const held = readLock(lockPath);
    if (held === 'gone') continue;
    if (held.live) throw new DataDirLockedError(dataDir, lockPath, held.describe);
    takeOver(lockPath, held.raw);
  }
  throw new DataDirLockedError(dataDir, lockPath);
}

/** Creates the lock with its content in one step (link fails if it exists), so nobody ever reads a half-written lock. */
function tryCreate(lockPath: string, me: Owner): boolean {
  const tmp = `${lockPath}.${me.token}.tmp`;
  writeFileSync(tmp, JSON.stringify(me));
  try {
    linkSync(tmp, lockPath);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    rmSync(tmp, { force: true });
  }
}

type Held = { live: boolean; raw: string; describe?: string };

function readLock(lockPath: string): Held | 'gone' {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(lockPath);
  } catch {
    return 'gone';
  }
  if (st.isDirectory()) {
    // Old format: fresh only if touched within the stale window. A stamp far in the future (a clock that
    // jumped back) is stale too; a stamp a hair ahead of Date.now() is not, since file times and the JS clock
    // come from different kernel clocks and a just-made folder can read a few milliseconds "from the future".
    const age = Date.now() - st.mtimeMs;
    return { live: Math.abs(age) < LEGACY_STALE_MS, raw: '<dir>' };
  }
  let raw: string;
  try {
    raw = readFileSync(lockPath, 'utf8');
  } catch {
    return 'gone';
  }
  const owner = parseOwner(raw);
  if (!owner) return { live: false, raw }; // empty or garbage: nobody can be identified as holding it
  const describe = `pid ${owner.pid} on ${owner.host}`;
  // Another machine's process cannot be checked from here: be safe and refuse; the message names the lock file.
  if (owner.host !== hostname()) return { live: true, raw, describe };
  if (owner.pid === process.pid) return { live: heldHere.has(owner.token), raw, describe: 'this process' };
  if (!isProcessAlive(owner.pid)) return { live: false, raw };
  // The pid may have been reused by an unrelated process since the owner died: compare start times when known.
  const started = processStartTime(owner.pid);
  if (owner.started && started && owner.started !== started) return { live: false, raw };
  return { live: true, raw, describe };
}

function parseOwner(raw: string): Owner | undefined {
  try {
    const o = JSON.parse(raw) as Partial<Owner>;
    return typeof o.pid === 'number' && typeof o.host === 'string' && typeof o.token === 'string'
      ? (o as Owner)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale lock aside under a unique name (only one of two racing starters can), then checks that what was
 * moved is the stale lock that was judged; if a live lock was moved by mistake it is put back.
 */
function takeOver(lockPath: string, judged: string): void {
  const aside = `${lockPath}.${randomUUID()}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  const moved = judged === '<dir>' ? '<dir>' : safeRead(aside);
  if (moved !== judged) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // someone else created a lock meanwhile: theirs stands
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

function safeRead(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

async function release(lockPath: string, token: string): Promise<void> {
  heldHere.delete(token);
  if (parseOwner(safeRead(lockPath) ?? '')?.token === token) unlinkSync(lockPath);
}
