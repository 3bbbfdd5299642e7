import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "A superhero kid saves the city" was Sacha with a task "to save the city" at the library and the
 * bakery ("Oops! At the busy market, everything tumbled down"); now a superhero's day: cape and mask,
 * small rescues each at its own spot of the city and drawn (the kitten, the balloon, the apples, the
 * bus), the storm, and the bridge held at the turn with everyone the hero helped.
 */
describe('a superhero saves the city', () => {
  it.each([
    ['en', 'A superhero kid saves the city', /kitten/, /balloon/, /apples/, /bridge/],
    ['fr', 'Un petit super-héros sauve la ville', /chaton/, /ballon/, /pommes/, /pont/],
    ['en', 'A dog who is a superhero', /kitten/, /balloon/, /apples/, /bridge/],
  ] as const)('%s: %s', async (language, description, kitten, balloon, apples, bridge) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 24 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/big plan|one small step|grand projet|petit pas/);
    expect(text).toMatch(/cape/);
    for (const re of [kitten, balloon, apples]) expect(text).toMatch(re);
    // Each rescue drawn at its own spot of the city.
    const at = (re: RegExp) => plan.pages.find((p) => re.test(p.text));
    expect(at(kitten)?.hints?.subjects).toContain('cat');
    expect(String(at(kitten)?.hints?.place)).toMatch(/square/);
    expect(at(balloon)?.hints?.subjects).toContain('balloon');
    expect(String(at(balloon)?.hints?.place)).toMatch(/market/);
    expect(at(apples)?.hints?.subjects).toContain('red-apple');
    const subjects = plan.pages.flatMap((p) => p.hints?.subjects ?? []);
    expect(subjects).toContain('bus');
    // The storm at the bridge, held together at the turn.
    const turn = plan.pages.at(-2);
    expect(turn?.text).toMatch(bridge);
    expect(String(turn?.hints?.place)).toMatch(/bridge/);
    // No template told twice.
    const bodies = plan.pages.map((p) => p.text.replace(/^[^,]*, /, ''));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it.each([12, 24])('%i pages fr for a girl: « super-héroïne », « prête »', async (pages) => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Une petite fille super-héros nommée Léa sauve la ville',
      pages,
    });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(/super-héroïne/);
    expect(text).not.toMatch(/prêt à|tout seul\b|arrivé sans/);
  });
});
