import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { FILLER_EPISODES } from './story-filler';

/**
 * Issue 14: the spirit fox, the supermarket (a trip, a toy lost) and the robot friend ran out of
 * their own lines in long books, and their middle filled with the engine's short generic lines. A
 * 24-page book now tells at most 4 of them; a 50-page book spreads them out and repeats no sentence.
 */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FILLERS = FILLER_EPISODES.flatMap((l) => [l.en, l.fr]).map(
  (t) => new RegExp(`^${literal(t).replace(/\\\{[A-Za-z]+\\\}/g, '.+?')}$`),
);
const isFiller = (text: string) => FILLERS.some((re) => re.test(text));

const IDEAS = [
  ['anime', 'en', 'A girl and her spirit fox in a cherry blossom town', /frog/, 'frog'],
  [
    'anime',
    'fr',
    'Une fille et son renard esprit dans la ville des cerisiers en fleurs',
    /carillons/,
    'wind-chime',
  ],
  ['story-book', 'en', 'Shopping at the supermarket with Dad', /cheese/, 'cheese-wedge'],
  ['story-book', 'fr', 'Les courses au supermarché avec Papa', /tout-petit/, 'baby'],
  ['story-book', 'en', 'Leo loses his teddy at the supermarket', /crab/, 'crab'],
  ['story-book', 'fr', 'Nina et son doudou perdu au supermarché', /fromager/, 'cheese-wedge'],
  ['story-book', 'en', 'My robot friend Bolt', /brush/, 'toothbrush'],
  ['story-book', 'fr', 'Mon ami le robot Bip', /cache-cache/, undefined],
] as const;

describe('long books of the spirit fox, the supermarket and the robot friend', () => {
  it.each(IDEAS)(
    '%s %s: “%s” tells its own story at 24 pages',
    async (type, language, idea, moment, icon) => {
      const plan = await planStory({ type, language, description: idea, title: idea, pages: 24 });
      const fillers = plan.pages.filter((p) => isFiller(p.text));
      expect(fillers.map((p) => p.text).length, fillers.map((p) => p.text).join('\n')).toBeLessThanOrEqual(4);
      const page = plan.pages.find((p) => moment.test(p.text));
      expect(page?.text).toBeDefined();
      if (icon) expect(page?.hints?.subjects).toContain(icon);
    },
  );

  it.each(IDEAS)('%s %s: “%s” at 50 pages spreads the short lines out', async (type, language, idea) => {
    const plan = await planStory({ type, language, description: idea, title: idea, pages: 50 });
    const flags = plan.pages.map((p) => isFiller(p.text));
    // No run of three short lines: the story goes on between them.
    expect(flags.some((f, i) => f && flags[i + 1] && flags[i + 2])).toBe(false);
  });

  it.each(IDEAS)(
    '%s %s: “%s” repeats no sentence at 4, 12, 24 and 50 pages',
    async (type, language, idea) => {
      for (const pages of [4, 12, 24, 50]) {
        const plan = await planStory({ type, language, description: idea, title: idea, pages });
        const sentences = plan.pages.flatMap((p) => p.text.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý“«])/));
        const seen = new Set<string>();
        const twice = sentences.filter((t) => t.length > 25 && (seen.has(t) || !seen.add(t)));
        expect(twice, `${pages} pages`).toEqual([]);
      }
    },
  );
});
