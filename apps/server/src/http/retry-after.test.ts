import { testDatabases } from '@bookloom/db/testing';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createExportRateLimit } from '../services/exports/export-rate-limit';
import { createTestApp } from '../testing/test-app';
import { AppError } from './app-error';
import { errorHandler } from './error-handler';
import { fixedWindowLimit } from './fixed-window-limit';

const seconds = (res: Response) => Number(res.headers.get('retry-after'));

describe('every 429 carries Retry-After', () => {
  const app = new Hono();
  app.onError(errorHandler(createLogger('error')));
  const exports = createExportRateLimit(1, 10 * 60_000);
  const window = fixedWindowLimit(1, 30_000);
  app.get('/export', () => {
    exports.take('u1');
    return new Response('ok');
  });
  app.get('/window', () => {
    window('k');
    return new Response('ok');
  });
  app.get('/bare', () => {
    throw new AppError(429, 'rate_limited', 'Slow down.');
  });
  app.get('/hono', () => {
    throw new HTTPException(429, { message: 'Slow down.' });
  });

  it("takes the limiter's own wait: export builds (10 min window), fixed windows (30 s)", async () => {
    expect((await app.request('/export')).status).toBe(200);
    const res = await app.request('/export');
    expect(res.status).toBe(429);
    expect(seconds(res)).toBeGreaterThan(590);
    expect(seconds(res)).toBeLessThanOrEqual(600);
    expect(((await res.json()) as { error: { retryAfter: number } }).error.retryAfter).toBe(seconds(res));
    await app.request('/window');
    const w = await app.request('/window');
    expect(w.status).toBe(429);
    expect(seconds(w)).toBeGreaterThan(25);
    expect(seconds(w)).toBeLessThanOrEqual(30);
  });

  it('falls back to a minute when the thrower does not know', async () => {
    for (const path of ['/bare', '/hono']) {
      const res = await app.request(path);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('60');
    }
  });
});

describe.each(testDatabases().slice(0, 1))('Retry-After from the app on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(target, { SUPPORT_CHAT_IP_LIMIT: '12' });
  });
  afterAll(async () => t?.close());
  const chat = (sessionId: string, remoteAddress: string) =>
    t.request('/api/support/chat', {
      method: 'POST',
      json: { sessionId, message: 'credits' },
      remoteAddress,
    });

  it('support chat: per browser session (10 a minute) and per client address', async () => {
    for (let i = 0; i < 10; i++) expect((await chat('retry-session-1', '10.0.0.1')).status).toBe(200);
    const bySession = await chat('retry-session-1', '10.0.0.1');
    expect(bySession.status).toBe(429);
    expect(seconds(bySession)).toBeGreaterThan(50);
    expect(seconds(bySession)).toBeLessThanOrEqual(60);
    // Same address, fresh sessions: two more pass (12 an address), then the address is limited.
    expect((await chat('retry-session-2', '10.0.0.1')).status).toBe(200);
    const byAddress = await chat('retry-session-3', '10.0.0.1');
    expect(byAddress.status).toBe(429);
    expect((await byAddress.json()).error.message).toContain('Rate limit');
    expect(seconds(byAddress)).toBeGreaterThan(50);
    expect(seconds(byAddress)).toBeLessThanOrEqual(60);
    expect((await chat('retry-session-4', '10.0.0.2')).status).toBe(200);
  });

  it('contact: the hour window, per e-mail address', async () => {
    const send = () =>
      t.request('/api/contact', {
        method: 'POST',
        json: { email: 'retry@example.com', message: 'hello' },
        remoteAddress: '10.0.1.1',
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const res = await send();
    expect(res.status).toBe(429);
    expect(seconds(res)).toBeGreaterThan(3500);
    expect(seconds(res)).toBeLessThanOrEqual(3600);
  });

  it("sign-in: better-auth's limiter, in the standard header", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 12 && last?.status !== 429; i++)
      last = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'nobody@example.com', password: 'wrong12' },
        remoteAddress: '10.0.2.1',
      });
    expect(last?.status).toBe(429);
    expect(seconds(last!)).toBeGreaterThan(0);
    expect(seconds(last!)).toBeLessThanOrEqual(60);
  });
});
