import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';

/**
 * A goodnight round in the jungle, under the sea, at the beach or in the snow said goodnight to the
 * cat, the tulips and an old dog (the everyday round). Each now meets its own animals
 * (goal-goodnight-wild.ts), drawn; a fish of the sea ends asleep in the coral, not in a bed.
 */
type Page = StoryPlan['pages'][number];
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];
const OWN: Record<string, string[]> = {
  jungle: ['monkey', 'parrot', 'elephant', 'tiger', 'sloth'],
  sea: ['tropical-fish', 'octopus', 'crab', 'dolphin', 'turtle', 'spouting-whale'],
  snow: ['penguin', 'polar-bear', 'seal', 'snowman'],
};

describe('a goodnight round in the jungle, the sea and the snow meets their own animals', () => {
  it.each([
    ['en', 'A little girl says goodnight to the jungle', 'jungle'],
    ['fr', 'Une petite fille dit bonne nuit à la jungle', 'jungle'],
    ['en', 'A little fish says goodnight to everyone under the sea', 'sea'],
    ['fr', 'Un petit poisson dit bonne nuit à la mer', 'sea'],
    ['en', 'A little boy says goodnight to everyone in the snow', 'snow'],
    ['fr', 'Un petit garçon dit bonne nuit à tout le monde dans la neige', 'snow'],
  ] as [Language, string, string][])('%s: %s', async (lang, description, setting) => {
    const plan = await planStory({ type: 'bedtime-books', language: lang, description, pages: 8 });
    plan.pages.slice(2, -2).forEach((p, k) => {
      expect(OWN[setting]).toContain(subjects(p)[0]);
      expect(drawPlanPage(plan, 'bedtime-books', k + 2)).toContain(`data-icon="${subjects(p)[0]}"`);
    });
    const last = plan.pages.at(-1)?.text ?? '';
    if (setting === 'sea') expect(last).toMatch(/in the coral|dans le corail/);
    else expect(last).toMatch(/into bed|son lit/);
  });
});
