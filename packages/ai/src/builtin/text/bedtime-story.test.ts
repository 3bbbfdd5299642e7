import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { skyFromText } from './page-sky';
import { planBuiltinStory } from './plan-builtin-story';
import type { StoryHints } from './story-light';

const milo: BookRequest = {
  title: 'Milo and the Moon',
  author: 'Ada',
  type: 'bedtime-books',
  description: 'A boy and his cat follow the moon over the rooftops.',
  pages: 8,
  language: 'en',
  trim: '8x8',
  bleed: false,
  quality: 'standard',
};

describe('bedtime stories', () => {
  it('run from dusk to night and end at the darkest, asleep, in both languages', async () => {
    for (const language of ['en', 'fr'] as const) {
      for (const seed of [1, 2, 3]) {
        const plan = await planBuiltinStory({ ...milo, language, seed });
        const lights = plan.pages.map((p) => (p.hints as StoryHints).light);
        expect(lights[0]).toBe('dusk');
        expect(lights.at(-1)).toBe('sleep');
        expect(lights.every((l) => l !== 'day')).toBe(true);
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).not.toMatch(/every morning|one day|chaque matin|un jour/i);
        expect(plan.pages.at(-1)?.text).toMatch(/good night|sleep well|bonne nuit|dors bien/i);
        expect(plan.coverScene).toMatch(/at night/);
      }
    }
  });

  it('carries the companion of the description on every page, and only there', async () => {
    const plan = await planBuiltinStory(milo);
    expect(plan.pages.every((p) => (p.hints as StoryHints).companion === 'cat')).toBe(true);
    expect(plan.coverScene).toContain('the cat close by');
    const alone = await planBuiltinStory({
      ...milo,
      description: 'A boy follows the moon over the rooftops.',
    });
    expect(alone.pages.some((p) => (p.hints as StoryHints).companion)).toBe(false);
  });

  it('keeps other stories in daylight unless their description happens at night', async () => {
    const day = await planBuiltinStory({ ...milo, type: 'story-book', description: 'A boy flies a kite.' });
    // Daylight, but for a page whose own text says evening, night or "so dark" (issue 14).
    for (const p of day.pages)
      expect((p.hints as StoryHints).light, p.text).toBe(skyFromText(p.text).light ?? 'day');
    const night = await planBuiltinStory({
      ...milo,
      type: 'story-book',
      description: 'A girl counts the stars every night.',
    });
    expect(night.pages.every((p) => (p.hints as StoryHints).light === 'night')).toBe(true);
  });

  it('draws moon and star poems at night, and a bedtime rhymes book at night but for its sunrise', async () => {
    const rhymes = { ...milo, type: 'poetry-rhymes' as const, pages: 12 };
    const day = await planBuiltinStory({ ...rhymes, description: 'Funny rhymes for a rainy afternoon.' });
    for (const p of day.pages) {
      const h = p.hints as StoryHints;
      // Or whatever the lines themselves say about the sky ("shine at night").
      expect(h.light, p.text).toBe(
        h.subjects?.some((s) => /moon|star/.test(s)) ? 'night' : (skyFromText(p.text).light ?? 'day'),
      );
    }
    const bedtime = await planBuiltinStory({
      ...rhymes,
      description: 'Gentle rhymes about the moon at bedtime.',
    });
    for (const p of bedtime.pages) {
      const h = p.hints as StoryHints;
      expect(h.light).toBe(h.subjects?.some((s) => /sunrise|honeybee/.test(s)) ? 'day' : 'night');
    }
  });
});
