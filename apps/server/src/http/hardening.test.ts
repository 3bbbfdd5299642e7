import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWeb } from '../routes/static-web';
import { createTestApp } from '../testing/test-app';

describe('hardening headers and limits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { RATE_LIMIT: 'false' });
  });
  afterAll(async () => t?.close());

  it('answers signed-in JSON with Cache-Control: no-store and a Content-Security-Policy', async () => {
    const cookie = await t.signUp('cache@example.com');
    const me = await t.request('/api/me', { cookie });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('content-security-policy')).toContain("default-src 'self'");
    const session = await t.request('/api/auth/get-session', { cookie });
    expect(session.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('rate-limits /api/client-log per client address', async () => {
    const log = (remoteAddress: string) =>
      t.request('/api/client-log', {
        method: 'POST',
        remoteAddress,
        json: { kind: 'not_found', path: '/x' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await log('192.0.2.50')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const limited = await log('192.0.2.50');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect((await log('192.0.2.51')).status).toBe(200);
  });
});

describe('index.html policy', () => {
  it('allows exactly the inline scripts of the build, by hash', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'bookloom-dist-'));
    try {
      const inline = "document.documentElement.classList.add('dark');";
      writeFileSync(join(dist, 'index.html'), `<html><head><script>${inline}</script></head></html>`);
      const web = staticWeb(dist);
      const root = await web.request('/');
      expect(await root.text()).toContain(inline);
      const res = await web.request('/dashboard');
      const policy = res.headers.get('content-security-policy')!;
      expect(root.headers.get('content-security-policy')).toBe(policy);
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-eval');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
