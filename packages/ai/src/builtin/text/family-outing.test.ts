import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Une journée au zoo avec Papi pour voir les lions et les girafes » printed « Voici Papi,
 * un enfant », then « une girafe nommée Gigi »: Papi is the grandfather, the animals are what the
 * child goes to see, and the hero is the grandchild.
 */
describe('a day out with family', () => {
  it.each([
    ['fr', 'Une journée au zoo avec Papi pour voir les lions et les girafes'],
    ['en', 'A day at the zoo with Grandpa to see the lions and the giraffes'],
  ] as const)('%s: %s', async (lang, description) => {
    const facts = readIdea('Zoo', description, lang);
    expect(facts.heroName).toBeUndefined();
    expect(facts.heroKind).toBeUndefined();
    expect(facts.companions.map((c) => c.kind.id)).toEqual(['grandfather']);
    expect(facts.others.map((k) => k.id)).toEqual(['lion', 'giraffe']);
    const plan = await planStory({ type: 'zoo-animals', language: lang, description, pages: 12 });
    expect(plan.pages[0].text).not.toMatch(/Papi|Grandpa called|lion|giraffe|girafe/);
    expect(plan.pages[0].text).toMatch(lang === 'en' ? /a child\b/ : /un enfant\b/);
    expect(plan.character.figure?.id ?? plan.character.figure?.subject).not.toMatch(/lion|giraffe/);
  });

  it('"Grandma Rose bakes a cake" still names Rose', () => {
    expect(readIdea('Cake', 'Grandma Rose bakes a cake with Tom', 'en').heroName).toBe('Rose');
  });
});
