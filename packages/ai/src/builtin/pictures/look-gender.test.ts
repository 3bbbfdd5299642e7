import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { designCharacter } from './character-design';

const look = (figure: string) =>
  designCharacter(
    {
      type: 'farm-animals',
      language: 'fr',
      title: 'Titre',
      description: 'Compter les fruits du verger',
      pages: 12,
      author: 'Test',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
      character: { name: 'Daisy', description: figure },
    } as BookRequest,
    7,
  ).look;

// The article and the agreement follow the word said: the cow figure is said « veau », so « un veau
// vêtu… ». Before: « une veau vêtue d’un haut vert » (the kind « vache » is feminine).
describe('the French look agrees with the figure’s own word', () => {
  it.each([
    ['cow', /^un veau vêtu d’un haut /],
    ['turtle', /^une tortue/],
    ['giraffe', /^une girafe /],
    ['bear', /^un ourson vêtu d’un haut /],
  ])('%s', (figure, said) => {
    expect(look(figure)).toMatch(said);
  });
});
