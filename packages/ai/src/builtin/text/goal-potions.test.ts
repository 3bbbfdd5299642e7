import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

// « Une petite sorcière rate toutes ses potions » gave "Milo, un magicien" whose plan was the task
// « rater toutes ses potions » at the library. The witch is a witch (« une sorcière », drawn as the
// woman mage) and the story is her potions: the cauldron, the spell book, potions that go wrong, the
// old owl's tips, the potion that works, and the lesson that mistakes help us learn.
describe('a little witch’s potions', () => {
  it.each([
    [
      'fr',
      'Une petite sorcière rate toutes ses potions',
      'witch',
      /une sorcière/,
      /grimoire/,
      /fumée verte|grenouille|bulles/,
      /hibou/,
      /erreurs/,
    ],
    [
      'en',
      'A little witch whose spells always go wrong',
      'witch',
      /a witch/,
      /spell book/,
      /green smoke|frog|bubbles/,
      /owl/,
      /mistakes/,
    ],
    [
      'en',
      'A young wizard can’t get his spells right',
      'wizard',
      /a wizard/,
      /spell book/,
      /green smoke|frog|bubbles/,
      /owl/,
      /mistakes/,
    ],
  ] as const)('%s: %s', async (language, description, figure, kind, book, oops, owl, lesson) => {
    const facts = readIdea('', description, language);
    expect(facts.goal?.kind).toBe('learn');
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    expect(plan.character.figure?.id).toBe(figure);
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(plan.pages[0].text).toMatch(kind);
    expect(text).not.toMatch(/library|bibliothèque|rater toutes|to go wrong/);
    for (const re of [book, oops, owl]) expect(text).toMatch(re);
    expect(plan.pages.at(-1)?.text).toMatch(lesson);
    const subjects = (i: number) => (plan.pages[i].hints?.subjects ?? []) as string[];
    // The cauldron is drawn where the page names it.
    const cauldron = plan.pages.flatMap((p, i) => (/cauldron|chaudron/i.test(p.text) ? [i] : []));
    expect(cauldron.length).toBeGreaterThan(1);
    for (const i of cauldron) expect(subjects(i), plan.pages[i].text).toContain('cauldron');
    expect(plan.pages.some((p, i) => /owl|hibou/.test(p.text) && subjects(i).includes('owl'))).toBe(true);
  });
});
