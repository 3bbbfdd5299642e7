import type { Feast, FestivalGoal } from '../idea/read-goal-festival';
import { FESTIVAL_NAMED } from './goal-festival-named';
import {
  DIWALI_PLACES,
  type FestivalPlaces,
  HANUKKAH_PLACES,
  LUNAR_PLACES,
  THANKSGIVING_PLACES,
  VALENTINE_PLACES,
} from './goal-festival-places';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';
import { DIWALI_FILLERS, DIWALI_LINES } from './poetry-festival-diwali-lines';
import { HANUKKAH_FILLERS, HANUKKAH_LINES } from './poetry-festival-hanukkah-lines';
import { LUNAR_FILLERS, LUNAR_LINES } from './poetry-festival-lunar-lines';
import { THANKSGIVING_LINES } from './poetry-festival-thanksgiving-lines';
import { VALENTINE_LINES } from './poetry-festival-valentine-lines';

/**
 * Each festival's couplets, a long poem's fillers, and the places they are sung at (the prose's
 * legs, then its arrival): Thanksgiving's at home or at Grandma's, as the idea says. Thanksgiving
 * and Valentine's Day have 24 couplets and no fillers: a 50-page poem ends its weave with stock ones.
 */
const sungOf = (goal: FestivalGoal): [ArcLine[], ArcLine[], FestivalPlaces] => {
  const sung: Record<Feast, [ArcLine[], ArcLine[], FestivalPlaces]> = {
    hanukkah: [HANUKKAH_LINES, HANUKKAH_FILLERS, HANUKKAH_PLACES],
    diwali: [DIWALI_LINES, DIWALI_FILLERS, DIWALI_PLACES],
    lunar: [LUNAR_LINES, LUNAR_FILLERS, LUNAR_PLACES],
    thanksgiving: [THANKSGIVING_LINES, [], THANKSGIVING_PLACES(Boolean(goal.atGrandma))],
    valentine: [VALENTINE_LINES, [], VALENTINE_PLACES],
  };
  return sung[goal.feast];
};

/** The menorah as lit on each night the couplets count (festival-menorah.ts draws `menorah-N`). */
const MENORAH: Record<string, { en: string; fr: string }> = {
  'menorah-0': { en: 'the menorah, no candles yet', fr: 'la ménorah, encore sans bougies' },
  'menorah-1': { en: 'the menorah, one candle lit', fr: 'la ménorah, une bougie allumée' },
  'menorah-2': { en: 'the menorah, two candles lit', fr: 'la ménorah, deux bougies allumées' },
  'menorah-4': { en: 'the menorah, four candles lit', fr: 'la ménorah, quatre bougies allumées' },
  'menorah-7': { en: 'the menorah, seven candles lit', fr: 'la ménorah, sept bougies allumées' },
  'menorah-8': { en: 'the menorah, every candle lit', fr: 'la ménorah, toutes ses bougies allumées' },
};

/** How the alt text names what a couplet draws: as the festival's prose names it (goal-festival-named.ts). */
const thingsOf = (feast: Feast) => ({
  ...Object.fromEntries(FESTIVAL_NAMED[feast].map(([, icon, said]) => [icon, said])),
  ...(feast === 'hanukkah' ? MENORAH : {}),
  'red-heart':
    feast === 'valentine' ? { en: 'a red heart', fr: 'un cœur rouge' } : { en: 'a hug', fr: 'un câlin' },
  house: { en: 'the windows', fr: 'les fenêtres' },
  'old-man': { en: 'Grandpa', fr: 'papi' },
  'old-woman': { en: 'Grandma', fr: 'mamie' },
  'wrapped-gift': { en: 'a present', fr: 'un cadeau' },
  bread: feast === 'hanukkah' ? { en: 'a challah', fr: 'une hallah' } : { en: 'puris', fr: 'des puris' },
  'musical-notes': { en: 'music', fr: 'de la musique' },
  cookie:
    feast === 'valentine'
      ? { en: 'heart cookies', fr: 'des biscuits en cœur' }
      : { en: 'star cookies', fr: 'des biscuits en étoile' },
  snowflake: { en: 'snowflakes', fr: 'des flocons' },
  envelope: { en: 'a card', fr: 'une carte' },
  books: { en: 'a book', fr: 'un livre' },
  'steaming-bowl':
    feast === 'lunar' ? { en: 'long noodles', fr: 'de longues nouilles' } : { en: 'soup', fr: 'de la soupe' },
  'bowl-with-spoon': { en: 'a bowl of kheer', fr: 'un bol de kheer' },
  sunflower: { en: 'marigold garlands', fr: 'des guirlandes de soucis' },
  'cherry-blossom': { en: 'plum blossom', fr: 'des fleurs de prunier' },
  teapot: { en: 'a teapot', fr: 'une théière' },
  't-shirt': { en: 'new clothes', fr: 'des habits neufs' },
  'game-die': { en: 'dice', fr: 'des dés' },
  'maple-leaf': { en: 'a paper leaf', fr: 'une feuille en papier' },
  candle: { en: 'candles', fr: 'des bougies' },
  // The plates, not the napkins that share their icon in goal-festival-named.ts.
  'fork-and-knife-with-plate': { en: 'the plates', fr: 'les assiettes' },
  'folded-hands': { en: 'thanks said', fr: 'un merci' },
  fire: { en: 'the fire', fr: 'le feu' },
  'waving-hand': { en: 'a wave goodbye', fr: 'un au revoir' },
  tulip: { en: 'a tulip', fr: 'une tulipe' },
  'people-hugging': { en: 'a hug', fr: 'un câlin' },
  bed: { en: 'bed', fr: 'le lit' },
  candy: { en: 'sweets', fr: 'des bonbons' },
});

/**
 * A festival's poem ("Poems about Hanukkah", 'Diwali rhymes', 'Rhymes for the Lunar New Year'): the
 * festival's days in order at its places (poetry-festival-*-lines.ts). Before, it sang the stock
 * couplets ("The sun shone warm on the garden today"), a herb on every page; so did 'A Thanksgiving
 * poem about being thankful' and « Un poème de Saint-Valentin ».
 */
export function festivalCouplets(goal: FestivalGoal): ArcCouplet[] | undefined {
  const sung = sungOf(goal);
  const [lines, , P] = sung;
  return arcLines(lines, [...P.places, P.arrival], thingsOf(goal.feast));
}

/** What a long festival poem (50 pages) weaves between its own couplets (poetry-arc-kit.ts `woven`). */
export function festivalFillers(goal: FestivalGoal): ArcCouplet[] | undefined {
  const sung = sungOf(goal);
  const [, fillers, P] = sung;
  return arcLines(fillers, [...P.places, P.arrival], thingsOf(goal.feast));
}
