import { b } from './episode-template';
import type { Episode } from './story-episodes';
import type { PlacedL } from './story-place-fit';

/**
 * What a long book says once its arc's own lines are all told (issue 14: no sentence twice). Each is
 * one short sentence that fits any arc, any place and any sky (no sun, no stars, no "today"), and
 * names the place, so the same line at a new place is a new sentence: a 50-page book says less per
 * page rather than print a page again. Used only when every arc template is spent, so shorter books
 * never reach them and the seeded draws are untouched. No line does what only a body can (no breath,
 * smile or yawn): a fire truck or a train hero says them too (vehicle-hero-verbs test).
 */
export const FILLER_EPISODES: PlacedL[] = [
  b(
    '{atPlace}, {name} stopped for a moment, then set off again.',
    '{atPlace}, {name} s’arrêta un instant, puis repartit.',
  ),
  b(
    '{atPlace}, {name} looked all around, taking in every little thing.',
    '{atPlace}, {name} regarda tout autour, sans rien manquer.',
  ),
  b('{atPlace}, {name} thought about what to do next.', '{atPlace}, {name} réfléchit à la suite.'),
  b('{atPlace}, {name} enjoyed a quiet moment.', '{atPlace}, {name} profita d’un moment tranquille.'),
  b('{atPlace}, {name} began again, one more time.', '{atPlace}, {name} recommença, encore une fois.'),
  b(
    '{atPlace}, {name} listened closely: every place has its own little sounds.',
    '{atPlace}, {name} tendit l’oreille : chaque endroit a ses petits bruits.',
  ),
  b(
    '{atPlace}, {name} took a little rest, then carried on.',
    '{atPlace}, {name} se reposa un peu, puis continua.',
  ),
  b(
    '{atPlace}, {name} thought of all that had happened so far.',
    '{atPlace}, {name} repensa à tout ce qui s’était passé.',
  ),
  b(
    '{atPlace}, {name} looked up high, then down low.',
    '{atPlace}, {name} regarda tout en haut, puis tout en bas.',
  ),
  b('{atPlace}, {name} laughed at a funny thought.', '{atPlace}, {name} rit d’une idée drôle.'),
  b(
    '{atPlace}, {name} tapped a happy rhythm: tap, tap, tap.',
    '{atPlace}, {name} tapota un petit rythme joyeux : tap, tap, tap.',
  ),
  b(
    '{atPlace}, {name} closed both eyes for a moment and made a wish.',
    '{atPlace}, {name} ferma les yeux un instant et fit un vœu.',
  ),
  b(
    '{atPlace}, {name} waited a little, then got going again.',
    '{atPlace}, {name} attendit un peu, puis repartit de plus belle.',
  ),
  b(
    '{atPlace}, {name} stood very still and listened to the quiet.',
    '{atPlace}, {name} resta immobile et écouta le silence.',
  ),
  b(
    '{atPlace}, {name} said a friendly hello to everyone there.',
    '{atPlace}, {name} dit un joyeux bonjour à tout le monde.',
  ),
  b(
    '{atPlace}, {name} wondered what would happen next.',
    '{atPlace}, {name} se demanda ce qui allait se passer ensuite.',
  ),
];

/** The book's own copy, as a one-kind pool map: picking turns it, so the lines vary page to page. */
export const fillerPools = (): Map<Episode, PlacedL[]> => new Map([['pause', [...FILLER_EPISODES]]]);
