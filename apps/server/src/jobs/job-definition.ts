import type { Database } from '@bookloom/db';
import type { z } from 'zod';
import type { Logger } from '../logger';

export type JobContext = { database: Database; log: Logger };

/** A job = name + zod payload + handler (+ optional cron). The registry lists them all. */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  handler: (data: z.infer<S>, ctx: JobContext) => Promise<void>;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  retryLimit?: number;
};

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>) => def;
