import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A rescue helicopter saves the day" made "Bella, a little bus" who found "a helicopter,
 * lost and far from its family" on the big bridge: "rescue" after the article was read as the verb
 * and the helicopter as the one rescued. « Un hélicoptère de secours » already had its calls. Now the
 * helicopter is the hero in both languages and flies its own calls from the rescue station.
 */
describe('"a rescue helicopter" is the hero, not the one rescued (issue 14)', () => {
  it.each([
    ['en', 'A rescue helicopter saves the day', /rescue station/, /kitten/],
    ['en', 'The rescue helicopter', /rescue station/, /kitten/],
    ['fr', 'Un hélicoptère de secours sauve la journée', /station de sauvetage/, /chaton/],
  ] as const)('%s: %s', async (language, description, station, kitten) => {
    const plan = await planStory({ type: 'vehicles', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(plan.character.figure?.vehicle ?? plan.character.look).toMatch(/helicopter|hélicoptère/);
    expect(text).not.toMatch(/far from its family|loin de sa famille|little bus|petit bus/);
    expect(plan.pages[0].text).toMatch(station);
    const rescue = plan.pages.find((p) => kitten.test(p.text));
    expect(rescue?.hints?.subjects).toContain('cat');
  });

  it('a verb after an article still reads as a deed elsewhere: "Sam rescues a lost puppy"', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Sam rescues a lost puppy',
    });
    expect(plan.pages.map((p) => p.text).join('\n')).toMatch(/puppy/);
  });
});
