import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const QUEST = /search|look(ed|ing)? for|clue|kite|parcel|cherch|indice|cerf-volant|colis|passer une journée/i;
const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('a day with a grown-up at work is spent there, not a deed « passer une journée » (issue 14)', () => {
  it('reads the relative and the job', () => {
    for (const [description, language, relative, job] of [
      ['Tom passe une journée avec son papa boulanger', 'fr', 'father', 'baker'],
      ['Léa passe la journée avec sa maman, qui est pompière', 'fr', 'mother', 'firefighter'],
      ['Mia spends a day with her mum the firefighter', 'en', 'mother', 'firefighter'],
      ['Sam goes to work with his grandpa, a farmer', 'en', 'grandfather', 'farmer'],
    ] as const) {
      const facts = withPlainGoal(readIdea('', description, language), description, language);
      expect(facts.goal, description).toMatchObject({
        kind: 'day-with',
        relative: { id: relative },
        job: { id: job },
      });
    }
    const together = 'Zoé spends the day with her grandma';
    expect(withPlainGoal(readIdea('', together, 'en'), together, 'en').goal).toMatchObject({
      kind: 'day-with',
      relative: { id: 'grandmother' },
    });
  });

  for (const [language, description, workplace, moment, icon] of [
    ['fr', 'Tom passe une journée avec son papa boulanger', /boulangerie|fournil/, /four/, 'baguette-bread'],
    ['en', 'Mia spends a day with her mum the firefighter', /fire station/, /siren/, 'fire-engine'],
  ] as const)
    it(`${language}: ${description} — the job's places, helping, a mishap, the big moment, home together`, async () => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 24 });
      const texts = plan.pages.map((p) => p.text);
      for (const t of texts) expect(t).not.toMatch(QUEST);
      expect(texts[1]).toMatch(workplace);
      expect(texts.at(-2)).toMatch(moment);
      expect(subjects(plan.pages.at(-2) ?? {})).toContain(icon);
      // The grown-up walks beside the hero on the middle pages.
      const middle = plan.pages.slice(2, -2);
      expect(middle.every((p) => typeof p.hints?.companion === 'string')).toBe(true);
      expect(texts.slice(2, -2).join(' ')).toMatch(language === 'en' ? /helped Mum/ : /aida Papa/);
      expect(texts.at(-1)).toMatch(language === 'en' ? /Mum/ : /Papa/);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
    });
});
