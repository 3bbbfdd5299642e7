import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Une licorne qui ne sait pas voler » learnt to fly at the library and in the garden of Maple
 * Lane, helped by a wise grandmother. Flying is learnt outdoors (a meadow, a big rock, a hilltop,
 * the cliff edge), flown at last high above the hills, taught by one who flies, drawn where named:
 * a wise old owl, or the hero's own mother when its kind flies.
 */
describe('learning to fly happens outdoors with a teacher who flies', () => {
  it.each([
    ['fr', 'Une licorne qui ne sait pas voler', /vieux hibou/, 'owl'],
    ['en', 'A little dragon who can’t fly yet', /Mama Dragon/, 'dragon'],
    ['en', 'A baby bird learns to fly', /Mama Bird/, 'bird'],
    ['fr', 'Un petit oiseau apprend à voler', /Maman Oiseau/, 'bird'],
  ] as const)('%s: %s', async (language: Language, description, teacher, icon) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12, seed: 1 });
    const middle = book.pages.slice(2, -2);
    const place = (p: (typeof book.pages)[number]) => (p.hints as { place?: string }).place ?? '';
    for (const p of middle) expect(place(p)).toMatch(/meadow|rock|hilltop|cliff/);
    const said = book.pages.map((p) => `${p.text} ${p.alt}`).join(' ');
    expect(said).not.toMatch(/library|bibliothèque|grandmother|grand-mère|Maple Lane.*fly/);
    expect(said).toMatch(teacher);
    // Drawn on every page that names the teacher.
    const named = middle.filter((p) => teacher.test(p.text));
    expect(named.length).toBeGreaterThan(0);
    for (const p of named) expect(p.hints?.subjects).toContain(icon);
    const turn = book.pages.find((p) => p.hints?.beat === 'turn');
    expect(turn?.hints).toMatchObject({ airborne: true });
    expect(turn?.alt).toMatch(/high above the hills|haut au-dessus des collines/);
  });
});
