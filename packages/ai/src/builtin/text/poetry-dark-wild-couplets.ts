import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { darkWildArc } from './goal-dark-wild';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { DARK_WILD_FILLERS } from './poetry-dark-wild-fillers';
import { DARK_WILD_LINES } from './poetry-dark-wild-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  'crescent-moon': { en: 'the moon', fr: 'la lune' },
  'full-moon': { en: 'the full moon', fr: 'la pleine lune' },
  cloud: { en: 'a dark cloud', fr: 'un nuage sombre' },
  'glowing-star': { en: 'bright stars', fr: 'des étoiles qui brillent' },
  'fallen-leaf': { en: 'rustling leaves', fr: 'des feuilles qui bruissent' },
  hedgehog: { en: 'a hedgehog', fr: 'un hérisson' },
  'leaf-fluttering-in-wind': { en: 'leaves in the wind', fr: 'des feuilles dans le vent' },
  frog: { en: 'a frog', fr: 'une grenouille' },
  mouse: { en: 'a little mouse', fr: 'une petite souris' },
  'deciduous-tree': { en: 'the old tree', fr: 'le vieil arbre' },
  sparkles: { en: 'sparkles of moonlight', fr: 'des reflets de lune' },
  bat: { en: 'a bat', fr: 'une chauve-souris' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  'musical-notes': { en: 'the night’s music', fr: 'la musique de la nuit' },
  cricket: { en: 'a cricket', fr: 'un grillon' },
  'shooting-star': { en: 'a shooting star', fr: 'une étoile filante' },
};

/**
 * The little owl afraid of the dark as a poem ("A little owl who is afraid of the dark", « Une petite
 * chouette qui a peur du noir »): 24 couplets of its night in order at the arc's oak, hollow, branch,
 * stream and path (poetry-dark-wild-lines.ts), every one drawn at night. Before, it sang the stock
 * daytime couplets ("The sun shone warm on the park today") with a herb on the page.
 */
export function darkWildCouplets(facts: IdeaFacts): ArcCouplet[] | undefined {
  const goal = facts.goal;
  if (goal?.kind !== 'brave') return undefined;
  const arc = darkWildArc(goal, facts);
  const spots = [arc.arrival, ...(arc.places ?? [])].filter((p): p is Place => p !== undefined);
  const slots = { en: arc.slots('en'), fr: arc.slots('fr') };
  return arcLines(DARK_WILD_LINES, spots, THINGS, slots).map((cp) => ({ ...cp, night: true as const }));
}

const FILLER_THINGS: Record<string, { en: string; fr: string }> = {
  mushroom: { en: 'mushrooms', fr: 'des champignons' },
  snail: { en: 'a snail', fr: 'un escargot' },
  'spider-web': { en: 'a spider’s web', fr: 'une toile d’araignée' },
  'evergreen-tree': { en: 'pine trees', fr: 'des sapins' },
  feather: { en: 'a feather', fr: 'une plume' },
  chestnut: { en: 'a chestnut', fr: 'une châtaigne' },
  droplet: { en: 'dew', fr: 'la rosée' },
  rock: { en: 'a mossy stone', fr: 'une pierre moussue' },
  cloud: { en: 'a little cloud', fr: 'un petit nuage' },
  'fallen-leaf': { en: 'a falling leaf', fr: 'une feuille qui tombe' },
  'deciduous-tree': { en: 'old trees', fr: 'de vieux arbres' },
  rabbit: { en: 'a rabbit', fr: 'un lapin' },
  fox: { en: 'a fox', fr: 'un renard' },
  blossom: { en: 'sleeping flowers', fr: 'des fleurs endormies' },
  badger: { en: 'a badger', fr: 'un blaireau' },
  raccoon: { en: 'a raccoon', fr: 'un raton laveur' },
  bird: { en: 'sleeping birds', fr: 'des oiseaux endormis' },
  butterfly: { en: 'a moth', fr: 'un papillon de nuit' },
  bear: { en: 'a bear', fr: 'un ours' },
  deer: { en: 'a deer', fr: 'une biche' },
  ant: { en: 'ants', fr: 'des fourmis' },
  seedling: { en: 'a sleeping seed', fr: 'une graine endormie' },
  wood: { en: 'a hollow log', fr: 'un vieux tronc' },
  turtle: { en: 'a turtle', fr: 'une tortue' },
  worm: { en: 'a worm', fr: 'un ver de terre' },
  duck: { en: 'ducks', fr: 'des canards' },
};

/** What a 50-page night weaves between its own couplets (poetry-dark-wild-fillers.ts), at night. */
export const darkWildFillers = (): ArcCouplet[] =>
  arcLines(DARK_WILD_FILLERS, [], FILLER_THINGS).map((cp) => ({ ...cp, night: true as const }));
