import { insertCharacter } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMassCharacters } from '../services/admin-characters/mass-characters';
import { characterPrefix, uuidFrom } from '../services/characters/character-keys';
import { createTestApp } from '../testing/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabases())('admin mass character generator on $name', (target) => {
  let t: App;
  let admin: string;
  let user: string;
  const generate = (body: unknown, cookie = admin, lang = 'en') =>
    t.request('/api/admin/characters/generate', {
      method: 'POST',
      cookie,
      json: body,
      headers: { 'accept-language': lang },
    });

  beforeAll(async () => {
    t = await createTestApp(target, { RATE_LIMIT: 'false' });
    admin = await t.signUp('chars-admin@example.com'); // the first account is the admin
    user = await t.signUp('chars-user@example.com');
  }, 120_000);
  afterAll(() => t?.close());

  it('answers 404 to anyone but an admin', async () => {
    expect((await generate({ selectedCharacters: ['Zara'] }, user)).status).toBe(404);
    expect((await t.request('/api/admin/characters', { cookie: user })).status).toBe(404);
    expect((await t.request('/api/admin/characters')).status).toBe(404);
  });

  it('lists the catalogue of 60 in six groups', async () => {
    const body = await (await t.request('/api/admin/characters', { cookie: admin })).json();
    expect(body.catalogue).toHaveLength(60);
    const by: Record<string, number> = {};
    for (const c of body.catalogue) by[c.group] = (by[c.group] ?? 0) + 1;
    expect(by).toEqual({
      'Human Kids': 12,
      Animals: 12,
      'Fantasy & Magic': 10,
      'Gaming Style': 8,
      'Sports & Soccer': 6,
      'Anime Characters': 12,
    });
    expect(body.running).toBe(false);
  });

  it('refuses an empty or unknown selection with field errors (en/fr)', async () => {
    const empty = await generate({ selectedCharacters: [] });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.selectedCharacters).toBe(
      'Please select at least one character type to generate',
    );
    const fr = await generate({ selectedCharacters: [] }, admin, 'fr');
    expect((await fr.json()).error.fields.selectedCharacters).toMatch(/au moins un type de personnage/);
    expect((await generate({ selectedCharacters: ['Nobody'] })).status).toBe(400);
  });

  it('cleans up broken ones first, draws the selection, deletes with files', async () => {
    const broken = uuidFrom('broken-gallery-character');
    await insertCharacter(t.database.db, {
      id: broken,
      userId: null,
      name: 'Broken',
      description: 'no picture',
      isPublic: true,
      status: 'ready',
    });
    const made = await runMassCharacters(t.services, {
      selectedCharacters: ['Zara', 'Kiki'],
      cleanupFirst: true,
    });
    expect(made.inserted).toBe(2);
    const body = await (await t.request('/api/admin/characters', { cookie: admin })).json();
    expect(body.characters.map((c: { id: string }) => c.id)).not.toContain(broken);
    const zara = body.characters.find((c: { name: string }) => c.name === 'Zara');
    expect(zara.images).toBe(1);
    expect(
      body.catalogue.filter((c: { exists: boolean }) => c.exists).map((c: { name: string }) => c.name),
    ).toEqual(expect.arrayContaining(['Zara', 'Kiki']));
    expect((await t.storage.list(characterPrefix(zara.id))).length).toBeGreaterThan(0);

    expect(
      (await t.request(`/api/admin/characters/${zara.id}`, { method: 'DELETE', cookie: user })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/admin/characters/${zara.id}`, { method: 'DELETE', cookie: admin })).status,
    ).toBe(204);
    expect(await t.storage.list(characterPrefix(zara.id))).toEqual([]);
  }, 120_000);

  it('refuses a second run while one is queued', async () => {
    expect((await generate({ selectedCharacters: ['Zara'] })).status).toBe(202);
    const again = await generate({ selectedCharacters: ['Kiki'] });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/already running/);
    expect((await (await t.request('/api/admin/characters', { cookie: admin })).json()).running).toBe(true);
  });
});
