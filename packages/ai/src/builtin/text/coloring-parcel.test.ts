import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';

/**
 * Issue 14: a colouring caption names what is drawn. A key object with no icon is drawn as a
 * little parcel, so its caption says the parcel (“holds a little parcel with the silver locket
 * inside”), not “holds the silver locket” over a drawn parcel.
 */
const plan = (description: string, language: 'en' | 'fr') =>
  planBuiltinStory({
    title: 'Locket',
    author: 'A',
    type: 'coloring',
    description,
    pages: 24,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
  } as Parameters<typeof planBuiltinStory>[0]);

describe('a colouring caption for the stand-in parcel names the parcel', () => {
  it.each([
    ['A girl named Mia looks for her silver locket in the park.', 'en', 'silver locket', /parcel/],
    ['Une souris cherche sa casserole.', 'fr', 'casserole', /petit paquet contenant la casserole/],
  ] as const)('%s', async (description, lang, thing, parcel) => {
    const pages = (await plan(description, lang)).pages;
    const naming = pages.filter((p) => p.text.includes(thing));
    expect(naming.length).toBeGreaterThan(0);
    for (const p of naming) {
      expect(p.text).toMatch(parcel);
      expect(p.alt).toMatch(parcel);
      expect((p.hints as { subjects?: string[] } | undefined)?.subjects?.length).toBe(1);
    }
  });
});
