import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { drawHero } from './hero';

/** Issue 14: a boy hero is drawn as a boy — no hair bow on the boy figure (it read as a girl in comics). */
describe('a boy looks like a boy', () => {
  it('a named boy never wears a hair bow, whatever the seed', async () => {
    const accessories = new Set<string>();
    for (let seed = 1; seed <= 24; seed++) {
      const plan = await planBuiltinStory({
        title: 'Leo and the kite',
        author: 'Test',
        type: 'comic-books',
        description: 'Leo wants to find his lost kite. He climbs the hill with his dog.',
        pages: 4,
        language: 'en',
        trim: '8x8',
        bleed: false,
        quality: 'standard',
        seed,
      } as BookRequest);
      expect(plan.character.figure?.id).toBe('boy');
      accessories.add(String(plan.character.figure?.accessory));
      expect(plan.character.look).not.toMatch(/\bbow\b/);
    }
    expect(accessories.size).toBeGreaterThan(1);
  });

  it('an older bible’s boy with a bow wears it as a bow tie, not on his head', () => {
    const look = {
      id: 'boy',
      accessory: 'bow',
      shirt: '#f15bb5',
      pants: '#2d4059',
      accent: '#e8514a',
      shoes: '#333',
    };
    const svg = drawHero(look, { x: 100, baseY: 200, height: 150 });
    // The neck bow sits at the figure's neck (y 29.5 in the icon box), a hair bow at its top (y 3).
    const bowAt = [...svg.matchAll(/<path d="M([\d.]+) ([\d.]+) L[^"]*Z M/g)].map((m) => Number(m[2]));
    expect(bowAt.length).toBe(1);
    expect(bowAt[0]).toBeGreaterThan(20);
  });
});

/** Issue 14: a hero whose name says nothing is drawn as the idea's pronouns say (comics and story pages alike). */
describe('pronouns choose the figure of an unknown name', () => {
  it.each([
    ['Kiko looks for his lost ball in the park. He is brave.', 'boy'],
    ['Sasha wants to find her red kite. She climbs the hill.', 'girl'],
    ['Kiko looks for a lost ball in the park.', 'child'],
    ['Kiko looks for his sister and her lost ball in the park.', 'child'],
  ])('%s → %s', async (description, figure) => {
    for (const type of ['comic-books', 'story-book']) {
      const plan = await planBuiltinStory({
        title: 'Title',
        author: 'Test',
        type,
        description,
        pages: 4,
        language: 'en',
        trim: '8x8',
        bleed: false,
        quality: 'standard',
        seed: 3,
      } as BookRequest);
      expect(plan.character.figure?.id).toBe(figure);
    }
  });
});
