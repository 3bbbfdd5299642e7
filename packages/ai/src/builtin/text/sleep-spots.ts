import type { Kind } from '../idea/kinds';
import type { Place } from '../idea/settings';

/**
 * Where a sleepless night's pages happen, each with its own "where": in bed, under the covers, by the
 * window… (was "At home, …" opening nine pages of twelve, issue 14). All are drawn in the bedroom;
 * a hero who lives in a tree (an owl, a squirrel, a bird) spends the night in its old oak instead,
 * drawn outdoors under the night sky.
 */
const spot = (en: string, fr: string, pic: string, family: Place['family']): Place => ({
  en: 'the bedroom',
  fr: 'la chambre',
  at: { en, fr },
  pic,
  family,
});
const ROOM = 'the bedroom at home';
export const BEDROOM_SPOTS: Place[] = [
  spot('in bed', 'au lit', ROOM, 'indoor'),
  spot('under the covers', 'sous la couette', ROOM, 'indoor'),
  spot('by the window', 'près de la fenêtre', ROOM, 'indoor'),
  spot('in the dark', 'dans le noir', ROOM, 'indoor'),
  spot('in the quiet room', 'dans la chambre silencieuse', ROOM, 'indoor'),
];

const OAK = 'the old oak tree in the forest';
const tree = (en: string, fr: string, at: [string, string]): Place => ({
  ...spot(at[0], at[1], OAK, 'nature'),
  en,
  fr,
});
export const TREE_SPOTS: Place[] = [
  tree('the hollow', 'le creux de l’arbre', ['in the hollow', 'dans le creux de l’arbre']),
  tree('the branch', 'la branche', ['out on the branch', 'sur la branche']),
  tree('the old oak', 'le vieux chêne', ['high in the old oak', 'en haut du vieux chêne']),
  tree('the leaves', 'les feuilles', ['among the leaves', 'au milieu des feuilles']),
  tree('the nest', 'le nid', ['in the cosy nest', 'dans le nid douillet']),
];

/** Animals whose home is a tree: their story starts in a hollow of an old oak, not a house on a lane. */
const TREE_DWELLERS = new Set(['owl', 'squirrel', 'bird', 'parrot']);
export const livesInTree = (kind?: Pick<Kind, 'id'>) => Boolean(kind && TREE_DWELLERS.has(kind.id));

/** The tree home: said in the opening ("an owl who lives in a hollow of an old oak") and drawn as the oak. */
export const TREE_HOME: Place = {
  en: 'a hollow of an old oak',
  fr: 'le creux d’un vieux chêne',
  at: { en: 'in a hollow of an old oak', fr: 'dans le creux d’un vieux chêne' },
  pic: OAK,
  family: 'nature',
};
