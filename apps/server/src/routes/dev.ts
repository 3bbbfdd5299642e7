import { randomUUID } from 'node:crypto';
import { creditCredits, getRole } from '@bookloom/db';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { currentUser, userIdOf } from '../auth/session';
import { notFound } from '../http/app-error';
import { devRoutesOpen } from '../http/dev-access';
import { readOutbox } from '../mail/mailer';
import { escapeHtml } from '../mail/templates';

type Ctx = Parameters<typeof devRoutesOpen>[0];

/**
 * Development helpers answer only a request made on this machine (loopback socket, no proxy
 * headers) to a server that listens on loopback only, outside production; anything else is a 404.
 */
export function assertDevRoutesOpen(c: Ctx) {
  if (!devRoutesOpen(c)) throw notFound();
}

export const devApiRoutes = new Hono<AppEnv>().post('/dev/add-credits', async (c) => {
  assertDevRoutesOpen(c);
  const r = await creditCredits(c.var.deps.database.db, {
    userId: await userIdOf(c),
    amount: 100,
    reference: `dev:${randomUUID()}`,
    type: 'dev_grant',
    description: 'Development credits',
  });
  if (!r.ok) throw notFound('Your user profile was not found. Please try logging out and back in.');
  return c.json({ credits: r.creditsAfter });
});

/** The outbox holds password-reset links: it also needs an admin session. */
const outboxOf = async (c: Ctx & Parameters<typeof currentUser>[0]) => {
  assertDevRoutesOpen(c);
  const { outboxDir, database } = c.var.deps;
  const user = await currentUser(c);
  if (!outboxDir || !user || (await getRole(database.db, user.id)) !== 'admin') throw notFound();
  return outboxDir;
};

export const devOutboxRoutes = new Hono<AppEnv>()
  .get('/outbox.json', async (c) => c.json({ items: await readOutbox(await outboxOf(c)) }))
  .get('/outbox', async (c) => {
    const items = await readOutbox(await outboxOf(c));
    const rows = items
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><small>To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</small></p><div>${m.html}</div></article>`,
      )
      .join('<hr>');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Dev outbox · Bookloom</title><style>body{font-family:system-ui;max-width:720px;margin:2rem auto;padding:0 1rem}article{padding:1rem 0}</style></head><body><h1>Development outbox</h1><p>E-mails the app would have sent (no SMTP_URL set). Newest first.</p>${rows || '<p>No e-mails yet.</p>'}</body></html>`,
    );
  });
