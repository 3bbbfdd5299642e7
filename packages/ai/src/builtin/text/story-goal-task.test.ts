import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const QUEST = /search|look(ed|ing)? for|clue|kite|wand|recherch|cherch|indice|baguette/i;
const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('a deed the idea names is the story’s arc (goal-task)', () => {
  it('plans the deed, works at it, and does it at the turn — no search for a stock object', async () => {
    const plan = await planStory({
      type: 'farm-animals',
      description: 'Daisy the cow wakes up the farm animals for the big fair',
    });
    const texts = plan.pages.map((p) => p.text);
    expect(texts[1]).toMatch(/to wake up the farm animals for the big fair/);
    // The whole predicate once; the turn says it short.
    expect(plan.pages.at(-2)?.text).toMatch(/to wake up the farm animals[,!]/);
    for (const t of texts) expect(t).not.toMatch(QUEST);
  });

  it('draws the thing the deed names on the pages that work at it, in French too', async () => {
    const plan = await planStory({
      type: 'sports',
      language: 'fr',
      description: 'Maya joue au football avec son équipe et marque le but de la victoire',
    });
    expect(plan.pages[1].text).toMatch(/jouer au football avec son équipe et marquer le but/);
    expect(subjects(plan.pages.at(-2) ?? {})).toContain('soccer-ball');
    expect(plan.pages.at(-2)?.alt).toMatch(/un ballon/);
    for (const t of plan.pages.map((p) => p.text)) expect(t).not.toMatch(QUEST);
  });

  it('names the deed’s thing as known when it says the deed again at the turn', async () => {
    const fr = await planStory({
      type: 'fantasy',
      language: 'fr',
      description: 'Un jeune sorcier nommé Elio protège un œuf de dragon',
    });
    expect(fr.pages[1].text).toMatch(/protéger un œuf de dragon/);
    expect(fr.pages.at(-2)?.text).toMatch(/protéger l’œuf de dragon/);
    const en = await planStory({
      type: 'story-book',
      description: "Lily bakes a cake for her mum's birthday",
    });
    expect(en.pages.at(-2)?.text).toMatch(/bake the cake[,!]/);
  });

  it('writes 24 pages in every kind of place without a sentence twice', async () => {
    const ideas = {
      en: [
        'Tom builds a treehouse in the forest',
        'Nova the robot paints a rainbow over the city',
        'Finn the fish cleans the coral reef',
        'Luna the astronaut repairs her rocket in space',
        'Ben builds a snowman in the snow',
      ],
      fr: [
        'Tom construit une cabane dans la forêt',
        'Le robot Nova peint un arc-en-ciel sur la ville',
        'Luna répare sa fusée dans l’espace',
      ],
    };
    for (const language of ['en', 'fr'] as const)
      for (const description of ideas[language]) {
        const plan = await planStory({ type: 'story-book', pages: 24, language, description });
        const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
        const twice = sentences.filter((s, i) => sentences.indexOf(s) !== i);
        expect(twice, description).toEqual([]);
        for (const t of plan.pages.map((p) => p.text)) expect(t, description).not.toMatch(QUEST);
      }
  });

  it('prints a long predicate whole once, on the plan, and says its last deed short at the turn', async () => {
    const cases = [
      [
        'Maya plays football with her team and scores the winning goal',
        'en',
        /with her team/,
        /to score the winning goal[,!]/,
      ],
      [
        'Tom construit une cabane avec son papa dans le jardin',
        'fr',
        /avec son papa/,
        // Told step by step (goal-task-script.ts): the turn shows « la cabane » done.
        /la cabane[\s,!]/i,
      ],
      [
        'Maya joue au football avec son équipe et marque le but de la victoire',
        'fr',
        /avec son équipe/,
        /marquer le but de la victoire[\s,!]/,
      ],
    ] as const;
    for (const pages of [12, 24, 50])
      for (const [description, language, whole, short] of cases) {
        const plan = await planStory({ type: 'story-book', pages, language, description });
        const texts = plan.pages.map((p) => p.text);
        expect(texts.filter((t) => whole.test(t)).length, description).toBe(1);
        expect(texts[1], description).toMatch(whole);
        expect(plan.pages.at(-2)?.text, description).toMatch(short);
        expect(plan.pages.at(-2)?.text, description).not.toMatch(whole);
      }
  });

  it('names the thing being made short on the way: “the treehouse”, « la cabane »', async () => {
    for (const [description, language, thing] of [
      ['Tom builds a treehouse in the forest', 'en', /\bthe treehouse\b/],
      ['Tom construit une cabane avec son papa dans le jardin', 'fr', /\bla cabane(?! à outils)/],
    ] as const) {
      const middles: string[] = [];
      for (const seed of [1, 2, 3]) {
        const plan = await planStory({ type: 'story-book', pages: 24, language, description, seed });
        middles.push(...plan.pages.slice(2, -2).map((p) => p.text));
      }
      expect(
        middles.some((t) => thing.test(t)),
        description,
      ).toBe(true);
    }
    // A deed that makes nothing to look at says nothing of a thing on the way.
    const match = await planStory({
      type: 'story-book',
      pages: 24,
      description: 'Maya plays football with her team and scores the winning goal',
    });
    for (const p of match.pages.slice(2, -2)) expect(p.text).not.toMatch(/winning goal|worked on/);
  });
});
