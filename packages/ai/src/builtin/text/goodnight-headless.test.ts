import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "Goodnight to all the animals on the farm", « Bonne nuit à tous les animaux de la ferme »: the idea
 * is the goodnight itself, with nobody saying it. It was a bell hunt at night ("Everyone talked about
 * a bell hidden somewhere on the farm") with "a cow called Daisy" drawn as a calf. Now a child goes
 * round the farm saying goodnight to each animal at its place, each drawn, then bed; the zoo's round
 * is the zoo's own animals at their enclosures (was a cat, an owl and a dog at the giraffe meadow).
 */
const text = (plan: Awaited<ReturnType<typeof planStory>>) => plan.pages.map((p) => p.text).join(' ');
const subjects = (plan: Awaited<ReturnType<typeof planStory>>) =>
  plan.pages.flatMap((p) => (p.hints?.subjects as string[] | undefined) ?? []);

describe('a goodnight idea with no one saying it is a goodnight round', () => {
  it.each([
    ['en', 'Goodnight to all the animals on the farm', /\bcow\b/, /\bpig\b/],
    ['fr', 'Bonne nuit à tous les animaux de la ferme', /la vache/, /le cochon/],
  ] as [Language, string, RegExp, RegExp][])('%s: %s', async (language, description, cow, pig) => {
    for (const [type, pages] of [
      ['bedtime-books', 12],
      ['story-book', 24],
    ] as [BookType, number][]) {
      const plan = await planStory({ type, language, description, pages });
      const all = text(plan);
      expect(all, type).not.toMatch(/bell|cloche/i);
      expect(all, type).toMatch(cow);
      expect(all, type).toMatch(pig);
      expect(subjects(plan), type).toEqual(expect.arrayContaining(['cow', 'pig', 'horse', 'chicken']));
      // A child says it, not a cow saying goodnight to the cow.
      expect(plan.character.look, type).toMatch(/^(a child|un enfant)/);
      expect(all, type).not.toMatch(/a cow called|une vache nommée/);
      expect(
        plan.pages.every((p) => p.hints?.mood === 'night'),
        type,
      ).toBe(true);
      expect(String(plan.pages.at(-1)?.hints?.place), type).toMatch(/bedroom/);
    }
  });

  it.each([
    ['en', 'Goodnight to all the animals of the zoo', /\bgiraffe\b/],
    ['fr', 'Bonne nuit aux animaux du zoo', /la girafe/],
  ] as [Language, string, RegExp][])('%s: %s', async (language, description, giraffe) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages: 10 });
    expect(text(plan)).toMatch(giraffe);
    const drawn = subjects(plan);
    expect(drawn).toEqual(expect.arrayContaining(['giraffe', 'lion', 'elephant', 'penguin']));
    expect(drawn).not.toContain('cat');
    expect(drawn).not.toContain('dog');
    const lion = plan.pages.find((p) => (p.hints?.subjects as string[] | undefined)?.includes('lion'));
    expect(String(lion?.hints?.place)).toMatch(/lion rocks/);
  });

  it('a coloring book of it says goodnight, no bell', async () => {
    const plan = await planStory({
      type: 'coloring',
      language: 'en',
      description: 'Goodnight to all the animals on the farm',
      pages: 8,
    });
    expect(text(plan)).toMatch(/goodnight to the cow/);
    expect(text(plan)).not.toMatch(/bell/i);
  });
});
