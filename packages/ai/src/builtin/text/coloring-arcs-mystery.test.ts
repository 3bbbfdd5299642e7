import { describe, expect, it } from 'vitest';
import { type ArcCase, atBothLengths, expectArcColoring } from '../testing/coloring-arc-check';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A cat and a mouse become detectives', « Qui a mangé le gâteau de mamie ? » and 'A girl finds a
 * secret door in the garden wall' as coloring books printed the stock captions; now the case's and the
 * magic land's own scenes in order (coloring-arc-scenes-detective.ts, coloring-arc-scenes-portal.ts),
 * the detective's friend drawn where the caption names it.
 */
const CASES: ArcCase[] = [
  [
    'en',
    'A cat and a mouse become detectives',
    [
      /magnifying glass and looks for Grandma’s cake with the mouse/,
      /crumbs/,
      /paw print/,
      /the hen sitting/,
      /ducks/,
      /notebook with the mouse/,
      /hungry puppy/,
      /with the puppy and the mouse/,
    ],
  ],
  [
    'fr',
    'Qui a mangé le gâteau de mamie ?',
    [
      /cherche le gâteau de Mamie/,
      /miettes/,
      /empreinte de patte/,
      /poule/,
      /canards/,
      /relit tous les indices/,
      /chiot gourmand et les dernières miettes du gâteau de Mamie/,
      /le partage avec le chiot/,
    ],
  ],
  [
    'en',
    'Who stole the queen’s crown? A little detective solves the mystery',
    [
      /looks for the crown/,
      /feather/,
      /bird footprints/,
      /shiny button/,
      /ducks/,
      /finds the crown with a magpie/,
      /gives the magpie a shiny button/,
    ],
  ],
  [
    'fr',
    'Un chien détective cherche qui a mangé les biscuits',
    [/cherche les biscuits/, /miettes/, /poule/, /raton laveur gourmand/, /les partage avec le raton laveur/],
  ],
  [
    'en',
    'A girl finds a secret door in the garden wall',
    [
      /finds a little door that was never there before in the garden/,
      /fox called Ruby/,
      /lanterns going dark/,
      /huge round rock/,
      /Pip the dragon by the claw/,
      /runs home through a little door with a glowing leaf/,
      /keeps the glowing golden leaf in the garden/,
    ],
  ],
  [
    'fr',
    'Une fille trouve une porte secrète dans le mur du jardin',
    [
      /trouve une petite porte qui n’avait jamais été là dans le jardin/,
      /Rubis le renard qui parle/,
      /lanternes s’éteindre/,
      /énorme rocher/,
      /dragon Pip/,
      /rentre en courant par une petite porte/,
      /garde la feuille lumineuse et dorée dans le jardin/,
    ],
  ],
];

describe('the detective and the secret door as coloring books colour their own scenes', () => {
  it.each(atBothLengths(CASES))('%s: %s (%i pages)', (language, description, pages, order) =>
    expectArcColoring(language, description, pages, order),
  );

  it('the detective’s friend is drawn where the caption names it, and no suspect is the hero’s kind', async () => {
    for (const [language, description] of [
      ['en', 'A cat and a mouse become detectives'],
      ['fr', 'Un chat et une souris deviennent détectives'],
    ] as const) {
      const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
      const pal = plan.pages.filter((p) => /mouse|souris/.test(p.text));
      expect(pal.length).toBeGreaterThanOrEqual(3);
      for (const p of pal) expect((p.hints as { companion?: string }).companion).toBe('mouse');
      // A cat hero questions no sleepy cat; a dog hero's culprit is a raccoon.
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/sleepy cat|chat endormi/);
    }
  });

  it('"with the mouse at the kitchen" draws no hen in the kitchen', async () => {
    const plan = await planStory({
      type: 'coloring',
      language: 'en',
      description: 'A cat and a mouse become detectives',
      pages: 12,
    });
    const svg = String(await drawPlanPage(plan, 'coloring', 0, 600, plan.pages[0], true));
    expect(plan.pages[0].text).toMatch(/kitchen/);
    expect(svg).toContain('data-icon="mouse"');
    expect(svg).not.toContain('data-icon="chicken"');
  });
});
