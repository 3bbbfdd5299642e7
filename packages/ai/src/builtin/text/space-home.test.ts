import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: an astronaut "lives in space" and comes "Back home in space"; French went « jusqu’à
 * l’espace » for « la planète rouge » and « aux cratères de la Lune » for « la lune »; Zara was « un
 * astronaute ». Nobody lives in space: the hero lives on the space station, and goes where the idea says.
 */
const book = async (description: string, language: 'en' | 'fr') =>
  (await planStory({ type: 'space', language, description, pages: 8 })).pages.map((p) => ({
    text: p.text,
    place: (p.hints as { place?: string }).place,
  }));

describe('a space hero lives on the space station (issue 14)', () => {
  it('en: "Leo the astronaut flies to the moon"', async () => {
    const pages = await book('Leo the astronaut flies to the moon', 'en');
    const all = pages.map((p) => p.text).join(' ');
    expect(all).not.toMatch(/lives in space|home in space/);
    expect(pages[0].text).toMatch(/on the space station/);
    expect(pages[0].place).toBe('the space station');
    expect(pages.at(-1)?.place).toBe('the space station');
    expect(pages.at(-2)?.text).toMatch(/the moon/);
  });

  it('fr: « Léo l’astronaute va sur la planète rouge » goes to the red planet, not to space', async () => {
    const pages = await book('Léo l’astronaute va sur la planète rouge', 'fr');
    const all = pages.map((p) => p.text).join(' ');
    expect(all).toMatch(/jusqu’à la planète rouge/);
    expect(all).not.toMatch(/jusqu’à l’espace|vit dans l’espace/);
    expect(pages.at(-2)?.place).toMatch(/red planet/);
  });

  it('fr: « jusqu’à la lune » says la Lune, and Zara is « une astronaute »', async () => {
    const pages = await book('L’astronaute Zara pilote sa fusée jusqu’à la lune', 'fr');
    const all = pages.map((p) => p.text).join(' ');
    expect(pages[0].text).toMatch(/Zara, une astronaute qui vit à bord de la station spatiale/);
    expect(all).toMatch(/jusqu’à la Lune/);
    expect(pages.at(-2)?.text).not.toMatch(/cratères/);
    expect(pages.at(-2)?.place).toMatch(/moon/);
  });

  it.each([
    ['Zara the astronaut explores the moon', 'en', /moon/, 'the space station'],
    // A child (no astronaut) now flies from home in a rocket (goal-space-trip.ts): the start is the garden.
    ['Léo explore la planète rouge', 'fr', /red planet/, 'the garden at home'],
  ] as const)('exploring a far spot is a journey there: %s', async (description, language, where, start) => {
    // Was a deed on Maple Lane, in the park and the library: 'Zara had managed to explore the moon'.
    const plan = await planStory({ type: 'story-book', language, description, pages: 8 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/Maple Lane|Érables|job|travail/);
    const places = plan.pages.map((p) => (p.hints as { place?: string }).place ?? '');
    expect(places[0]).toBe(start);
    expect(places.at(-2)).toMatch(where);
  });
});
