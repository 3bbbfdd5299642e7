import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const QUEST = /search|look(ed|ing)? for|clue|kite|wand|egg|recherch|cherch|indice|baguette|œuf/i;
const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('a fear to overcome or a skill to learn is the story’s arc (goal-brave)', () => {
  it('reads the fear, the sleepless night and the skill, and a lesson is not a skill', () => {
    expect(readIdea('', 'Mia is afraid of the dark', 'en').goal).toMatchObject({
      kind: 'brave',
      fear: { en: 'the dark' },
    });
    expect(readIdea('', 'Flamme a peur du feu', 'fr').goal).toMatchObject({
      fear: { fr: 'le feu', deFr: 'du feu' },
      thing: { icon: 'fire' },
    });
    expect(readIdea('', "A little bear can't fall asleep", 'en').goal).toMatchObject({
      kind: 'brave',
      sleep: true,
    });
    expect(readIdea('', 'Ava learns to ride her bike in the park', 'en').goal).toMatchObject({
      kind: 'learn',
      skill: { en: 'ride a bike' },
      thing: { icon: 'bicycle' },
    });
    expect(readIdea('', 'Nina apprend à nager à la plage', 'fr').goal).toMatchObject({
      skill: { fr: 'nager' },
    });
    expect(readIdea('', 'Leo learns to be kind', 'en').goal).toBeUndefined();
  });

  it('the dragon afraid of fire faces it at the turn, with the fire drawn, and searches for nothing', async () => {
    const plan = await planStory({
      type: 'fantasy',
      language: 'fr',
      description:
        "Un petit dragon nommé Flamme a peur du feu et apprend à être courageux avec l'aide de sa maman",
    });
    const texts = plan.pages.map((p) => p.text);
    for (const t of texts) expect(t).not.toMatch(QUEST);
    expect(texts[1]).toMatch(/peur du feu|: le feu/);
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(/le feu|Le feu/);
    expect(subjects(turn ?? {})).toContain('fire');
    expect(turn?.alt).toMatch(/un feu/);
  });

  it('learning to ride a bike practises with the bike and rides it at the turn', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'Ava learns to ride her bike in the park',
    });
    expect(plan.pages[1].text).toMatch(/ride a bike/);
    expect(plan.pages.at(-2)?.text).toMatch(/could ride a bike/);
    for (const p of plan.pages.slice(1, -1).filter((p) => p.hints?.beat !== 'helper'))
      expect(subjects(p)).toContain('bicycle');
    for (const t of plan.pages.map((p) => p.text)) expect(t).not.toMatch(QUEST);
  });

  it('a sleepless bedtime book stays at home, never repeats itself, and ends asleep', async () => {
    for (const language of ['en', 'fr'] as const) {
      const plan = await planStory({
        type: 'bedtime-books',
        language,
        pages: 24,
        description:
          language === 'en'
            ? "A little bear can't fall asleep because the moon is too bright"
            : "Un petit ours n'arrive pas à s'endormir car la lune brille trop fort",
      });
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
      expect(new Set(sentences).size).toBe(sentences.length);
      for (const p of plan.pages.slice(2, -2)) {
        // Each page says its own spot of the room (was "At home" on most pages, issue 14).
        expect(p.text).toMatch(
          /in bed|under the covers|in the dark|in the quiet room|au lit|sous la couette|dans le noir|chambre silencieuse|window|fenêtre/i,
        );
        // Drawn in a bedroom (a bed, the moon at its window), not out in the street.
        expect(String(p.hints?.place)).toMatch(/bedroom/);
      }
      expect(plan.pages.at(-2)?.text).toMatch(/asleep|dormait/);
    }
  });
});
