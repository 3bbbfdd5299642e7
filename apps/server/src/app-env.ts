import type { Database } from '@bookloom/db';
import type { AccountEvents } from './auth/account-events';
import type { Auth } from './auth/create-auth';
import type { Env } from './env';
import type { Readiness } from './http/readiness';
import type { JobQueue } from './jobs/start-jobs';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { AiRuntime } from './services/ai/ai-runtime';
import type { BookEvents } from './services/books/book-events';
import type { FileStorage } from './storage';

export type AppDeps = {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  /** Files (book images, exports): DATA_DIR/files on the local disk, or an S3 bucket (STORAGE=s3). */
  storage: FileStorage;
  /** Live book progress (in-process on PGlite, LISTEN/NOTIFY on Postgres). */
  events: BookEvents;
  /** Session revocations seen by every process (LISTEN/NOTIFY on Postgres). */
  accountEvents: AccountEvents;
  /** AI providers of this process (moderation at once, text/image on first use). */
  ai: AiRuntime;
  /** pg-boss: enqueue jobs (in a transaction with the rows they work on). */
  queue: JobQueue;
  /** Off while the process stops (GET /api/ready answers 503); absent in tests = always ready. */
  readiness?: Readiness;
  /** Where dev e-mails are written (when no SMTP_URL). */
  outboxDir?: string;
  /** Built web app to serve (apps/web/dist); absent in API-only tests. */
  webDist?: string;
};

export type SessionUser = { id: string; email: string; name: string };
/** `user` is undefined until a route asks for it (auth/session.ts currentUser), then the user or null. */
export type AppEnv = { Variables: { deps: AppDeps; user?: SessionUser | null } };
