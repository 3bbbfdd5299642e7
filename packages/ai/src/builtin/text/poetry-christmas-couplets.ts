import type { ChristmasGoal } from '../idea/read-goal-christmas';
import type { Place } from '../idea/settings';
import { EVE_PLACES } from './goal-christmas-eve-words';
import { REINDEER_PLACES } from './goal-christmas-reindeer-words';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';
import { EVE_LINES } from './poetry-christmas-eve-lines';
import { CHRISTMAS_FILLERS } from './poetry-christmas-fillers';
import { REINDEER_LINES } from './poetry-christmas-reindeer-lines';

/** What each drawn thing is called in the alt text. */
const THINGS: Record<string, { en: string; fr: string }> = {
  scroll: { en: 'the long list', fr: 'la longue liste' },
  'wrapped-gift': { en: 'presents', fr: 'des cadeaux' },
  'man-elf': { en: 'an elf', fr: 'un lutin' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un ours en peluche' },
  train: { en: 'a toy train', fr: 'un petit train' },
  deer: { en: 'the reindeer', fr: 'les rennes' },
  carrot: { en: 'carrots', fr: 'des carottes' },
  'mrs-claus': { en: 'Mrs Claus', fr: 'la mère Noël' },
  cookie: { en: 'cookies', fr: 'des biscuits' },
  'hot-beverage': { en: 'hot cocoa', fr: 'du chocolat chaud' },
  scarf: { en: 'a woolly scarf', fr: 'une écharpe' },
  sled: { en: 'the sleigh', fr: 'le traîneau' },
  'full-moon': { en: 'the moon', fr: 'la lune' },
  bell: { en: 'bells', fr: 'des clochettes' },
  snowflake: { en: 'snowflakes', fr: 'des flocons' },
  owl: { en: 'a little owl', fr: 'une petite chouette' },
  house: { en: 'the chimney', fr: 'la cheminée' },
  'glass-of-milk': { en: 'a glass of milk', fr: 'un verre de lait' },
  'christmas-tree': { en: 'the Christmas tree', fr: 'le sapin' },
  socks: { en: 'stockings', fr: 'des chaussettes' },
  dog: { en: 'a sleepy dog', fr: 'un chien endormi' },
  'globe-showing-europe-africa': { en: 'the world', fr: 'le monde' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  'musical-notes': { en: 'music', fr: 'de la musique' },
  'musical-note': { en: 'music', fr: 'de la musique' },
  candle: { en: 'a candle', fr: 'une bougie' },
  ribbon: { en: 'a ribbon', fr: 'un ruban' },
  sparkles: { en: 'sparkles', fr: 'des paillettes' },
  gloves: { en: 'mittens', fr: 'des moufles' },
  lollipop: { en: 'a candy cane', fr: 'un sucre d’orge' },
  'hugging-face': { en: 'a hug', fr: 'un câlin' },
  drum: { en: 'a little drum', fr: 'un petit tambour' },
  'love-letter': { en: 'a Christmas card', fr: 'une carte de Noël' },
  'evergreen-tree': { en: 'a pine tree', fr: 'un sapin' },
  'grinning-face': { en: 'a big smile', fr: 'un grand sourire' },
  'party-popper': { en: 'a party popper', fr: 'des cotillons' },
  'framed-picture': { en: 'a drawing', fr: 'un dessin' },
  'sneezing-face': { en: 'a big sneeze', fr: 'un gros éternuement' },
  thermometer: { en: 'a thermometer', fr: 'un thermomètre' },
  zzz: { en: 'sleep', fr: 'le sommeil' },
  'steaming-bowl': { en: 'carrot soup', fr: 'de la soupe aux carottes' },
  stethoscope: { en: 'a stethoscope', fr: 'un stéthoscope' },
  'honey-pot': { en: 'honey', fr: 'du miel' },
  lemon: { en: 'a lemon', fr: 'un citron' },
  'mantelpiece-clock': { en: 'the big clock', fr: 'la grande horloge' },
  cloud: { en: 'grey clouds', fr: 'des nuages gris' },
  'light-bulb': { en: 'a bright idea', fr: 'une idée lumineuse' },
};

type Sung = { lines: ArcLine[]; places: Place[]; slots?: Parameters<typeof arcLines>[3] };
const STORIES: Partial<Record<ChristmasGoal['story'], (goal: ChristmasGoal) => Sung>> = {
  eve: () => ({ lines: EVE_LINES, places: Object.values(EVE_PLACES) }),
  // The sick reindeer's story flies over the rooftops to the trees, as Santa's own Christmas Eve does.
  reindeer: (goal) => ({
    lines: REINDEER_LINES,
    places: [
      REINDEER_PLACES.stables,
      REINDEER_PLACES.workshop,
      REINDEER_PLACES.kitchen,
      REINDEER_PLACES.hill,
      EVE_PLACES.sky,
      EVE_PLACES.tree,
    ],
    slots: { en: { deer: goal.deer ?? 'the reindeer' }, fr: { deer: goal.deer ?? 'le renne' } },
  }),
};

/**
 * A Christmas story's poem (goal-christmas.ts tells it in prose): its own couplets in the story's
 * order, each at the story's own place (its `*_PLACES`, in the order written there) and drawing what it
 * names. Before, 'Santa delivers presents around the world' sang "In a little house at the end of Maple
 * Lane there lived, so they say, / Santa, who loved to laugh and play" and "At the library, Santa
 * counts to three", a herb on every page. None for a story not yet sung.
 */
export function christmasCouplets(goal: ChristmasGoal): ArcCouplet[] | undefined {
  const story = STORIES[goal.story]?.(goal);
  return story && arcLines(story.lines, story.places, THINGS, story.slots);
}

/** The couplets a long Christmas poem weaves between its story's own (poetry-christmas-fillers.ts). */
export const christmasFillers = (): ArcCouplet[] => arcLines(CHRISTMAS_FILLERS, [], THINGS);
