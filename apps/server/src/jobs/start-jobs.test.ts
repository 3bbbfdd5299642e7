import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
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
      const id = await jobs.boss.send(purgeExpiredAuth.name, {});
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
});
