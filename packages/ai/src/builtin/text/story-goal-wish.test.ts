import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

const QUEST =
  /search|look(ed|ing)? for|clue|kite|wand|saw something|recherch|cherch|indice|baguette|livre|book/i;
const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('wishes once read as a quest (read-goal-wish)', () => {
  it('reads courage wanted with no fear named as a brave story', () => {
    for (const [description, language] of [
      ['Tom wants to be braver', 'en'],
      ['Leo learns to be brave', 'en'],
      ['A little owl wishes she could be braver', 'en'],
      ['Tom veut être courageux', 'fr'],
      ['Lina apprend à être courageuse', 'fr'],
    ] as const)
      expect(readIdea('', description, language).goal, description).toMatchObject({
        kind: 'brave',
        fear: { en: 'the unknown' },
      });
    // A fear the idea names still says more.
    expect(readIdea('', 'Mia is afraid of the dark and learns to be brave', 'en').goal).toMatchObject({
      fear: { en: 'the dark' },
    });
    // Being kind is a lesson, not a fear.
    expect(readIdea('', 'Leo learns to be kind', 'en').goal?.kind).not.toBe('brave');
  });

  it('reads a dream job as learning what it does, with its thing', () => {
    expect(readIdea('', 'Sam dreams of becoming a firefighter', 'en').goal).toMatchObject({
      kind: 'learn',
      skill: { en: 'put out fires like a real firefighter' },
      thing: { icon: 'fire' },
    });
    expect(readIdea('', 'Léo veut devenir pompier et aide à éteindre un feu', 'fr').goal).toMatchObject({
      kind: 'learn',
      skill: { fr: 'éteindre les feux comme un vrai pompier' },
    });
    expect(readIdea('', 'Nora wants to be an astronaut', 'en').goal).toMatchObject({
      thing: { icon: 'rocket' },
    });
  });

  it('reads the child’s own words, and a vet cares for animals (review)', () => {
    for (const [description, language] of [
      ['When I grow up, I want to be a vet', 'en'],
      ['Quand je serai grand, je serai vétérinaire', 'fr'],
      ['Plus tard, je veux devenir vétérinaire', 'fr'],
    ] as const) {
      const facts = readIdea('', description, language);
      expect(facts.goal, description).toMatchObject({
        kind: 'learn',
        skill: { en: 'care for animals like a real vet' },
      });
      // "I" is the child speaking, never a hero called « I ».
      expect(facts.heroName).toBeUndefined();
    }
  });

  it('writes the brave story and the firefighter’s practice with no search for a stock book', async () => {
    const brave = await planStory({ type: 'story-book', pages: 12, description: 'Tom wants to be braver' });
    expect(brave.pages[1].text).toMatch(/the unknown/);
    for (const p of brave.pages) expect(p.text).not.toMatch(QUEST);
    for (const language of ['en', 'fr'] as const) {
      const plan = await planStory({
        type: 'story-book',
        pages: 12,
        language,
        description:
          language === 'en'
            ? 'Sam dreams of becoming a firefighter'
            : 'Léo veut devenir pompier et aide à éteindre un feu',
      });
      for (const p of plan.pages) expect(p.text).not.toMatch(QUEST);
      expect(plan.pages[1].text).toMatch(/firefighter|pompier/);
      expect(plan.pages.at(-2)?.text).toMatch(/firefighter|pompier/);
      expect(subjects(plan.pages.at(-2) ?? {})).toContain('fire');
      // « essayer de éteindre » elides.
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/\bde é/);
    }
  });
});
