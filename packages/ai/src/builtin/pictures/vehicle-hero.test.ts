import { describe, expect, it } from 'vitest';
import { designCharacter } from './character-design';
import { anyFigureById } from './figures';
import { drawHero, heroLook } from './hero';
import { iconBody } from './icons';

/** Issue 14 review: "a little fire truck named Ruby" is drawn as the fire truck, with eyes, never a girl. */
const heroSvg = (description: string) => {
  const bible = designCharacter(
    {
      type: 'vehicles',
      language: 'en',
      title: 'Ruby',
      description: 'A little fire truck named Ruby helps the town',
      pages: 6,
      character: { name: 'Ruby', description },
    } as Parameters<typeof designCharacter>[0],
    7,
  );
  return { bible, svg: drawHero(heroLook(bible), { x: 100, baseY: 200, height: 80 }) };
};

describe('a vehicle hero', () => {
  it.each([
    ['fire-truck', 'fire-engine'],
    ['train', 'locomotive'],
    ['tractor', 'tractor'],
    ['bus', 'bus'],
  ])('%s is drawn as its icon with eyes on it', (kind, icon) => {
    const { bible, svg } = heroSvg(kind);
    expect(bible.figure?.id).toBe(kind);
    expect(svg).toContain(iconBody(icon));
    expect(svg).toContain('data-eyes="vehicle"');
  });

  it('an animal or a child has no windscreen eyes', () => {
    expect(heroSvg('cow').svg).not.toContain('data-eyes');
    expect(heroSvg('girl').svg).not.toContain('data-eyes');
  });

  // "Gus the guinea pig" is drawn as the hamster: its icon is a face, so it stands on a body in its
  // clothes, as the fox does, not as a giant floating head.
  it('a guinea pig or a hamster hero is a face on a body', () => {
    expect(anyFigureById('hamster').kind).toBe('head');
    expect(heroSvg('hamster').svg).toMatch(/<rect x="10" y="44"/);
  });
});
