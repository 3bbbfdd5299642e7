import { schema } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASS_COVER_CATEGORIES, planCovers, runMassCovers } from '../services/admin-covers/mass-covers';
import { planRemainingCovers } from '../services/admin-covers/quick-fix';
import { templateImageKey, templateThumbKey } from '../services/templates/template-keys';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('admin cover template management on $name', (target) => {
  let t: App;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    admin = await t.signUp('covers-admin@example.com'); // the first account is the admin
    user = await t.signUp('covers-user@example.com');
  }, 120_000);
  afterAll(() => t?.close());

  it('lists gallery templates to admins only and deletes one with its files', async () => {
    const id = '00000000-0000-4000-8000-00000000c0de';
    await t.storage.put(templateImageKey(id), new Uint8Array([1]), 'image/png');
    await t.storage.put(templateThumbKey(id), new Uint8Array([2]), 'image/png');
    await t.database.db.insert(schema.coverTemplates).values({
      id,
      userId: null,
      name: 'Test Gallery Cover',
      style: 'Animals',
      imageKey: templateImageKey(id),
      thumbKey: templateThumbKey(id),
    });
    expect((await t.request('/api/admin/covers/templates', { cookie: user })).status).toBe(404);
    expect((await t.request('/api/admin/covers/templates')).status).toBe(404);
    const { templates } = await (await t.request('/api/admin/covers/templates', { cookie: admin })).json();
    expect(templates.map((x: { id: string }) => x.id)).toContain(id);
    expect(templates.length).toBeLessThanOrEqual(100);

    const del = (cookie: string) =>
      t.request(`/api/admin/covers/templates/${id}`, { method: 'DELETE', cookie });
    expect((await del(user)).status).toBe(404);
    expect((await del(admin)).status).toBe(204);
    expect(await t.storage.get(templateImageKey(id))).toBeFalsy();
    expect(await t.storage.get(templateThumbKey(id))).toBeFalsy();
    expect((await del(admin)).status).toBe(404);
  });
  const generate = (body: unknown, cookie = admin, lang = 'en') =>
    t.request('/api/admin/covers/generate', {
      method: 'POST',
      cookie,
      json: body,
      headers: { 'accept-language': lang },
    });

  it.each([
    ['maxTotal', { categories: ['Animals'], maxTotal: 0 }],
    ['maxTotal', { categories: ['Animals'], maxTotal: 101 }],
    ['maxTotal', { categories: ['Animals'], maxTotal: 'abc' }],
    ['perStyle', { categories: ['Animals'], perStyle: 11 }],
    ['categories', { categories: [] }],
    ['provider', { categories: ['Animals'], provider: 'openai' }], // not configured here
  ])('refuses bad input with a field error on %s', async (field, body) => {
    const res = await generate(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toBeTruthy();
  });

  it('gives field errors in French and 404 to non-admins', async () => {
    const fr = await generate({ categories: ['Animals'], maxTotal: 101 }, admin, 'fr');
    expect((await fr.json()).error.fields.maxTotal).toMatch(/total maximum/);
    expect((await generate({ categories: ['Animals'] }, user)).status).toBe(404);
  });

  it('plans per style up to max total', () => {
    expect(planCovers({ categories: ['Animals', 'Space'], maxTotal: 20, perStyle: 5 })).toHaveLength(10);
    expect(planCovers({ categories: ['Animals', 'Space'], maxTotal: 3, perStyle: 5 })).toHaveLength(3);
  });

  it('dry-runs, runs with progress into the gallery, and refuses a second run meanwhile', async () => {
    const dry = await generate({ categories: ['Animals', 'Space'], perStyle: 2, dryRun: true });
    expect(dry.status).toBe(202);
    expect(await dry.json()).toMatchObject({ planned: 4, dryRun: true });
    const before = (await (await t.request('/api/admin/covers/templates', { cookie: admin })).json())
      .templates.length;

    const res = await generate({ categories: ['Space'], maxTotal: 2, perStyle: 5 });
    expect(res.status).toBe(202);
    const { runId, planned } = await res.json();
    expect(planned).toBe(2);
    const again = await generate({ categories: ['Animals'] });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/already running/);

    await runMassCovers({ ...t.services, attempt: { id: 'x', retryCount: 0, retryLimit: 1 } }, runId);
    const body = await (await t.request('/api/admin/covers/runs', { cookie: admin })).json();
    expect(body.providers).toEqual(['builtin']);
    expect(body.runs[0]).toMatchObject({
      id: runId,
      status: 'completed',
      generated: 2,
      failed: 0,
      planned: 2,
    });
    expect(body.runs[1]).toMatchObject({ status: 'completed', planned: 4, generated: 0 });
    const after = (await (await t.request('/api/admin/covers/templates', { cookie: admin })).json())
      .templates;
    expect(after.length).toBe(before + 2);
    expect(after[0].style).toBe('Space');
  }, 180_000);

  it('plans the remaining covers: emptiest categories first, two each, at most 10', () => {
    const plan = planRemainingCovers(
      new Map([
        ['Animals', 2],
        ['Space', 1],
      ]),
    );
    expect(plan).toHaveLength(10);
    expect(plan.some((p) => p.category === 'Animals')).toBe(false);
    // Space already has one: it is filled on the second pass only, after every empty category.
    expect(plan.find((p) => p.category === 'Space')).toBeUndefined();
    expect(plan[0]).toEqual({ category: MASS_COVER_CATEGORIES[0], n: 1 });
    const full = new Map(MASS_COVER_CATEGORIES.map((c) => [c as string, 2]));
    expect(planRemainingCovers(full)).toEqual([]);
  });

  it('Quick Fix: a dry run counts; a run deletes broken templates and queues the remaining covers; 404 to others, 409 during a run', async () => {
    const quick = (dryRun: boolean, cookie = admin, lang = 'en') =>
      t.request('/api/admin/covers/quick-fix', {
        method: 'POST',
        cookie,
        json: { dryRun },
        headers: { 'accept-language': lang },
      });
    const id = '00000000-0000-4000-8000-0000000b40e0';
    await t.database.db.insert(schema.coverTemplates).values({
      id,
      userId: null,
      name: 'Broken Gallery Cover',
      style: 'Animals',
      imageKey: 'broken:gone',
    });
    expect((await quick(true, user)).status).toBe(404);
    expect((await t.request('/api/admin/covers/quick-fix', { method: 'POST', json: {} })).status).toBe(404);

    const dry = await quick(true);
    expect(dry.status).toBe(200);
    const counted = await dry.json();
    expect(counted).toMatchObject({ dryRun: true, plannedCovers: 10, runId: null, provider: 'builtin' });
    expect(counted.deletedTemplates).toBeGreaterThanOrEqual(1);
    let templates = (await (await t.request('/api/admin/covers/templates', { cookie: admin })).json())
      .templates as { id: string; style: string }[];
    expect(templates.map((x) => x.id)).toContain(id);

    const run = await quick(false);
    expect(run.status).toBe(202);
    const done = await run.json();
    expect(done).toMatchObject({ dryRun: false, plannedCovers: 10 });
    expect(done.deletedTemplates).toBe(counted.deletedTemplates);
    templates = (await (await t.request('/api/admin/covers/templates', { cookie: admin })).json()).templates;
    expect(templates.map((x) => x.id)).not.toContain(id);

    const busy = await quick(false, admin, 'fr');
    expect(busy.status).toBe(409);
    expect((await busy.json()).error.message).toMatch(/réparation rapide/);

    await runMassCovers({ ...t.services, attempt: { id: 'x', retryCount: 0, retryLimit: 1 } }, done.runId);
    const runs = (await (await t.request('/api/admin/covers/runs', { cookie: admin })).json()).runs;
    expect(runs[0]).toMatchObject({ id: done.runId, status: 'completed', planned: 10, generated: 10 });
    templates = (await (await t.request('/api/admin/covers/templates', { cookie: admin })).json()).templates;
    const drawn = new Set(templates.slice(0, 10).map((x) => x.style));
    expect(drawn.has(MASS_COVER_CATEGORIES[0])).toBe(true);
    expect(drawn.has('Space')).toBe(false); // it had two already
  }, 240_000);
});
