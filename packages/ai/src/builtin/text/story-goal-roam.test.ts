import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const QUEST =
  /search|look(ed|ing)? for|clue|kite|egg|the job was done|had found a way|cherch|indice|cerf-volant|œuf/i;
const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];
const goalOf = (description: string, language: 'en' | 'fr') =>
  withPlainGoal(readIdea('', description, language), description, language).goal;

describe('animals and their place with no goal roam it for a day, not a stock search (issue 14)', () => {
  it('reads a roaming day, with the group the idea names', () => {
    expect(goalOf('A majestic wolf pack runs through the snowy forest', 'en')).toMatchObject({
      kind: 'roam',
      group: { en: 'pack' },
    });
    expect(goalOf('A majestic wolf pack in the snowy mountains', 'en')).toMatchObject({ kind: 'roam' });
    expect(goalOf('Une meute de loups dans la forêt enneigée', 'fr')).toMatchObject({
      kind: 'roam',
      group: { fr: 'meute' },
    });
    // A deed, a search or a person keeps its own story.
    expect(goalOf('A fox builds a den in the forest', 'en')?.kind).toBe('task');
    expect(goalOf('A wolf looks for a red ball in the forest', 'en')?.kind).not.toBe('roam');
    expect(goalOf('A girl in the forest', 'en')?.kind).not.toBe('roam');
    // A lone animal that does nothing stays the theme's quest; one set moving roams.
    expect(goalOf('A little dinosaur and the volcano.', 'en')?.kind).not.toBe('roam');
    expect(goalOf('A fox runs through the forest', 'en')).toMatchObject({ kind: 'roam' });
  });

  for (const [language, description, crew] of [
    // A wild pack is a nature book now: "a day in the life of the wolves" (goal-wild-day.ts).
    ['en', 'A majestic wolf pack runs through the snowy forest', /the pack|the wolves/i],
    ['fr', 'Une meute de loups dans la forêt enneigée', /la meute|des loups|les loups/i],
  ] as const)
    it(`${language}: ${description} — the pack's day through the forest, the pack drawn`, async () => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 24 });
      const texts = plan.pages.map((p) => p.text);
      for (const t of texts) expect(t).not.toMatch(QUEST);
      expect(texts[1]).toMatch(crew);
      expect(texts[1]).toMatch(language === 'en' ? /forest/ : /forêt/);
      expect(texts.at(-1)).toMatch(crew);
      // The rest of the pack walks beside the hero.
      expect(subjects(plan.pages.at(-2) ?? {}).filter((s) => s === 'wolf').length).toBe(2);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
    });
});
