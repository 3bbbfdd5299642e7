import { type Thing, thing } from './theme-types';

/**
 * "Counting ladybugs in the garden", « Compter les étoiles de mer »: the creature the idea names is
 * what the book counts (it counted hens, eggs, apples and pigs, the farm's things). Page n draws n of
 * it; a long book (past ten pages) turns every other page to its neighbours in the idea's world
 * (flowers and butterflies in the garden, shells and crabs by the sea) so it does not count the same
 * thing fifty times.
 */
type Named = { idea: RegExp; it: Thing; with: Thing[] };

const GARDEN = [
  thing('butterfly', 'butterfly', 'butterflies', 'papillon', 'papillons'),
  thing('tulip', 'flower', 'flowers', 'fleur', 'fleurs'),
  thing('honeybee', 'bee', 'bees', 'abeille', 'abeilles'),
  thing('snail', 'snail', 'snails', 'escargot', 'escargots'),
];
const SHORE = [
  thing('spiral-shell', 'shell', 'shells', 'coquillage', 'coquillages'),
  thing('crab', 'crab', 'crabs', 'crabe', 'crabes'),
  thing('tropical-fish', 'fish', 'fish', 'poisson', 'poissons'),
];
const POND = [
  thing('frog', 'frog', 'frogs', 'grenouille', 'grenouilles'),
  thing('duck', 'duck', 'ducks', 'canard', 'canards'),
  thing('fish', 'fish', 'fish', 'poisson', 'poissons'),
];
const w = (re: string) => new RegExp(`(?<!\\p{L})(${re})(?!\\p{L})`, 'iu');
const others = (list: Thing[], subject: string) => list.filter((t) => t.subject !== subject);

const NAMED: Named[] = [
  {
    idea: w('ladybugs?|ladybirds?|coccinelles?'),
    it: thing('lady-beetle', 'ladybug', 'ladybugs', 'coccinelle', 'coccinelles'),
    with: GARDEN,
  },
  {
    idea: w('starfish(?:es)?|étoiles? de mer'),
    it: thing('starfish', 'starfish', 'starfish', 'étoile de mer', 'étoiles de mer'),
    with: SHORE,
  },
  {
    idea: w('butterfl(?:y|ies)|papillons?'),
    it: GARDEN[0],
    with: others(GARDEN, 'butterfly'),
  },
  { idea: w('bees?|abeilles?'), it: GARDEN[2], with: others(GARDEN, 'honeybee') },
  { idea: w('snails?|escargots?'), it: GARDEN[3], with: others(GARDEN, 'snail') },
  { idea: w('frogs?|grenouilles?'), it: POND[0], with: others(POND, 'frog') },
  { idea: w('ducks?|ducklings?|canards?|canetons?'), it: POND[1], with: others(POND, 'duck') },
  { idea: w('crabs?|crabes?'), it: SHORE[1], with: others(SHORE, 'crab') },
  { idea: w('shells?|seashells?|coquillages?'), it: SHORE[0], with: others(SHORE, 'spiral-shell') },
];

/** What page k (0-based) of a counting book counts when the idea names a creature; undefined otherwise. */
export function namedCounted(idea: string): ((k: number) => Thing) | undefined {
  const named = NAMED.find((n) => n.idea.test(idea));
  if (!named) return undefined;
  return (k) => (k < 10 || k % 2 === 0 ? named.it : named.with[Math.floor((k - 10) / 2) % named.with.length]);
}
