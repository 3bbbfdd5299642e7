import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly lockPath: string,
  ) {
    super(
      `Another Bookloom process is already using the data folder ${dataDir} (lock file ${lockPath}). ` +
        'Two processes on one embedded database silently lose data: stop the other one, or set DATA_DIR to another folder, ' +
        'or use DATABASE_URL=postgres://… to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Holds an exclusive lock on DATA_DIR for the life of the process (PGlite is single-process).
 * The lock is refreshed every few seconds, so a crashed holder's lock goes stale and is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'bookloom.lock');
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 15_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      // Someone removed the lock (or the folder) under us: stop rather than risk two writers.
      onCompromised: (err) => {
        process.stderr.write(
          `Bookloom: the data-folder lock was lost (${err.message}); stopping to protect the database.\n`,
        );
        process.exit(1);
      },
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir, lockPath);
    throw e;
  }
}
