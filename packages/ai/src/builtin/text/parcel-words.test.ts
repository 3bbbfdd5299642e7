import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a key object with no icon is drawn as a little parcel; its alt text says so in plain
 * words (“a little parcel holding the silver locket”), not “a parcel for the silver locket”.
 */
const plan = (type: string, description: string, language: 'en' | 'fr') =>
  planStory({
    title: 'Locket',
    type: type as Parameters<typeof planStory>[0]['type'],
    description,
    language,
  });

describe('the stand-in parcel’s alt text reads naturally', () => {
  it.each([
    [
      'story-book',
      'A girl named Mia looks for her silver locket in the park.',
      'en',
      'a little parcel holding the silver locket',
    ],
    [
      'poetry-rhymes',
      'A girl named Mia looks for her silver locket in the park.',
      'en',
      'a little parcel holding the silver locket',
    ],
    ['story-book', 'Une souris cherche sa casserole.', 'fr', 'un petit paquet contenant la casserole'],
    ['poetry-rhymes', 'Une souris cherche sa casserole.', 'fr', 'un petit paquet contenant la casserole'],
  ] as const)('%s, %s', async (type, description, lang, said) => {
    const alts = (await plan(type, description, lang)).pages.map((p) => p.alt ?? '');
    expect(alts.some((a) => a.includes(said))).toBe(true);
    for (const a of alts) {
      expect(a).not.toMatch(/parcel for|paquet pour/);
      // Drawn as a parcel, never said as the bare thing ("and a silver locket.").
      expect(a).not.toMatch(/\b(a silver locket|une casserole)\b/);
    }
  });
});
