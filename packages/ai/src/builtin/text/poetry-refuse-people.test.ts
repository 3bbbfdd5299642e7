import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * The bath refusal in rhyme: « Papi fait flotter un petit bateau » and 'Tom gave Grandpa a great
 * big hug' drew the boat or the bed alone. Now who a couplet names (goal-refuse-people.ts) stands at
 * the hero's side (StoryHints.companion) and the alt says so: "with Grandpa and a little boat",
 * « avec Papi et un petit bateau »; a pig hero's Grandpa is drawn as a grown pig (kin-figure.ts).
 */
const CASES: [Language, string, RegExp, string][] = [
  ['en', 'Tom refuses to take a bath', /Grandpa/, 'with Grandpa'],
  ['fr', 'Léa refuse de prendre son bain', /Papi/, 'avec Papi'],
  ['en', 'A little pig who refuses to take a bath', /Grandpa/, 'with Grandpa'],
];

describe('a refusal poem draws who its lines name', () => {
  it.each(CASES)('%s: %s', async (language, description, names, said) => {
    const plan = await planStory({ type: 'poetry-rhymes', language, description, pages: 12 });
    const named = plan.pages.flatMap((p, i) => (names.test(p.text) ? [i] : []));
    expect(named.length, plan.pages.map((p) => p.text).join('\n')).toBeGreaterThanOrEqual(2);
    for (const i of named) {
      const page = plan.pages[i];
      expect((page.hints as StoryHints).companion, page.text).toBe('old-man');
      expect(page.alt).toContain(said);
      expect(drawPlanPage(plan, 'poetry-rhymes', i)).toContain('data-icon="old-man"');
    }
    // A page naming nobody draws nobody beside the hero.
    const alone = plan.pages.findIndex((p) =>
      /puddle|flaque|tub was filled|baignoire est pleine/.test(p.text),
    );
    if (alone >= 0) expect((plan.pages[alone].hints as StoryHints).companion).toBeUndefined();
  });
});
