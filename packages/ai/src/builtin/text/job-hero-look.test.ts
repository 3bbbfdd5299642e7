import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * The alt text names the hero as the pages do: a pirate called Lila is « une pirate nommée Lila » on the
 * page and « Lila, une pirate vêtue d’un haut… » under the picture (was « Lila, un pirate vêtu… »).
 */
describe('the look agrees with the hero the pages name (job-hero-gender)', () => {
  it.each([
    ['Un pirate cherche un trésor sur une île', 'story-book'],
    ['Les métiers', 'jobs'],
  ] as const)('%s', async (description, type) => {
    const plan = await planStory({ type, language: 'fr', description });
    const text = plan.pages.map((p) => p.text).join(' ');
    const named = text.match(/\bune (pirate|docteure) nommée (\p{Lu}\p{L}+)/u);
    expect(named).not.toBeNull();
    const [, noun, name] = named ?? [];
    const alts = plan.pages.map((p) => p.alt ?? '').filter((a) => a.startsWith(`${name}, `));
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) {
      expect(alt).toMatch(new RegExp(`^${name}, une ${noun}\\b`));
      expect(alt).not.toMatch(/\bvêtu\b/);
    }
    expect(plan.character.look).toMatch(new RegExp(`^une ${noun}\\b`));
  });

  it('a boy pirate keeps his noun (en and fr)', async () => {
    const fr = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Le pirate Léo cherche un trésor',
    });
    expect(fr.character.look).toMatch(/^un pirate\b/);
    const en = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Captain Zoe the pirate looks for treasure',
    });
    expect(en.character.look).toMatch(/^a pirate\b/);
  });
});
