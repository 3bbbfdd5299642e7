import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';

/** Issue 14 review: the page and its alt text name the same hero, drawn as that hero. */
const book = async (description: string, language: Language, type: string) => {
  const plan = await planBuiltinStory({
    type,
    language,
    title: 'Title',
    description,
    pages: 6,
    author: 'Test',
  } as Parameters<typeof planBuiltinStory>[0]);
  return {
    first: plan.pages[0].text,
    alts: plan.pages.map((p) => p.alt ?? ''),
    figure: plan.character.figure?.id,
  };
};

describe('the hero as the idea names it, in the text, the alt text and the picture', () => {
  it.each([
    ['Daisy the cow wakes up the farm animals', 'en', 'farm-animals', 'a cow', /calf/, 'cow'],
    ['Daisy la vache réveille les animaux de la ferme', 'fr', 'farm-animals', 'une vache', /veau/, 'cow'],
    [
      "Nacre la tortue de mer traverse l'océan pour retrouver la plage où elle est née",
      'fr',
      'ocean-animals',
      'une tortue de mer',
      /enfant/,
      'turtle',
    ],
    [
      'A little fire truck named Ruby helps the town on a busy day',
      'en',
      'vehicles',
      'a little fire truck',
      /\bgirl\b|\bchild\b/,
      'fire-truck',
    ],
    ['Rudy the reindeer pulls a sleigh in the snow', 'en', 'holiday', 'a reindeer', /\bdeer\b/, 'deer'],
  ] as const)('%s', async (description, lang, type, said, wrong, figure) => {
    const b = await book(description, lang, type);
    expect(b.first).toContain(said);
    for (const alt of b.alts) {
      expect(alt).toContain(said);
      expect(alt).not.toMatch(wrong);
    }
    expect(b.figure).toBe(figure);
  });
});
