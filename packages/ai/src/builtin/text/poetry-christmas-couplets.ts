import type { ChristmasGoal } from '../idea/read-goal-christmas';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { sibling } from './goal-christmas';
import { ELF_PLACES } from './goal-christmas-elf-words';
import { EVE_PLACES } from './goal-christmas-eve-words';
import { GRANDMA_PLACES } from './goal-christmas-grandma-words';
import { REINDEER_PLACES } from './goal-christmas-reindeer-words';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';
import { ELF_LINES } from './poetry-christmas-elf-lines';
import { EVE_LINES } from './poetry-christmas-eve-lines';
import { CHRISTMAS_FILLERS } from './poetry-christmas-fillers';
import { GRANDMA_LINES } from './poetry-christmas-grandma-lines';
import { REINDEER_LINES } from './poetry-christmas-reindeer-lines';

/** What each drawn thing is called in the alt text. */
const THINGS: Record<string, { en: string; fr: string }> = {
  scroll: { en: 'the long list', fr: 'la longue liste' },
  'wrapped-gift': { en: 'presents', fr: 'des cadeaux' },
  'man-elf': { en: 'an elf', fr: 'un lutin' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un ours en peluche' },
  locomotive: { en: 'a toy train', fr: 'un petit train' },
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
  hammer: { en: 'a hammer', fr: 'un marteau' },
  'spiral-calendar': { en: 'the calendar', fr: 'le calendrier' },
  paintbrush: { en: 'a paintbrush', fr: 'un pinceau' },
  'artist-palette': { en: 'paints', fr: 'de la peinture' },
  automobile: { en: 'a toy car', fr: 'une petite auto' },
  sailboat: { en: 'a little boat', fr: 'un petit bateau' },
  'nesting-dolls': { en: 'dolls', fr: 'des poupées' },
  rainbow: { en: 'a rainbow top', fr: 'une toupie arc-en-ciel' },
  'puzzle-piece': { en: 'a puzzle', fr: 'un puzzle' },
  'crying-face': { en: 'a tear', fr: 'une larme' },
  'pensive-face': { en: 'a sad face', fr: 'une mine triste' },
  'santa-claus': { en: 'Santa', fr: 'le père Noël' },
  gear: { en: 'a tiny spring', fr: 'un petit ressort' },
  label: { en: 'name tags', fr: 'des étiquettes' },
  'soccer-ball': { en: 'a ball', fr: 'un ballon' },
  'waving-hand': { en: 'a wave goodbye', fr: 'un au revoir de la main' },
  'old-woman': { en: 'Grandma', fr: 'mamie' },
  boy: { en: 'the little brother', fr: 'le petit frère' },
  girl: { en: 'the little sister', fr: 'la petite sœur' },
  scissors: { en: 'scissors', fr: 'des ciseaux' },
  bed: { en: 'a bed', fr: 'un lit' },
  window: { en: 'the window', fr: 'la fenêtre' },
  'open-book': { en: 'a book', fr: 'un livre' },
  'poultry-leg': { en: 'the Christmas meal', fr: 'le repas de Noël' },
};

type Sung = {
  lines: ArcLine[];
  places: Place[];
  slots?: Parameters<typeof arcLines>[3];
  /** What the story calls a thing drawn (grandma's car is no toy). */
  things?: typeof THINGS;
};
const STORIES: Record<ChristmasGoal['story'], (goal: ChristmasGoal, facts: IdeaFacts) => Sung> = {
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
  // The elf's toys end under a child's tree on Christmas morning.
  elf: () => ({
    lines: ELF_LINES,
    places: [ELF_PLACES.workshop, ELF_PLACES.paint, ELF_PLACES.wrap, ELF_PLACES.stables, EVE_PLACES.tree],
  }),
  // The brother or sister the idea names, as the prose has them (goal-christmas.ts), a sister drawn a girl.
  grandma: (_goal, facts) => {
    const sister = facts.companions[0]?.kind?.relative && facts.companions[0].kind.f;
    const lines: ArcLine[] = GRANDMA_LINES.map(([spot, subject, en, fr, drawn]) => [
      spot,
      sister && subject === 'boy' ? 'girl' : subject,
      en,
      fr,
      drawn?.also && sister ? { ...drawn, also: drawn.also.map((x) => (x === 'boy' ? 'girl' : x)) } : drawn,
    ]);
    return {
      lines,
      places: [GRANDMA_PLACES.road, GRANDMA_PLACES.lounge, GRANDMA_PLACES.kitchen, GRANDMA_PLACES.bedroom],
      slots: { en: { bro: sibling(facts, 'en') }, fr: { bro: sibling(facts, 'fr') } },
      things: {
        automobile: { en: 'the car', fr: 'la voiture' },
        'love-letter': { en: 'a letter to Santa', fr: 'une lettre au père Noël' },
      },
    };
  },
};

/**
 * A Christmas story's poem (goal-christmas.ts tells it in prose): its own couplets in the story's
 * order, each at the story's own place (its `*_PLACES`, in the order written there) and drawing what it
 * names. Before, 'Santa delivers presents around the world' sang "In a little house at the end of Maple
 * Lane there lived, so they say, / Santa, who loved to laugh and play" and "At the library, Santa
 * counts to three", a herb on every page.
 */
export function christmasCouplets(goal: ChristmasGoal, facts: IdeaFacts): ArcCouplet[] {
  const story = STORIES[goal.story](goal, facts);
  return arcLines(story.lines, story.places, { ...THINGS, ...story.things }, story.slots);
}

/** The couplets a long Christmas poem weaves between its story's own (poetry-christmas-fillers.ts). */
export const christmasFillers = (): ArcCouplet[] => arcLines(CHRISTMAS_FILLERS, [], THINGS);
