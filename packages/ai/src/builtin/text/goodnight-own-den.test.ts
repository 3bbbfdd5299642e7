import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A little parrot says goodnight to the jungle' ended in “the cosy nest, high in the old oak”; a
 * tiger cub, a baby elephant and a little penguin “snuggled into bed” in a child's bedroom. Each ends
 * in its own sleeping place, named in the text, placed and drawn (pictures/den-sleep.ts): a hollow
 * of a tall jungle tree, a den of long grass, the herd under its tree, the huddle on the ice.
 */
const DENS: [Language, string, RegExp, string, string?][] = [
  [
    'en',
    'A little parrot says goodnight to the jungle',
    /hollow of a tall jungle tree/,
    'hollow of the tall jungle tree',
  ],
  [
    'fr',
    'Un petit perroquet dit bonne nuit à la jungle',
    /creux douillet d’un grand arbre de la jungle/,
    'hollow of the tall jungle tree',
  ],
  ['en', 'A tiger cub says goodnight', /a cosy den of long soft grass/, 'grass den'],
  ['fr', 'Un bébé tigre dit bonne nuit', /une tanière douillette d’herbes hautes/, 'grass den'],
  [
    'en',
    'A baby elephant says goodnight',
    /the warm circle of the herd, under the big tree/,
    'herd',
    'elephant',
  ],
  [
    'fr',
    'Un petit éléphant dit bonne nuit',
    /le cercle bien chaud du troupeau, sous le grand arbre/,
    'herd',
    'elephant',
  ],
  ['en', 'A little penguin says goodnight', /the warm huddle of penguins on the ice/, 'huddle', 'penguin'],
  [
    'fr',
    'Un petit pingouin dit bonne nuit',
    /la ronde bien serrée des manchots, sur la glace/,
    'huddle',
    'penguin',
  ],
];

describe('a goodnight round ends in the hero’s own sleeping place', () => {
  it.each(DENS)('%s: %s', async (language, description, words, place, kin) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages: 8 });
    const last = plan.pages.at(-1);
    expect(last?.text).toMatch(words);
    expect(last?.text).not.toMatch(/old oak|vieux chêne|\bbed\b|\blit\b|blanket|couverture/);
    expect(last?.hints?.place).toMatch(new RegExp(`^the ${place}`));
    const svg = drawPlanPage(plan, 'bedtime-books', plan.pages.length - 1);
    expect(svg).toMatch(/<g class="den">.*<g class="curled"/);
    expect(svg).not.toContain('id="room-wall"');
    // The herd's grown elephants, the huddle's grown penguins, round the little one.
    if (kin) expect(svg.match(new RegExp(`data-icon="${kin}"`, 'g'))?.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['en', 'A little red tractor says goodnight to the farm', /Before bed/],
    ['fr', 'Un petit tracteur rouge dit bonne nuit à la ferme', /Avant d’aller au lit/],
  ] as [Language, string, RegExp][])(
    '%s: a vehicle parks for the night, never “Before bed” (%s)',
    async (language, description, bed) => {
      let parked = 0;
      for (const pages of [6, 8, 10, 12, 14]) {
        const plan = await planStory({ type: 'bedtime-books', language, description, pages });
        for (const p of plan.pages) expect(p.text, `${pages}`).not.toMatch(bed);
        parked += plan.pages.filter((p) => /park for the night|me garer pour la nuit/.test(p.text)).length;
      }
      expect(parked).toBeGreaterThan(0);
    },
  );
});
