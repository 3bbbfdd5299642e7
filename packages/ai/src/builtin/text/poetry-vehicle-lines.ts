import type { Language } from '@bookloom/core';

/**
 * A vehicle hero in a poem ("a little red train", « un petit bateau ») is drawn as itself with eyes:
 * it rolls, sails or flies and toots its horn; it does not dance, skip, hop or jump (issue 14). The
 * couplets are written for a body, so, as vehicle-phrases.ts does for stories, the lines a vehicle
 * cannot do are swapped for its own, each keeping the word that rhymes at the line end.
 * `{N}` is the poem's name for the hero; `{MOVED}`, `{ROULE}`, `{KLAXONNE}`… are how this vehicle
 * goes and calls out (WAY below): a boat sails and whistles, a plane flies.
 */
type Swap = readonly [string, string];

const EN: readonly Swap[] = [
  ['and skipped and hopped along the way', 'and {MOVED} and tooted along the way'],
  ['then jumps up high, as glad as can be', 'then toots its horn, as glad as can be'],
  ['and {N} danced the clouds away', 'and {N} tooted the clouds away'],
  ['and {N} tapped along both feet', 'and {N} honked along the beat'],
  ['and goes skipping side to side', 'and {MOVES} along, side by side'],
  ['{N} (?:tiptoed|walked|swam|floated|flew) so slow', '{N} {MOVED} so slow'],
  ['{N} (?:tiptoed|walked|swam|floated|flew) by, half asleep', '{N} {MOVED} by, half asleep'],
  ['{N} waves hello to', '{N} toots hello to'],
  ['{N} gave a little wave', '{N} flashed its lights to wave'],
  ['{N} went walking down the lane', '{N} went {MOVING} down the lane'],
  ['{N} goes skipping', '{N} goes {MOVING}'],
];

const FR: readonly Swap[] = [
  ['puis saute en l’air, le cœur en joie', 'puis {KLAXONNE} fort, le cœur en joie'],
  ['et {N} danse sous ce ciel si beau', 'et {N} {ROULE} sous ce ciel si beau'],
  ['fait rire {N} et danser', 'fait rire {N} et {ROULER}'],
  ['{N} saute de joie et rit aux éclats', '{N} {KLAXONNE} de joie et rit aux éclats'],
  ['{N} fait coucou', '{N} {KLAXONNE} un coucou'],
  ['et saute dans les flaques aussi', 'et {ROULE} dans les flaques aussi'],
  ['main dans la main', 'de bon matin'],
  ['{N} (?:marcha|nagea|flotta|vola) ', '{N} {ROULA} '],
];

/** How a vehicle goes: a boat sails, a plane flies, the rest roll (kind-variants.ts ids). */
const WAY: Record<'road' | 'water' | 'air', Record<string, string>> = {
  road: {
    MOVED: 'rolled',
    MOVES: 'rolls',
    MOVING: 'rolling',
    ROULE: 'roule',
    ROULER: 'rouler',
    ROULA: 'roula',
    KLAXONNE: 'klaxonne',
  },
  water: {
    MOVED: 'sailed',
    MOVES: 'sails',
    MOVING: 'sailing',
    ROULE: 'navigue',
    ROULER: 'naviguer',
    ROULA: 'navigua',
    KLAXONNE: 'siffle',
  },
  air: {
    MOVED: 'flew',
    MOVES: 'flies',
    MOVING: 'flying',
    ROULE: 'vole',
    ROULER: 'voler',
    ROULA: 'vola',
    KLAXONNE: 'vrombit',
  },
};
const wayOf = (id: string) =>
  WAY[id === 'boat' ? 'water' : ['plane', 'helicopter', 'rocket'].includes(id) ? 'air' : 'road'];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The poem page's text with the body lines a vehicle cannot do swapped for its own (`vehicleId`: kind-variants.ts). */
export function vehiclePoemLines(text: string, name: string, lang: Language, vehicleId: string): string {
  const way = wayOf(vehicleId);
  return (lang === 'fr' ? FR : EN).reduce((t, [body, vehicle]) => {
    const by = vehicle.replace(/\{N\}/g, name).replace(/\{([A-Z]+)\}/g, (_, k: string) => way[k] ?? k);
    // Lines are capitalised ("And skipped…", "The little train…"): match any case, keep the first letter's.
    const re = new RegExp(body.replace(/\{N\}/g, literal(name)), 'gi');
    return t.replace(re, (m) => (/^\p{Lu}/u.test(m) ? by.charAt(0).toUpperCase() + by.slice(1) : by));
  }, text);
}
