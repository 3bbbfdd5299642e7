import { allBut, type Fits, WEATHER } from './story-place-fit';
import { DAYLIGHT, type SkyFit, STARRY } from './story-sky-fit';

/**
 * Couplets about the book's own places and key object: the slot sits mid-line, the rhyme at the
 * line end is fixed, so every place gives a new couplet that still rhymes ({name} {place} {atPlace} {object}).
 * Like story episodes, a couplet about wind or birds declares the places it fits.
 */
export type PlaceCouplet = { en: [string, string]; fr: [string, string]; object?: boolean } & Fits &
  Pick<SkyFit, 'lights' | 'clear'>;

export const PLACE_COUPLETS: PlaceCouplet[] = [
  {
    en: ['Down by {place}, {name} would play,', 'and hum a tune to greet the day.'],
    fr: ['{atPlace}, {name} s’amuse,', 'et chante comme une muse.'],
    lights: DAYLIGHT,
  },
  {
    en: ['{atPlace} the wind blew light,', 'and {name} laughed with all delight.'],
    fr: ['{atPlace}, le vent léger', 'fait rire {name} et danser.'],
    fits: WEATHER,
  },
  {
    en: ['{atPlace}, {name} looked high', 'for {object}, beneath the sky.'],
    // The place comes first: « {name} cherche {object} encore » was the same line on every page.
    fr: ['{atPlace}, {name} cherche encore', '{object}, du soir à l’aurore.'],
    object: true,
    fits: allBut('sea', 'indoor'),
  },
  {
    en: ['{atPlace} a bird sang sweet,', 'and {name} tapped along both feet.'],
    fr: ['{atPlace}, un oiseau chante,', 'et {name} trouve la chanson charmante.'],
    fits: WEATHER,
  },
  {
    // {atPlace}, not "through {place}": "tiptoed through the top of the hill" was no English.
    en: ['{atPlace}, {name} {tiptoed} so slow,', 'to see where little secrets go.'],
    fr: ['{atPlace}, {name} passe sans bruit,', 'pour voir où les secrets s’enfuient.'],
  },
  {
    en: ['{atPlace}, with {object} near,', '{name} gave a happy cheer.'],
    // Not « et le jour est beau »: the couplet may be read at night. No line ends on a slot: « près
    // d’un coquillage, / rit, et tout est beau » did not rhyme.
    fr: ['{atPlace}, avec {aObject} tout près,', '{name} rit : tout est parfait.'],
    object: true,
  },
  {
    en: ['The sun shone warm on {place} today,', 'and {name} danced the clouds away.'],
    // Was « Le soleil brille sur {place}, / et danse sans se lasser »: place/lasser did not rhyme.
    fr: ['{atPlace}, le soleil brille bien haut,', 'et {name} danse sous ce ciel si beau.'],
    fits: allBut('sea', 'space', 'indoor'),
    lights: DAYLIGHT,
    clear: true,
  },
  // Couplets that fit anywhere, so indoor and underwater books keep enough of them for 50 pages.
  {
    en: ['{atPlace}, {name} stopped to rest,', 'and thought this spot might be the best.'],
    fr: ['{atPlace}, {name} se repose,', 'et rêve de mille choses.'],
  },
  {
    en: ['{atPlace}, {name} counts to three,', 'then jumps up high, as glad as can be.'],
    fr: ['{atPlace}, {name} compte jusqu’à trois,', 'puis saute en l’air, le cœur en joie.'],
  },
  {
    en: ['{name} waves hello to {place} with care,', 'and makes new friends from everywhere.'],
    fr: ['{name} salue {place} en chantant,', 'et se fait des amis en passant.'],
  },
  {
    en: ['{atPlace}, {name} gave a little wave,', 'and felt so happy and so brave.'],
    fr: ['{atPlace}, {name} fait coucou,', 'et se sent brave comme tout.'],
  },
  // Night books' own: a night book has no morning couplet, so these keep 50 pages new.
  {
    en: ['{atPlace}, the night was deep,', 'and {name} {tiptoed} by, half asleep.'],
    fr: ['{atPlace}, dans la nuit,', '{name} avance sans un bruit.'],
    lights: STARRY,
  },
  {
    en: ['{atPlace}, the stars shone bright,', 'and {name} whispered, “What a night!”'],
    fr: ['{atPlace}, sous les étoiles,', '{name} rêve d’un bateau à voiles.'],
    fits: allBut('sea', 'indoor'),
    lights: STARRY,
    clear: true,
  },
];
