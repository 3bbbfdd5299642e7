import { getBookById } from '@bookloom/db';
import { testDatabases } from '@bookloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCompletedBook } from '../../testing/completed-book';
import { createTestApp } from '../../testing/test-app';
import { CHARACTER_GROUPS, GALLERY_CHARACTERS } from './gallery-characters';
import { seedGalleryCharacters } from './seed-gallery-characters';

type App = Awaited<ReturnType<typeof createTestApp>>;
type Item = { id: string; name: string; type: string; bible: { styleTags: string[] } };

describe.each(testDatabases())('character gallery on $name', (target) => {
  let t: App;
  beforeAll(async () => {
    // The builtin engine for books too: the test looks at what it really draws.
    t = await createTestApp(target, { RATE_LIMIT: 'false' }, { work: true });
    await seedGalleryCharacters(t.services);
  }, 180_000);
  afterAll(async () => t?.close());

  it('seeds at least 24 characters across the six groups, once', async () => {
    expect(GALLERY_CHARACTERS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(GALLERY_CHARACTERS.map((c) => c.group))).toEqual(new Set(CHARACTER_GROUPS));
    expect(await seedGalleryCharacters(t.services)).toEqual({ inserted: 0 });
  });

  it('pages 12 at a time with the exact count, filters by type chip and search, for anyone', async () => {
    const first = await (await t.request('/api/character-gallery')).json();
    expect(first.total).toBe(GALLERY_CHARACTERS.length);
    expect(first.items).toHaveLength(12);
    expect(first.types).toEqual([...CHARACTER_GROUPS].sort());
    expect(first.items[0].name).toBe(GALLERY_CHARACTERS[0].name);
    const last = Math.ceil(first.total / 12);
    const tail = await (await t.request(`/api/character-gallery?page=${last}`)).json();
    expect(tail.items).toHaveLength(first.total - (last - 1) * 12);
    const animals = await (await t.request('/api/character-gallery?type=Animals')).json();
    expect(animals.items.every((i: Item) => i.type === 'Animals')).toBe(true);
    expect(animals.total).toBe(GALLERY_CHARACTERS.filter((c) => c.group === 'Animals').length);
    const fox = await (await t.request('/api/character-gallery?search=FOX')).json();
    expect(fox.items.map((i: Item) => i.name)).toContain('Ruby the Fox');
    const thumb = await t.request(`/api/characters/${first.items[0].id}/image?size=thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toContain('public');
  });

  it('a book made with a gallery character draws that character’s figure on the cover and every page', async () => {
    const cookie = await t.signUp('reader@example.com');
    const fox = GALLERY_CHARACTERS.find((c) => c.name === 'Ruby the Fox')!;
    const picker = await (await t.request('/api/characters/pickable', { cookie })).json();
    expect(picker.characters.map((c: { id: string }) => c.id)).toContain(fox.id);
    const detail = await (await t.request(`/api/characters/${fox.id}`)).json();
    expect(detail.character.bible.promptPrefix).toContain('Ruby the Fox');
    const bookId = await generateCompletedBook(t, cookie, { characterId: fox.id, pages: 4 });
    const book = await getBookById(t.database.db, bookId);
    const plan = book!.plan as { character: { name: string; figure: Record<string, string> } };
    const seeded = (await t.database.db.query.characters.findFirst({
      where: (c, { eq }) => eq(c.id, fox.id),
    }))!.bible as { figure: Record<string, string> };
    expect(plan.character.name).toBe('Ruby the Fox');
    expect(plan.character.figure).toEqual(seeded.figure);
    expect(plan.character.figure.id).toBe('fox');
  }, 120_000);
});
