import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * « Les métiers à colorier » coloured « Sam, qui trouve le livre au cabinet du médecin » and « qui
 * pique-nique »; 'Community helpers coloring book' a fairy reading on the rainbow bridge. Each page
 * is now one worker at work, drawn large with the tools the caption names, at their own place.
 */
const plan = (description: string, language: 'en' | 'fr', pages: number) =>
  planStory({ type: 'coloring', description, title: description, language, pages });
const h = (p: PagePlan) => (p.hints ?? {}) as StoryHints;

/** The worker drawn, the words naming them, the tools drawn beside them. */
const WORKERS: [string, RegExp, string[]][] = [
  ['man-firefighter', /firefighter|pompier/, ['fire-engine', 'fire']],
  ['health-worker', /doctor|médecin/, ['stethoscope']],
  ['man-cook', /baker|boulanger/, ['baguette-bread']],
  ['police-officer', /police officer|policier/, ['police-car']],
  ['woman-teacher', /teacher|maîtresse/, ['books']],
  ['man-farmer', /farmer|fermier/, ['tractor']],
  ['construction-worker', /builder|maçon/, ['brick']],
  ['man-biking', /postman|facteur/, ['envelope']],
];

describe('community helpers coloring books', () => {
  it.each([
    ['fr', 'Les métiers à colorier', 'Colorie le pompier qui arrose le feu !'],
    ['en', 'Community helpers coloring book', 'Color the firefighter spraying the fire!'],
    ['en', 'Jobs coloring pages', 'Color the firefighter spraying the fire!'],
  ] as const)('%s: %s colours one worker a page', async (language, idea, first) => {
    const { pages } = await plan(idea, language, 8);
    expect(pages[0].text.replace(/[\u00a0\u202f]/g, ' ')).toBe(first);
    expect(h(pages[0]).place).toBe('the fire station');
    WORKERS.forEach(([icon, words, tools], i) => {
      const p = pages[i];
      expect(h(p).subjects).toEqual([icon]);
      expect(p.text).toMatch(words);
      for (const t of tools) expect(h(p).props).toContain(t);
      expect(p.text).not.toMatch(/Sam|Elio|book on|livre au|pique-nique|picnic|bubbles|bulles|rainbow/);
    });
  });

  it.each([
    ['fr', 'Les métiers à colorier'],
    ['en', 'Community helpers coloring book'],
  ] as const)('%s: %s never prints a caption twice', async (language, idea) => {
    for (const n of [4, 12, 24, 50]) {
      const { pages } = await plan(idea, language, n);
      expect(new Set(pages.map((p) => p.text)).size).toBe(Math.min(n, pages.length));
      for (const p of pages) expect((h(p).subjects ?? []).length).toBeGreaterThan(0);
    }
  });
});
