import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/** Every page of a plan whose place matches, drawn. */
async function drawnAt(language: 'en' | 'fr', description: string, place: RegExp) {
  const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
  const at = plan.pages.flatMap((p, i) => (place.test(String(p.hints?.place ?? '')) ? [i] : []));
  expect(at.length).toBeGreaterThan(0);
  return at.map((i) => drawPlanPage(plan, 'story-book', i));
}

describe('indoor places are drawn inside: the aquarium, the museum, the bakery (review)', () => {
  for (const [language, description, place, room] of [
    ['en', 'Mia visits the aquarium and sees a sea turtle', /aquarium/, 'room-aquarium'],
    ['fr', 'Hugo va au musée voir les dinosaures', /museum/, 'room-museum'],
    // « Dans le fournil », « À la boulangerie »: an oven, a counter and shelves of bread, not a shop in a meadow.
    ['fr', 'Léo passe une journée avec son papa boulanger', /bakery/, 'room-bakery'],
    ['en', 'Sam spends a day with his mum the firefighter', /fire station/, 'room-fire-station'],
    ['fr', 'Zoé passe une journée avec sa maman médecin', /hospital/, 'room-hospital'],
    ['en', 'Ava spends a day with her dad the vet', /clinic/, 'room-clinic'],
  ] as const)
    it(`${language}: ${description} — ${room}`, async () => {
      for (const svg of await drawnAt(language, description, place)) {
        expect(svg).toContain(`id="${room}"`);
        expect(svg).toContain('id="room-wall"');
      }
    });

  it('the fair is drawn with its rides: a carousel, a big wheel', async () => {
    const svgs = await drawnAt('en', 'Lou goes to the funfair with her grandma', /carousel|big wheel/);
    expect(svgs.join('')).toMatch(/landmark-(carousel|big-wheel)/);
  });
});
