import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

type Page = { text: string; hints?: { subjects?: string[]; place?: string } };
const book = async (description: string, language: 'en' | 'fr', pages: number): Promise<Page[]> =>
  (await planStory({ type: 'hyper-realistic', language, description, pages })).pages as Page[];

const text = (pages: Page[]) => pages.map((p) => p.text).join(' ');
const subjects = (pages: Page[]) => pages.flatMap((p) => p.hints?.subjects ?? []);

describe('wild animals in their home are a nature book (issue 14)', async () => {
  it('wild horses run on the beach and dunes, a herd drawn, no egg hunt or ice-cream hut', async () => {
    const pages = await book('Wild horses running on a beach', 'en', 12);
    const t = text(pages);
    expect(t).toMatch(/wild horses/);
    expect(t).toMatch(/gallop/);
    expect(t).toMatch(/foals/);
    expect(t).not.toMatch(/egg|ice-cream|kite|library/i);
    expect(
      pages.filter((p) => (p.hints?.subjects ?? []).filter((s) => s === 'horse').length >= 2).length,
    ).toBeGreaterThan(8);
  });
  it('snow leopards live on rocky cliffs in the high mountains, with goats; tails for balance', async () => {
    const pages = await book('Snow leopards of the Himalaya', 'en', 12);
    const t = text(pages);
    expect(t).toMatch(/tail helps it balance/);
    expect(pages.some((p) => /rocky cliffs/.test(p.hints?.place ?? ''))).toBe(true);
    expect(subjects(pages)).toContain('goat');
    expect(t).not.toMatch(/egg|igloo|sledge/i);
  });
  it('« Les loups de la forêt en hiver » : la meute hurle pour se parler', async () => {
    const t = text(await book('Les loups de la forêt en hiver', 'fr', 12));
    expect(t).toMatch(/meute/);
    expect(t).toMatch(/hurlent pour se parler/);
    expect(t).toMatch(/louveteaux/);
  });
  it('elephants cross the river, trunks like snorkels, calves drawn beside', async () => {
    const pages = await book('A herd of elephants crossing the river', 'en', 12);
    expect(text(pages)).toMatch(/snorkels/);
    expect(text(pages)).not.toMatch(/old bridge|little bird/);
  });
  it('« Les ours bruns pêchent le saumon » : la cascade, le saumon, les oursons', async () => {
    const pages = await book('Les ours bruns pêchent le saumon', 'fr', 12);
    const t = text(pages);
    expect(t).toMatch(/saumon/);
    expect(t).toMatch(/oursons/);
    expect(subjects(pages)).toContain('fish');
  });
  it('wild tigers of India are in the jungle, not an egg hunt', async () => {
    const t = text(await book('Wild Tigers of India', 'en', 12));
    expect(t).toMatch(/stripes/);
    expect(t).not.toMatch(/egg/);
  });
  it.each([4, 24, 50])('no sentence repeats at %i pages', async (n) => {
    for (const [idea, lang] of [
      ['Wild horses running on a beach', 'en'],
      ['Les ours bruns pêchent le saumon', 'fr'],
    ] as const) {
      const sentences = (await book(idea, lang, n)).flatMap((p) => p.text.split(/(?<=[.!?])\s+/));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
