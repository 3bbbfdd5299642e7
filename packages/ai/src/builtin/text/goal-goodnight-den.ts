import type { Kind } from '../idea/kinds';
import type { Place } from '../idea/settings';
import { drives } from './goal-goodnight-drive';
import { GOODNIGHT_ENDINGS } from './goal-goodnight-words';
import { BEDROOM_SPOTS, livesInTree, TREE_SPOTS } from './sleep-spots';
import type { PlacedL } from './story-place-fit';

/**
 * Where a goodnight round ends (goal-goodnight.ts). A child falls asleep in bed; an animal that lives
 * outdoors in its own home: an owl or a squirrel in the hollow of the old oak, a bird in its nest,
 * a rabbit, a fox or a hedgehog of the forest in its burrow, a fish of the sea in the coral, a monkey
 * of the jungle in a hammock of leaves, a polar bear in a snow den (was "snuggled into bed" in a bedroom).
 * The den's words are the ending's {den}; it is drawn outdoors at the old oak, under the night sky.
 */
type Den = { spot: Place; words: { en: string; fr: string }; endings?: PlacedL[] };

// Each den is its own picture (pictures/den-sleep.ts draws the hero curled up inside it), still at the old oak.
const OAK = (den: string) => `${den} ${TREE_SPOTS[0].pic?.replace(/^the /, '')}`;
const BURROW: Place = {
  en: 'the burrow',
  fr: 'le terrier',
  at: { en: 'in the burrow', fr: 'dans le terrier' },
  pic: OAK('the burrow under the'),
  family: 'nature',
};
const HOLLOW: Den = {
  spot: { ...TREE_SPOTS[0], pic: OAK('the hollow of the') },
  words: { en: 'the cosy hollow of the old oak', fr: 'le creux douillet du vieux chêne' },
};
const NEST: Den = {
  spot: { ...TREE_SPOTS[4], pic: OAK('the nest high in the') },
  words: { en: 'the cosy nest, high in the old oak', fr: 'le nid douillet, tout en haut du vieux chêne' },
};
const DEN: Den = {
  spot: BURROW,
  words: {
    en: 'the cosy burrow under the roots of the old oak',
    fr: 'le terrier douillet, sous les racines du vieux chêne',
  },
};
/** A fish's home under the sea or off the beach: the coral reef, drawn underwater. */
const CORAL: Den = {
  spot: {
    en: 'the coral',
    fr: 'le corail',
    at: { en: 'in the coral', fr: 'dans le corail' },
    pic: 'the coral reef',
    family: 'sea',
  },
  words: { en: 'a cosy nook in the coral', fr: 'un petit coin douillet dans le corail' },
};
/** A climber of the jungle sleeps high up, in a hammock of big leaves slung between two trunks. */
const HAMMOCK: Den = {
  spot: {
    en: 'the hammock',
    fr: 'le hamac',
    at: { en: 'in the leafy hammock', fr: 'dans le hamac de feuilles' },
    pic: 'the leafy hammock in the tall trees of the jungle',
    family: 'nature',
  },
  words: {
    en: 'a soft hammock of leaves, high in the tall trees',
    fr: 'un hamac de feuilles tout doux, tout en haut des grands arbres',
  },
};
/** An animal of the snow sleeps in a den dug into a snowdrift. */
const SNOW_DEN: Den = {
  spot: {
    en: 'the snow den',
    fr: 'la tanière de neige',
    at: { en: 'in the snow den', fr: 'dans la tanière de neige' },
    pic: 'the snow den in the snowdrift',
    family: 'nature',
  },
  words: {
    en: 'the cosy snow den, dug deep in the snowdrift',
    fr: 'la tanière de neige douillette, creusée au creux de la congère',
  },
};
/** A den of its own kind out in the wild (drawn by pictures/den-sleep.ts, at the old oak's side). */
const wild = (pic: string, en: string, fr: string, words: Den['words']): Den => ({
  spot: { en, fr, at: { en: `in ${en}`, fr: `dans ${fr}` }, pic, family: 'nature' },
  words,
});
/**
 * A parrot of the jungle sleeps in a hollow of a tall jungle tree (it was given the old oak's nest);
 * a tiger in a den of long grass, an elephant in the middle of its herd under a big tree, a penguin
 * huddled with the others on the ice (all three “snuggled into bed” in a child's bedroom).
 */
const JUNGLE_HOLLOW = wild('the hollow of the tall jungle tree', 'the hollow', 'le creux', {
  en: 'the cosy hollow of a tall jungle tree',
  fr: 'le creux douillet d’un grand arbre de la jungle',
});
const GRASS_DEN = wild('the grass den in the long grass', 'the grass den', 'la tanière d’herbes', {
  en: 'a cosy den of long soft grass',
  fr: 'une tanière douillette d’herbes hautes',
});
const HERD = wild('the herd under the big tree', 'the herd', 'le troupeau', {
  en: 'the warm circle of the herd, under the big tree',
  fr: 'le cercle bien chaud du troupeau, sous le grand arbre',
});
const HUDDLE = wild('the huddle on the ice', 'the huddle', 'la ronde des manchots', {
  en: 'the warm huddle of penguins on the ice',
  fr: 'la ronde bien serrée des manchots, sur la glace',
});
const WILD_DENS: Record<string, Den> = { tiger: GRASS_DEN, elephant: HERD, penguin: HUDDLE };

/** Who sleeps up in the jungle's trees, and who digs a den in the snow (a penguin huddles with the others). */
const CLIMBERS = new Set(['monkey', 'sloth', 'koala', 'panda', 'chameleon', 'snake']);
const SNOW_DIGGERS = new Set(['polar-bear', 'bear', 'fox', 'hare', 'bunny', 'wolf', 'mouse']);
const SWIMMERS = new Set(['fish', 'octopus', 'crab', 'dolphin', 'whale']);
/** Forest animals that sleep in a burrow (in a garden or on a farm they keep the bed). */
const BURROWERS = new Set(['bunny', 'hare', 'fox', 'hedgehog', 'badger', 'mouse']);
const NESTERS = new Set(['bird', 'parrot']);

/** The hero's own home for the night, when it is not a bed. */
export function goodnightDen(kind: Pick<Kind, 'id'> | undefined, setting?: string): Den | undefined {
  if (!kind) return undefined;
  if (drives(kind)) return kind.id === 'tractor' ? SHED : GARAGE;
  if (kind.id === 'parrot' && (setting === 'jungle' || !setting)) return JUNGLE_HOLLOW;
  if (WILD_DENS[kind.id]) return WILD_DENS[kind.id];
  if (livesInTree(kind)) return NESTERS.has(kind.id) ? NEST : HOLLOW;
  if (SWIMMERS.has(kind.id) && (setting === 'sea' || setting === 'beach')) return CORAL;
  if (setting === 'jungle' && CLIMBERS.has(kind.id)) return HAMMOCK;
  if (setting === 'snow' && SNOW_DIGGERS.has(kind.id)) return SNOW_DEN;
  return setting === 'forest' && BURROWERS.has(kind.id) ? DEN : undefined;
}

const b = (en: string, fr: string): PlacedL => ({ en, fr });
/** A vehicle parks for the night (was “snuggled into bed”): as many as GOODNIGHT_ENDINGS. */
const PARKED: PlacedL[] = [
  b(
    'Then {name} rolled slowly into {den}, switched off the engine and dimmed both headlights. Everyone was asleep now, and soon {name} was fast asleep too. Goodnight, {name}. The end.',
    'Puis {name} entra tout doucement dans {den}, coupa son moteur et éteignit ses phares. Tout le monde dormait, et bientôt {name} dormit à poings fermés. Bonne nuit, {name}. Fin.',
  ),
  b(
    'Back home, {name} parked in {den}. “Goodnight, everyone,” {name} murmured, and fell fast asleep. The end.',
    'De retour à la maison, {name} se gara dans {den}. « Bonne nuit, tout le monde », murmura {name}, avant de s’endormir profondément. Fin.',
  ),
];
const parking = (en: string, fr: string, pic: string, words: Den['words']): Den => ({
  spot: { en, fr, at: { en: `in ${en}`, fr: `dans ${fr}` }, pic, family: 'nature' },
  words,
  endings: PARKED,
});
/** A tractor's shed, a car's garage: drawn with the vehicle parked inside (pictures/den-sleep.ts). */
const SHED = parking('the shed', 'le hangar', 'the garage shed on the farm', {
  en: 'the old tractor shed',
  fr: 'le vieux hangar à tracteurs',
});
const GARAGE = parking('the garage', 'le garage', 'the garage in town', {
  en: 'the little garage at the end of the street',
  fr: 'le petit garage au bout de la rue',
});
/** As many as GOODNIGHT_ENDINGS, so the book's picks stay the same. */
const DEN_ENDINGS: PlacedL[] = [
  b(
    'Then {name} snuggled down in {den}, warm and safe, and closed both eyes. Everyone was asleep now, and soon {name} was fast asleep too. Goodnight, {name}. The end.',
    'Puis {name} se blottit dans {den}, bien au chaud, et ferma les yeux. Tout le monde dormait, et bientôt {name} dormit à poings fermés. Bonne nuit, {name}. Fin.',
  ),
  b(
    'Back home, {name} curled up in {den}. “Goodnight, everyone,” {name} murmured, and fell fast asleep. The end.',
    'De retour à la maison, {name} se pelotonna dans {den}. « Bonne nuit, tout le monde », murmura {name}, avant de s’endormir profondément. Fin.',
  ),
];

/** Where the last page is drawn and what it says. */
export function goodnightBed(den: Den | undefined): { bed: Place; endings: PlacedL[] } {
  return den
    ? { bed: den.spot, endings: den.endings ?? DEN_ENDINGS }
    : { bed: BEDROOM_SPOTS[0], endings: GOODNIGHT_ENDINGS };
}
