import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

const placeOf = (p: { hints?: unknown }) => (p.hints as { place?: string }).place ?? '';
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];

/**
 * Issue 14: 'A little bird who cannot sing yet' learnt "at the library", "in the park", "at the top of
 * the hill", and 'A penguin who wants to fly' lived "in a little house at the end of Maple Lane". A
 * skill learnt where nothing else places it is learnt in the hero's own world (idea/kind-home.ts):
 * the bird in the forest, the penguin on the snow, the piglet on the farm; the bird's song is drawn
 * as music notes on the pages that try it.
 */
describe('a skill is learnt in the hero’s own world', () => {
  it.each([
    ['bedtime-books', 'en', 'A little bird who cannot sing yet', /forest/],
    ['story-book', 'fr', 'Un petit oiseau qui ne sait pas encore chanter', /forest/],
    ['story-book', 'en', 'A penguin who wants to fly', /snow|frozen|hills/],
    ['story-book', 'fr', 'Un manchot qui rêve de voler', /snow|frozen|hills/],
    ['story-book', 'fr', 'Un petit cochon apprend à sauter', /farm/],
    ['story-book', 'en', 'A little duck learns to whistle', /lake|pond/],
  ] as const)('%s %s: %s', async (type, language, description, world) => {
    const book = await planStory({ type, language, description, pages: 12 });
    const text = book.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(/library|bibliothèque|Maple Lane|allée des Érables|the park|au parc/);
    for (const p of book.pages) expect(placeOf(p)).toMatch(world);
  });

  it.each([
    ['bedtime-books', 'en', 'A little bird who cannot sing yet'],
    ['story-book', 'fr', 'Un petit oiseau qui ne sait pas encore chanter'],
  ] as const)('%s %s: %s shows the song', async (type, language, description) => {
    const book = await planStory({ type, language, description, pages: 12 });
    const notes = book.pages.filter((p) => subjectsOf(p).includes('musical-notes'));
    expect(notes.length).toBeGreaterThan(5);
    for (const p of notes) expect(p.alt).toMatch(/music notes|notes de musique/);
    expect(subjectsOf(book.pages.at(-2) ?? {})).toContain('musical-notes');
  });

  it('a bird learning to fly still takes off from the meadow and the hilltop, with Mama Bird', async () => {
    const book = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A baby bird learns to fly',
      pages: 12,
    });
    expect(placeOf(book.pages[0])).toMatch(/forest/);
    for (const p of book.pages.slice(2, -2)) expect(placeOf(p)).toMatch(/meadow|rock|hilltop|cliff/);
  });

  // It flew over the default green hills at the turn: the snowy world holds there too.
  it.each([
    ['en', 'A penguin who wants to fly', /snowy hills/],
    ['fr', 'Un manchot qui rêve de voler', /collines enneigées/],
  ] as const)('%s: %s flies over the snowy hills at the turn', async (language, description, said) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12 });
    const turn = book.pages.find((p) => p.hints?.beat === 'turn');
    expect(turn?.hints).toMatchObject({ airborne: true, family: 'snow' });
    expect(placeOf(turn ?? {})).toMatch(/snow/);
    expect(turn?.alt).toMatch(said);
  });
});
