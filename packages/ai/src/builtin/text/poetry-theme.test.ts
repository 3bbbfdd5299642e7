import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Comptines sur la ferme » / 'Farm rhymes' hunted a bell (« Daisy cherche encore la cloche, du
 * soir à l’aurore »); 'Rhymes about brushing your teeth' hunted a stock kite. Now the farm's rhymes
 * sing its animals and their sounds, one a couplet, each drawn; the toothbrushing rhymes sing the
 * routine (toothpaste, up and down, spit, rinse, the shiny smile, the dentist), each drawn.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const plan = (description: string, language: Language, pages: number) =>
  planStory({ type: 'poetry-rhymes', description, title: description, language, pages });

const STOCK = /\bbell\b|cloche|kite|cerf-volant|looked high|cherche|counts to three|compte jusqu/;

describe('farm rhymes sing the animals and their sounds', () => {
  const SOUNDS: [Language, string, [RegExp, string][]][] = [
    [
      'en',
      'Farm rhymes',
      [
        [/“Moo!”/, 'cow'],
        [/“Oink!”/, 'pig'],
        [/“Cluck!”/, 'chicken'],
        [/“Quack!”/, 'duck'],
        [/“Baa!”/, 'ewe'],
        [/“Neigh!”/, 'horse'],
      ],
    ],
    [
      'fr',
      'Comptines sur la ferme',
      [
        [/« Meuh, meuh\s! »/, 'cow'],
        [/« Groin, groin\s! »/, 'pig'],
        [/« Cot, cot, codet\s! »/, 'chicken'],
        [/« Coin, coin\s! »/, 'duck'],
        [/« Bêê, bêê\s! »/, 'ewe'],
        [/« Hiii\s! »/, 'horse'],
      ],
    ],
  ];
  it.each(SOUNDS)('%s: %s', async (language, idea, sounds) => {
    for (const n of [8, 12, 24]) {
      const { pages } = await plan(idea, language, n);
      const texts = pages.map((p) => p.text);
      expect(new Set(texts).size).toBe(n);
      for (const t of texts) expect(t).not.toMatch(STOCK);
      if (n < 24) continue;
      // The whole farm at 24 pages: each animal's sound, drawn on its page.
      for (const [sound, icon] of sounds) {
        const page = pages.find((p) => sound.test(p.text));
        expect(page, `${sound}`).toBeDefined();
        expect(subjectsOf(page as { hints?: unknown })).toContain(icon);
      }
    }
  });
});

describe('toothbrushing rhymes sing the routine', () => {
  const STEPS: [Language, string, [RegExp, string][]][] = [
    [
      'en',
      'Rhymes about brushing your teeth',
      [
        [/toothpaste/, 'lotion-bottle'],
        [/Up and down/, 'toothbrush'],
        [/Round and round/, 'toothbrush'],
        [/spit it out/, 'droplet'],
        [/rinse/, 'cup-with-straw'],
        [/shiny smile/, 'mirror'],
        [/dentist’s chair/, 'health-worker'],
      ],
    ],
    [
      'fr',
      'Comptines pour se brosser les dents',
      [
        [/dentifrice/, 'lotion-bottle'],
        [/De haut en bas/, 'toothbrush'],
        [/tourne en rond/, 'toothbrush'],
        [/recrache/, 'droplet'],
        [/rince bien/, 'cup-with-straw'],
        [/sourire qui brille/, 'mirror'],
        [/Chez la dentiste/, 'health-worker'],
      ],
    ],
  ];
  it.each(STEPS)('%s: %s', async (language, idea, steps) => {
    for (const n of [8, 12, 24]) {
      const { pages } = await plan(idea, language, n);
      const texts = pages.map((p) => p.text);
      expect(new Set(texts).size).toBe(n);
      for (const t of texts) expect(t).not.toMatch(STOCK);
      expect(subjectsOf(pages[0])).toContain('sun');
      if (n < 24) continue;
      for (const [step, icon] of steps) {
        const page = pages.find((p) => step.test(p.text));
        expect(page, `${step}`).toBeDefined();
        expect(subjectsOf(page as { hints?: unknown })).toContain(icon);
      }
    }
  });
});
