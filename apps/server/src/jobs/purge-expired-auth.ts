import { schema } from '@bookloom/db';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from './job-definition';

/** Hourly: expired sessions and used-up verification tokens (password-reset links) are deleted. */
export const purgeExpiredAuth = defineJob({
  name: 'auth.purge-expired',
  payload: z.object({}).passthrough(),
  cron: '17 * * * *',
  handler: async (_data, { database, log }) => {
    const now = new Date();
    const sessions = await database.db
      .delete(schema.session)
      .where(lt(schema.session.expiresAt, now))
      .returning({ id: schema.session.id });
    const tokens = await database.db
      .delete(schema.verification)
      .where(lt(schema.verification.expiresAt, now))
      .returning({ id: schema.verification.id });
    log.info('purged expired auth rows', { sessions: sessions.length, verifications: tokens.length });
  },
});
