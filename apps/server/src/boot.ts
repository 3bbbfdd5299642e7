import { resolve } from 'node:path';
import { type AiSettings, parseAiSettings } from '@bookloom/ai';
import { type Database, lockDataDir, migrate, openDb } from '@bookloom/db';
import { createApp } from './app';
import { createAccountEvents } from './auth/account-events';
import { resolveAuthSecret } from './auth/auth-secret';
import { createAuth } from './auth/create-auth';
import type { Env } from './env';
import { createReadiness } from './http/readiness';
import { JOBS } from './jobs/registry';
import { startJobs } from './jobs/start-jobs';
import { createLogger, type Logger } from './logger';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer';
import { probeApp } from './routes/probes';
import { createAiRuntime } from './services/ai/ai-runtime';
import { createBookEvents } from './services/books/book-events';
import { GENERATE_BOOK_JOB } from './services/books/job-names';
import { startOrphanSweep } from './services/books/requeue-orphaned-books';
import { resumeInterruptedBooks } from './services/books/resume-interrupted-books';
import { enqueueCharacterSeedIfMissing } from './services/characters/seed-gallery-characters';
import { cleanExportScratch } from './services/exports/clean-export-scratch';
import { enqueueGallerySeedIfEmpty } from './services/templates/seed-gallery-templates';
import { createStorage } from './storage/create-storage';

export type Booted = {
  /** The full API, or for ROLE=worker only the probes (/api/health, /api/ready). */
  app: { fetch: ReturnType<typeof createApp>['fetch'] };
  database: Database;
  log: Logger;
  /** First step of a graceful stop: readiness goes false and live (SSE) streams end. */
  drain(): Promise<void>;
  close(): Promise<void>;
};

/** Opens the database (locking DATA_DIR on PGlite), migrates, and builds the app. */
export async function boot(
  env: Env,
  opts: { webDist?: string; baseURL?: string; aiSettings?: AiSettings } = {},
): Promise<Booted> {
  const log = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  // Before the database: an unreachable bucket stops the boot at once, naming the S3 settings.
  const storage = await createStorage(env, dataDir);
  const unlock = env.DATABASE_URL ? undefined : await lockDataDir(dataDir);
  try {
    const database = await openDb({ databaseUrl: env.DATABASE_URL, dataDir });
    await migrate(database);
    const outboxDir = env.SMTP_URL ? undefined : resolve(dataDir, 'outbox');
    const mailer: Mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(outboxDir!);
    const baseURL = opts.baseURL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, dataDir);
    const auth = createAuth({ env, database, mailer, log, secret, baseURL });
    const ai = createAiRuntime(opts.aiSettings ?? parseAiSettings(process.env), {
      engineThreads: env.DRAWING_THREADS,
      warmThreads: env.ROLE !== 'api',
    });
    const events = await createBookEvents(database, log);
    const accountEvents = await createAccountEvents(database, log);
    const jobs = await startJobs({ database, log, storage, events, ai }, JOBS, {
      work: env.ROLE !== 'api',
      databaseUrl: env.DATABASE_URL,
    });
    // Embedded: this process holds the DATA_DIR lock, so any running book job was cut off. (On Postgres
    // other workers may be busy with theirs; a lost job there expires and is retried by pg-boss.)
    if (!env.DATABASE_URL && env.ROLE !== 'api') {
      await resumeInterruptedBooks({ database, boss: jobs.boss, log });
      jobs.wake(GENERATE_BOOK_JOB);
    }
    // Postgres: a worker that died mid-book leaves a stale heartbeat; live workers requeue its job.
    const stopSweep =
      env.DATABASE_URL && env.ROLE !== 'api'
        ? startOrphanSweep({ database, boss: jobs.boss, log })
        : undefined;
    const scratch = await cleanExportScratch();
    if (scratch) log.info('removed export scratch folders left by crashed processes', { count: scratch });
    await enqueueGallerySeedIfEmpty({ database, log, queue: jobs.queue, nodeEnv: env.NODE_ENV });
    await enqueueCharacterSeedIfMissing({ database, log, queue: jobs.queue, nodeEnv: env.NODE_ENV });
    const readiness = createReadiness();
    const deps = {
      env,
      database,
      auth,
      mailer,
      log,
      storage,
      events,
      accountEvents,
      ai,
      queue: jobs.queue,
      outboxDir,
      webDist: opts.webDist,
      readiness,
    };
    const app = env.ROLE === 'worker' ? probeApp(deps) : createApp(deps);
    return {
      app,
      database,
      log,
      drain: async () => {
        readiness.drain();
        await events.close();
      },
      close: async () => {
        stopSweep?.();
        await jobs.stop();
        await events.close();
        await accountEvents.close();
        await ai.close();
        await database.close();
        await unlock?.();
      },
    };
  } catch (e) {
    await unlock?.();
    throw e;
  }
}
