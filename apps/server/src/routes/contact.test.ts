import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe.each(testDatabases())('contact API on $name', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false', SUPPORT_EMAIL: 'help@bookloom.test' });
  });
  afterAll(async () => t?.close());
  const send = (json: unknown, cookie?: string) =>
    t.request('/api/contact', { method: 'POST', json, cookie });

  it('stores a ticket, mails support with the HTML as text, and answers the ticket id', async () => {
    const cookie = await t.signUp('reader@example.com');
    const res = await send(
      {
        name: '<b>Ada</b>',
        email: 'Ada@Example.com',
        subject: 'Hi\r\nBcc: x@evil.test',
        message: '<script>alert(1)</script> & my book',
      },
      cookie,
    );
    expect(res.status).toBe(200);
    const { ticketId } = await res.json();
    expect(ticketId).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await t.outbox();
    expect(mail.to).toBe('help@bookloom.test');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; my book');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(mail.text).toContain('<script>alert(1)</script> & my book');
    const { rows } = await t.database.executeSql(
      'select user_id, email, status from support_tickets where id = $1',
      [ticketId],
    );
    expect(rows[0]).toMatchObject({ email: 'ada@example.com', status: 'open' });
    expect(rows[0].user_id).toBeTruthy();
  });

  it('refuses a missing email or message, a bad email and a 20,000-character message', async () => {
    for (const body of [
      { message: 'hello' },
      { email: 'a@example.com' },
      { email: 'a@example.com', message: '   ' },
    ]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toContain('Email and message are required fields');
    }
    expect((await send({ email: 'not-an-email', message: 'x' })).status).toBe(400);
    const long = await send({ email: 'a@example.com', message: 'x'.repeat(20_000) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toContain('too long');
  });

  it('rate-limits per e-mail (3 an hour) and per client address (5 an hour)', async () => {
    for (let i = 0; i < 3; i++)
      expect((await send({ email: 'flood@example.com', message: `m${i}` })).status).toBe(200);
    const fourth = await send({ email: 'flood@example.com', message: 'again' });
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error.code).toBe('rate_limited');
    // The first test's ticket and these three came from this address: one more, then refused.
    expect((await send({ email: 'other@example.com', message: 'x' })).status).toBe(200);
    expect((await send({ email: 'third@example.com', message: 'x' })).status).toBe(429);
  });
});
