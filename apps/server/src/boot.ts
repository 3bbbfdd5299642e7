import { resolve } from 'node:path';
import { type AiSettings, parseAiSettings } from '@bookloom/ai';
import { type Database, lockDataDir, migrate, openDb } from '@bookloom/db';
import { createApp } from './app';
import { resolveAuthSecret } from './auth/auth-secret';
import { createAuth } from './auth/create-auth';
import type { Env } from './env';
import { JOBS } from './jobs/registry';
import { startJobs } from './jobs/start-jobs';
import { createLogger, type Logger } from './logger';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer';
import { createAiRuntime } from './services/ai/ai-runtime';
import { createBookEvents } from './services/books/book-events';
import { resumeInterruptedBooks } from './services/books/resume-interrupted-books';
import { enqueueGallerySeedIfEmpty } from './services/templates/seed-gallery-templates';
import { localStorage } from './storage';

export type Booted = {
  app: ReturnType<typeof createApp>;
  database: Database;
  log: Logger;
  close(): Promise<void>;
};

/** Opens the database (locking DATA_DIR on PGlite), migrates, and builds the app. */
export async function boot(
  env: Env,
  opts: { webDist?: string; baseURL?: string; aiSettings?: AiSettings } = {},
): Promise<Booted> {
  const log = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? undefined : await lockDataDir(dataDir);
  try {
    const database = await openDb({ databaseUrl: env.DATABASE_URL, dataDir });
    await migrate(database);
    const outboxDir = env.SMTP_URL ? undefined : resolve(dataDir, 'outbox');
    const mailer: Mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(outboxDir!);
    const baseURL = opts.baseURL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, dataDir);
    const auth = createAuth({ env, database, mailer, log, secret, baseURL });
    const storage = localStorage(resolve(dataDir, 'files'));
    const ai = createAiRuntime(opts.aiSettings ?? parseAiSettings(process.env));
    const events = await createBookEvents(database, log);
    const jobs = await startJobs({ database, log, storage, events, ai }, JOBS, {
      work: env.ROLE !== 'api',
      databaseUrl: env.DATABASE_URL,
    });
    // Embedded: this process holds the DATA_DIR lock, so any running book job was cut off. (On Postgres
    // other workers may be busy with theirs; a lost job there expires and is retried by pg-boss.)
    if (!env.DATABASE_URL && env.ROLE !== 'api')
      await resumeInterruptedBooks({ database, boss: jobs.boss, log });
    await enqueueGallerySeedIfEmpty({ database, log, queue: jobs.queue, nodeEnv: env.NODE_ENV });
    const app = createApp({
      env,
      database,
      auth,
      mailer,
      log,
      storage,
      events,
      ai,
      queue: jobs.queue,
      outboxDir,
      webDist: opts.webDist,
    });
    return {
      app,
      database,
      log,
      close: async () => {
        await jobs.stop();
        await events.close();
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
