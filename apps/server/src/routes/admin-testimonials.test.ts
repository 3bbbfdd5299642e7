import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('landing testimonials on $name', (target) => {
  let t: App;
  let admin: string;
  let user: string;
  const add = (json: unknown, cookie = admin) =>
    t.request('/api/admin/testimonials', { method: 'POST', cookie, json });
  const landing = async (lang?: string) =>
    (await (await t.request(`/api/landing/testimonials${lang ? `?lang=${lang}` : ''}`)).json()).testimonials;

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    admin = await t.signUp('first@example.com'); // the first account is the admin
    user = await t.signUp('user@example.com');
  });
  afterAll(async () => t?.close());

  it('answers 404 to anyone but an admin, and changes nothing', async () => {
    const valid = { quote: 'Lovely.', authorName: 'Ann' };
    for (const cookie of ['', user]) {
      expect((await t.request('/api/admin/testimonials', { cookie })).status).toBe(404);
      expect((await add(valid, cookie)).status).toBe(404);
    }
    const { testimonials } = await (await t.request('/api/admin/testimonials', { cookie: admin })).json();
    expect(testimonials).toEqual([]);
    expect(await landing()).toEqual([]);
  });

  it('validates: quote and name required, quote ≤ 400, name ≤ 100, language en|fr', async () => {
    const bad = [
      { authorName: 'Ann' },
      { quote: '   ', authorName: 'Ann' },
      { quote: 'Fine.', authorName: '\u200b' },
      { quote: 'x'.repeat(401), authorName: 'Ann' },
      { quote: 'Fine.', authorName: 'n'.repeat(101) },
      { quote: 'Fine.', authorName: 'Ann', language: 'de' },
    ];
    for (const json of bad) {
      const res = await add(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error.code).toBe('validation_error');
    }
    expect((await add({ quote: 'q'.repeat(400), authorName: 'n'.repeat(100) })).status).toBe(201);
  });

  it('stores HTML as text; the landing lists the 3 newest published in the asked language', async () => {
    const html = '<img src=x onerror=alert(1)><b>Great</b> book';
    const created = await (
      await add({ quote: html, authorName: '<i>Zoé</i>', authorRole: 'a parent' })
    ).json();
    expect(created.testimonial).toMatchObject({ quote: html, authorName: '<i>Zoé</i>', language: 'en' });
    await add({ quote: 'Hidden draft.', authorName: 'Draft', published: false });
    await add({ quote: 'Un beau livre.', authorName: 'Léa', language: 'fr' });
    const en = await landing('en');
    expect(en).toHaveLength(2); // this one and the 400-character quote of the test before
    expect(en[0]).toEqual({
      id: created.testimonial.id,
      quote: html,
      authorName: '<i>Zoé</i>',
      authorRole: 'a parent',
    });
    expect(en.map((x: { quote: string }) => x.quote)).not.toContain('Hidden draft.');
    expect((await landing('fr')).map((x: { authorName: string }) => x.authorName)).toEqual(['Léa']);
    expect(await landing('xx')).toEqual(en); // an unknown language falls back to English
    for (const n of [1, 2, 3]) await add({ quote: `Quote ${n}`, authorName: `P${n}` });
    expect((await landing('en')).map((x: { quote: string }) => x.quote)).toEqual([
      'Quote 3',
      'Quote 2',
      'Quote 1',
    ]);
  });

  it('deletes: admin only; unknown or malformed id → 404', async () => {
    const { testimonial } = await (await add({ quote: 'To delete.', authorName: 'Del' })).json();
    const del = (id: string, cookie = admin) =>
      t.request(`/api/admin/testimonials/${id}`, { method: 'DELETE', cookie });
    expect((await del(testimonial.id, user)).status).toBe(404);
    expect((await del(testimonial.id, '')).status).toBe(404);
    expect((await del(testimonial.id)).status).toBe(200);
    expect((await del(testimonial.id)).status).toBe(404);
    expect((await del('not-a-uuid')).status).toBe(404);
    const { testimonials } = await (await t.request('/api/admin/testimonials', { cookie: admin })).json();
    expect(testimonials.map((x: { id: string }) => x.id)).not.toContain(testimonial.id);
  });
});
