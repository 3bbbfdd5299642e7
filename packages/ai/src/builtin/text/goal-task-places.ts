import { inFamily, type Place, place } from '../idea/settings';

/**
 * Where a treehouse is built and a race is run, as a route in order (`leg`, text/episode-places.ts):
 * the middle pages walk it the way the deed goes — getting ready, the snags, the hard work, the
 * finish. The templates that need a spot say so (`onlyPlace`: the start line, the tool shed).
 */
export const legs = (...groups: Place[][]): Place[] =>
  groups.flatMap((g, leg) => g.map((p) => ({ ...p, leg })));

const garden = (en: string, fr: string) => inFamily('nature', [place(en, fr)])[0];
const TREE = ['at the foot of/the big tree|in the garden', 'au pied de/le grand arbre'] as const;

export const BUILD_PLACES: Place[] = legs(
  [
    garden('on/the lawn|in the garden', 'sur/la pelouse'),
    garden('by/the tool shed|in the garden', 'près de/l’abri de jardin'),
  ],
  [garden(...TREE), garden('in/the vegetable patch|in the garden', 'dans/le potager')],
  [garden('by/the tool shed|in the garden', 'près de/l’abri de jardin'), garden(...TREE)],
  [
    garden('at the foot of/the big tree|with its treehouse', 'au pied de/le grand arbre'),
    garden('on/the lawn|in the garden', 'sur/la pelouse'),
  ],
);
/** The turn: the treehouse finished in its tree. */
/** Home: the garden with its big tree. */
export const BUILD_HOME: Place = garden('in/the garden|under the big tree', 'dans/le jardin');
export const BUILD_ARRIVAL: Place = garden('up in/the big tree|with its treehouse', 'dans/le grand arbre');

const meadow = (en: string, fr: string) => inFamily('nature', [place(en, fr)])[0];
export const RACE_PLACES: Place[] = legs(
  [meadow('in/the meadow', 'dans/le pré'), meadow('under/the big tree|on the meadow', 'sous/le grand arbre')],
  [
    meadow('at/the start line|in the meadow', 'sur/la ligne de départ'),
    meadow('on/the forest path|in the forest', 'sur/le sentier de la forêt'),
  ],
  [
    meadow('under/the old oak|in the forest', 'sous/le vieux chêne'),
    meadow('by/the stream|in the forest', 'au bord de/le ruisseau'),
  ],
  [
    meadow('on/the hill path|in the meadow', 'sur/le chemin de la colline'),
    meadow('on/the last stretch|in the meadow', 'dans/la dernière ligne droite'),
  ],
);
/** Home: the meadow where the race starts and ends. */
export const RACE_HOME: Place = meadow('in/the meadow|by the forest', 'dans/le pré');
export const RACE_ARRIVAL: Place = meadow('at/the finish line|in the meadow', 'sur/la ligne d’arrivée');

const kitchen = (en: string, fr: string) => inFamily('indoor', [place(en, fr)])[0];
export const BAKE_PLACES: Place[] = legs(
  [
    kitchen('at/the kitchen table', 'à/la table de la cuisine'),
    kitchen('by/the cupboard|in the kitchen', 'près de/le placard'),
  ],
  [
    kitchen('by/the mixing bowl|in the kitchen', 'près de/le grand saladier'),
    kitchen('at/the kitchen table', 'à/la table de la cuisine'),
  ],
  [
    kitchen('by/the mixing bowl|in the kitchen', 'près de/le grand saladier'),
    kitchen('by/the oven|in the kitchen', 'près de/le four'),
  ],
  [
    kitchen('by/the oven|in the kitchen', 'près de/le four'),
    kitchen('at/the kitchen table', 'à/la table de la cuisine'),
  ],
);
export const BAKE_HOME: Place = kitchen('in/the kitchen', 'dans/la cuisine');
export const BAKE_ARRIVAL: Place = kitchen('at/the kitchen table', 'à/la table de la cuisine');

export const PLANT_PLACES: Place[] = legs(
  [
    garden('by/the tool shed|in the garden', 'près de/l’abri de jardin'),
    garden('in/the vegetable patch|in the garden', 'dans/le potager'),
  ],
  [
    garden('in/the vegetable patch|in the garden', 'dans/le potager'),
    garden('among/the flower beds|in the garden', 'parmi/les parterres de fleurs'),
  ],
  [
    garden('in/the vegetable patch|in the garden', 'dans/le potager'),
    garden('by/the garden pond', 'au bord de/la mare du jardin'),
  ],
  [
    garden('in/the vegetable patch|in the garden', 'dans/le potager'),
    garden('among/the flower beds|in the garden', 'parmi/les parterres de fleurs'),
  ],
);
export const PLANT_ARRIVAL: Place = garden('in/the vegetable patch|in the garden', 'dans/le potager');
