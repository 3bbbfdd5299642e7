import { friendOf } from './goal-move';
import { MOVE_PLACES as P } from './goal-move-words';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { MOVE_FILLERS } from './poetry-move-fillers';
import { MOVE_LINES } from './poetry-move-lines';

/** The move's places in the order of poetry-move-lines.ts's spots. */
const SPOTS = [P.oldRoom, P.park, P.oldHouse, P.road, P.street, P.bareRoom, P.newRoom, P.garden];

const THINGS: Record<string, { en: string; fr: string }> = {
  package: { en: 'boxes', fr: 'des cartons' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un nounours' },
  'deciduous-tree': { en: 'the big oak tree', fr: 'le grand chêne' },
  'delivery-truck': { en: 'the moving van', fr: 'le camion de déménagement' },
  house: { en: 'the house', fr: 'la maison' },
  automobile: { en: 'the car', fr: 'la voiture' },
  'soccer-ball': { en: 'a ball', fr: 'un ballon' },
  girl: { en: 'the girl next door', fr: 'la voisine' },
  'framed-picture': { en: 'a drawing', fr: 'un dessin' },
  bed: { en: 'the bed', fr: 'le lit' },
  books: { en: 'books', fr: 'des livres' },
  cow: { en: 'cows in a field', fr: 'des vaches dans un pré' },
  sandwich: { en: 'sandwiches', fr: 'des sandwichs' },
  paintbrush: { en: 'a paintbrush', fr: 'un pinceau' },
  cat: { en: 'a cat on the fence', fr: 'un chat sur la clôture' },
  seedling: { en: 'a seedling', fr: 'une petite pousse' },
};

/**
 * Moving house as a poem ('Poems about moving to a new house', « Des poèmes sur le déménagement »):
 * the day in order at the move's places (poetry-move-lines.ts), the girl next door named as in the
 * prose (goal-move.ts). Before, it sang the stock couplets (« Dans le jardin, le soleil brille bien
 * haut »), a herb on every page.
 */
export function moveCouplets(name: string): ArcCouplet[] {
  const slots = { en: { friend: friendOf(name, 'en') }, fr: { friend: friendOf(name, 'fr') } };
  return arcLines(MOVE_LINES, SPOTS, THINGS, slots);
}

/** A long moving poem's fillers, each at its own spot (poetry-move-fillers.ts). */
export const moveFillers = (): ArcCouplet[] => arcLines(MOVE_FILLERS, SPOTS, THINGS);
