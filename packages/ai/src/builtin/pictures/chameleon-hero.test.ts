import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { CHAMELEON_GREEN, chameleonIcon } from './chameleon';
import { lineArtBody } from './line-art';

/**
 * Review (issue 14): "A chameleon changes colours in the jungle" was a boy called Milo. A chameleon is
 * now a hero of its own, drawn with a crest, a bulging eye and a curled tail, its skin taking the colour
 * of the page's place (leaf green under the trees, blue-green by the waterfall, orange by the temple).
 */
const hero = (svg: string) => svg.slice(svg.indexOf('<g id="hero"'));
const skin = (svg: string) => /data-skin="(#[0-9a-f]{6})"/.exec(hero(svg))?.[1];

describe('a chameleon hero', () => {
  it.each([
    ['A chameleon changes colours in the jungle', 'en', /\ba chameleon\b/],
    ['Un caméléon change de couleur dans la jungle', 'fr', /\bun caméléon\b/],
  ] as const)('%s', async (description, language, said) => {
    expect(readIdea('', description, language).heroKind?.id).toBe('chameleon');
    const plan = await planStory({ type: 'story-book', description, language: language as Language });
    expect(plan.character.figure?.id).toBe('chameleon');
    expect(plan.pages[0].text).toMatch(said);
    const svgs = plan.pages.map((_, i) => drawPlanPage(plan, 'story-book', i));
    for (const svg of svgs) {
      expect(hero(svg)).toContain('data-figure="chameleon"');
      expect(hero(svg)).toContain('data-part="curled-tail"');
      expect(hero(svg)).toContain('data-part="eye-turret"');
    }
    // Green among the trees, another colour by the waterfall or the temple: the change is seen.
    const skins = new Set(svgs.map(skin));
    expect(skins.has(CHAMELEON_GREEN)).toBe(true);
    expect(skins.size).toBeGreaterThan(1);
  });

  it('each page colours it from its place', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'A chameleon changes colours in the jungle',
    });
    const place = (i: number) => String(plan.pages[i].hints?.place ?? '');
    plan.pages.forEach((_, i) => {
      const svg = drawPlanPage(plan, 'story-book', i);
      if (/trees|vines|clearing/.test(place(i))) expect(skin(svg)).toBe(CHAMELEON_GREEN);
      if (/waterfall|river/.test(place(i))) expect(skin(svg)).not.toBe(CHAMELEON_GREEN);
    });
  });
  it('as line art its tail, legs and side band are white to colour in, not thick black strokes', () => {
    const art = lineArtBody(chameleonIcon());
    expect(art).toMatch(/data-part="curled-tail" d="[^"]+" fill="#fff"/);
    expect(art).not.toMatch(/stroke-width="(1\.6|2|2\.6)"/);
  });
});

/**
 * Animals picture books star that the idea reader did not know (they became a boy or a girl): the beaver
 * and the badger from the icon set, the mole and the platypus drawn by us (mole-platypus-icons.ts).
 */
describe('a beaver, a badger, a mole, a platypus', () => {
  it.each([
    ['A beaver called Pip looks for a friend', 'en', 'beaver', /\ba beaver\b/],
    ['Un castor appelé Pip cherche un ami', 'fr', 'beaver', /\bun castor\b/],
    ['A badger called Pip looks for a friend', 'en', 'badger', /\ba badger\b/],
    ['Un blaireau appelé Pip cherche un ami', 'fr', 'badger', /\bun blaireau\b/],
    ['A mole called Pip looks for a friend', 'en', 'mole', /\ba mole\b/],
    ['Une taupe appelée Pip cherche un ami', 'fr', 'mole', /\bune taupe\b/],
    ['A platypus called Pip looks for a friend', 'en', 'platypus', /\ba platypus\b/],
    ['Un ornithorynque appelé Pip cherche un ami', 'fr', 'platypus', /\bun ornithorynque\b/],
  ] as const)('%s', async (description, language, kind, said) => {
    expect(readIdea('', description, language).heroKind?.id).toBe(kind);
    const plan = await planStory({ type: 'story-book', description, language: language as Language });
    expect(plan.character.figure?.id).toBe(kind);
    expect(plan.pages[0].text).toMatch(said);
    expect(hero(drawPlanPage(plan, 'story-book', 0))).toContain(`data-figure="${kind}"`);
  });
});
