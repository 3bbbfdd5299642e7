import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withRequestId } from '../http/request-id';
import { createLogger, formatLogLine, type Logger } from '../logger';
import { defineJob } from './job-definition';
import { purgeExpiredAuth } from './purge-expired-auth';
import { startJobs } from './start-jobs';

describe.each(testDatabases())('job queue on $name', (target) => {
  it('runs a registered job through pg-boss and its handler does the work', async () => {
    const database = await target.open();
    const databaseUrl =
      target.name === 'postgres' ? (database.pool!.options.connectionString as string) : undefined;
    const jobs = await startJobs({ database, log: createLogger('silent') }, [purgeExpiredAuth], {
      work: true,
      databaseUrl,
    });
    try {
      await database.db.insert(schema.verification).values([
        { id: 'old', identifier: 'reset-password:old', value: 'u', expiresAt: new Date(Date.now() - 60_000) },
        { id: 'new', identifier: 'reset-password:new', value: 'u', expiresAt: new Date(Date.now() + 60_000) },
      ]);
      const id = await jobs.queue.send(purgeExpiredAuth.name, {});
      for (let i = 0; i < 100; i++) {
        const job = await jobs.boss.getJobById(purgeExpiredAuth.name, id!);
        if (job?.state === 'completed' || job?.state === 'failed') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await jobs.boss.getJobById(purgeExpiredAuth.name, id!))?.state).toBe('completed');
      const left = await database.db
        .select()
        .from(schema.verification)
        .where(eq(schema.verification.value, 'u'));
      expect(left.map((v) => v.id)).toEqual(['new']);
    } finally {
      await jobs.stop();
      await database.drop();
    }
  });

  it('hands a job cut off by a stop back to the queue at once, without using a retry', async () => {
    const database = await target.open();
    const databaseUrl =
      target.name === 'postgres' ? (database.pool!.options.connectionString as string) : undefined;
    let onStart = () => {};
    const started = new Promise<void>((r) => {
      onStart = r;
    });
    const hang = defineJob({
      name: 'test.hang',
      payload: z.object({}),
      retryDelay: 300,
      handler: () => {
        onStart();
        return new Promise<void>(() => {});
      },
    });
    const log = createLogger('silent');
    const first = await startJobs({ database, log }, [hang], {
      work: true,
      databaseUrl,
      stopTimeoutMs: 1000,
    });
    try {
      const id = await first.queue.send(hang.name, {});
      await started;
      await first.stop();
      const { rows } = await database.executeSql(
        'select state, started_on is null as fresh, start_after <= now() as due from pgboss.job where id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ state: 'retry', fresh: true, due: true });
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('logs a job under the request id that queued it: its own lines and its outcome', async () => {
    const database = await target.open();
    const databaseUrl =
      target.name === 'postgres' ? (database.pool!.options.connectionString as string) : undefined;
    const lines: Record<string, unknown>[] = [];
    const at = (level: string) => (msg: string, data?: Record<string, unknown>) => {
      lines.push(JSON.parse(formatLogLine(level, msg, data)));
    };
    const log: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
    const traced = defineJob({
      name: 'test.traced',
      payload: z.object({ fail: z.boolean() }),
      retryLimit: 0,
      handler: async ({ fail }, ctx) => {
        ctx.log.info('drawing', { fail });
        if (fail) throw new Error('provider down');
      },
    });
    const jobs = await startJobs({ database, log }, [traced], { work: true, databaseUrl });
    try {
      const ok = await withRequestId('req-ok', () => jobs.queue.send(traced.name, { fail: false }));
      const bad = await withRequestId('req-bad', () => jobs.queue.send(traced.name, { fail: true }));
      for (let i = 0; i < 150 && lines.filter((l) => /^job /.test(String(l.msg))).length < 2; i++)
        await new Promise((r) => setTimeout(r, 200));
      const of = (requestId: string) =>
        lines.filter((l) => l.requestId === requestId).map((l) => [l.msg, l.jobId ?? null]);
      expect(of('req-ok')).toEqual([
        ['drawing', null],
        ['job completed', ok],
      ]);
      expect(of('req-bad')).toEqual([
        ['drawing', null],
        ['job failed', bad],
      ]);
      const failed = lines.find((l) => l.msg === 'job failed')!;
      expect(failed).toMatchObject({ level: 'warn', queue: traced.name, message: 'provider down' });
    } finally {
      await jobs.stop();
      await database.drop();
    }
  }, 60_000);
  it('starts a job queued in this process at once and drains a backlog, however long the poll interval', async () => {
    const database = await target.open();
    const databaseUrl =
      target.name === 'postgres' ? (database.pool!.options.connectionString as string) : undefined;
    const done: number[] = [];
    const quick = defineJob({
      name: 'test.quick',
      payload: z.object({ n: z.number() }),
      workers: 1,
      handler: async ({ n }) => {
        done.push(n);
      },
    });
    // Without the wake-ups, the first job would wait for the next poll, and each of the others one more.
    const jobs = await startJobs({ database, log: createLogger('silent') }, [quick], {
      work: true,
      databaseUrl,
      pollingIntervalSeconds: 60,
    });
    try {
      await new Promise((r) => setTimeout(r, 300)); // the worker's first (empty) poll is behind it
      const t0 = performance.now();
      for (const n of [1, 2, 3]) await jobs.queue.send(quick.name, { n });
      while (done.length < 3 && performance.now() - t0 < 20_000) await new Promise((r) => setTimeout(r, 20));
      expect(done.sort()).toEqual([1, 2, 3]);
      expect(performance.now() - t0).toBeLessThan(20_000);
    } finally {
      await jobs.stop();
      await database.drop();
    }
  }, 60_000);
});
