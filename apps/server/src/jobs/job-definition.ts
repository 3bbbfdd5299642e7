import type { Database } from '@bookloom/db';
import type { z } from 'zod';
import type { Logger } from '../logger';
import type { AiRuntime } from '../services/ai/ai-runtime';
import type { BookEvents } from '../services/books/book-events';
import type { FileStorage } from '../storage';

/** What every job handler may use (one set per process). */
export type JobServices = {
  database: Database;
  log: Logger;
  storage: FileStorage;
  events: BookEvents;
  ai: AiRuntime;
};

/** Which run of a job this is: the last one (`retryCount === retryLimit`) must settle the work. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };

export type JobContext = JobServices & { attempt: JobAttempt };

/** A job = name + zod payload + handler (+ optional cron). The registry lists them all. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  handler: (data: z.infer<S>, ctx: JobContext) => Promise<void>;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  retryLimit?: number;
  /** Seconds before the first retry (doubled each time with backoff). */
  retryDelay?: number;
  /** pg-boss queue policy ('stately': one queued + one active per singleton key). Default standard. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** Seconds a run may take before pg-boss counts it as failed (default 15 min). */
  expireInSeconds?: number;
  /** How many of these jobs one process runs at once (default 1). */
  workers?: number | ((s: JobServices) => number);
};

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def;
