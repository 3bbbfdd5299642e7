import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { environmentFor } from './environment';
import { aloft } from './figures';

/**
 * Review (issue 14): "A little cloud who wants to rain on the desert" was "Milo, a boy", « Une petite
 * étoile qui a peur du noir » a boy too, drawn in a top and a scarf. A cloud or a star at the head of
 * the idea is the hero now, named from the sky and drawn as our own cloud or star with a face.
 */
const hero = (svg: string) => svg.slice(svg.indexOf('<g id="hero"'));

describe('a little cloud or a little star as the hero', () => {
  it.each([
    ['A little cloud who wants to rain on the desert', 'en', 'cloud', /\ba little cloud\b/],
    ['Un petit nuage qui veut faire pleuvoir sur le désert', 'fr', 'cloud', /\bun petit nuage\b/],
    ['A little star who is afraid of the dark', 'en', 'star', /\ba little star\b/],
    ['Une petite étoile qui a peur du noir', 'fr', 'star', /\bune petite étoile\b/],
  ] as const)('%s', async (description, language, figure, said) => {
    expect(readIdea('', description, language).heroKind?.id).toBe(figure);
    const plan = await planStory({
      type: 'story-book',
      description,
      language: language as Language,
      pages: 8,
    });
    expect(plan.character.figure?.id).toBe(figure);
    expect(plan.character.name).not.toMatch(/^(Milo|Lila|Elio)$/);
    expect(plan.pages[0].text).toMatch(said);
    // Nothing to wear: no top, scarf or hat on a cloud.
    expect(plan.character.look).not.toMatch(/\btop\b|scarf|hat\b|\bhaut\b|écharpe|bonnet/);
    for (const [i, page] of plan.pages.entries()) {
      expect(page.alt).toMatch(said);
      expect(hero(drawPlanPage(plan, 'story-book', i))).toContain(`data-figure="${figure}"`);
    }
  });

  it('a cloud or a star further on in the idea stays a thing of the sky', () => {
    expect(readIdea('', 'A fox who catches a falling star', 'en').heroKind?.id).toBe('fox');
    expect(readIdea('', 'A fox who catches a falling star', 'en').object?.word.id).toBe('star');
    expect(readIdea('', 'Un renard attrape une étoile filante', 'fr').heroKind?.id).toBe('fox');
    expect(readIdea('', 'A bunny who hides from a rain cloud', 'en').heroKind?.id).toBe('bunny');
    expect(readIdea('', 'Un lapin qui regarde un nuage', 'fr').others.map((k) => k.id)).not.toContain(
      'cloud',
    );
  });

  it('floats up in the sky, and its desert is sand dunes, not a meadow', () => {
    expect(aloft('cloud', 600, 300)).toBeGreaterThan(100);
    expect(aloft('star', 600, 300)).toBeGreaterThan(100);
    // Never out of the page's top, and a boy still stands on the ground.
    expect(aloft('cloud', 600, 40)).toBeLessThan(40);
    expect(aloft('boy', 600, 300)).toBe(0);
    expect(environmentFor('everyday', 'the desert above the sand dunes of the desert')).toBe('desert');
    expect(environmentFor('everyday', 'le désert')).toBe('desert');
    // A beach's dunes and a desert island stay on the beach.
    expect(environmentFor('everyday', 'the dunes behind the beach')).toBe('beach');
    expect(environmentFor('everyday', 'a desert island')).toBe('beach');
    expect(environmentFor('everyday', 'une île déserte')).toBe('beach');
  });
});
