import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * Valentine's Day (goal-festival.ts) as a coloring book: the hearts cut from red paper, the glue
 * and glitter, the family's cards, the class postbox, the cards given out, and the shy classmate's
 * card back (the turn).
 */
export const VALENTINE_SCENES: ColoringScene[] = [
  s(
    'cuts out red paper hearts',
    'découpe des cœurs dans du papier rouge',
    ['scissors', 'red-heart'],
    /kitchen/,
  ),
  s(
    'sprinkles glitter on the Valentine cards',
    'saupoudre des paillettes sur les cartes',
    ['sparkles', 'love-letter'],
    /kitchen/,
  ),
  s(
    'makes a card with flowers for Mum',
    'fabrique une carte à fleurs pour Maman',
    ['love-letter', 'woman'],
    /living room/,
  ),
  s(
    'posts the cards in the class postbox',
    'glisse les cartes dans la boîte aux lettres de la classe',
    ['postbox', 'love-letter'],
    /classroom/,
  ),
  s(
    'gives the shy classmate a big card',
    'offre une grande carte au camarade timide',
    ['love-letter', 'child'],
    /classroom/,
  ),
  s(
    'gets a card with a wobbly heart back',
    'reçoit en retour une carte au cœur tout tremblé',
    ['red-heart', 'child'],
    /classroom/,
    { turn: true },
  ),
];
