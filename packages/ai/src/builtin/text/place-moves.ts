import type { Language } from '@bookloom/core';
import type { PlaceFamily } from '../idea/settings';
import type { L } from './theme-types';

/**
 * How the hero moves where a page happens (issue 14): under the sea one swims, in space one floats,
 * up in the sky one flies, everywhere else one walks. Templates that say how the hero goes use
 * these slots, never “step” or « un pas » outright (no « Un pas, puis un autre » on a coral reef).
 *
 * Slots: {tiptoed} (“{name} {tiptoed} across {place}”), {climbedUp} (“{climbedUp} to {place}”,
 * « {climbedUp} jusqu’à {place} »), {quietly} (French manner: « traversa {place} {quietly} »),
 * {everyStep} (“counting {everyStep}”), {OneStep} (a whole sentence: “One step, then another.”).
 */
export type Move = 'walk' | 'swim' | 'float' | 'fly';

const MOVE_OF: Record<PlaceFamily, Move> = {
  sea: 'swim',
  space: 'float',
  sky: 'fly',
  indoor: 'walk',
  town: 'walk',
  nature: 'walk',
  snow: 'walk',
  shore: 'walk',
  ship: 'walk',
  cave: 'walk',
};

export const moveIn = (family: PlaceFamily): Move => MOVE_OF[family];

const m = (en: string, fr: string): L => ({ en, fr });

const MOVES: Record<Move, Record<'tiptoed' | 'climbedUp' | 'quietly' | 'everyStep' | 'OneStep', L>> = {
  walk: {
    tiptoed: m('tiptoed', 'marcha'),
    climbedUp: m('climbed up', 'grimpa'),
    quietly: m('quietly', 'sur la pointe des pieds'),
    everyStep: m('every step', 'chaque pas'),
    OneStep: m('One step, then another.', 'Un pas, puis un autre.'),
  },
  swim: {
    tiptoed: m('swam', 'nagea'),
    climbedUp: m('swam up', 'nagea'),
    quietly: m('quietly', 'à la nage, sans bruit'),
    everyStep: m('every stroke', 'chaque brasse'),
    OneStep: m('Swim a little, then a little more.', 'Nager un peu, puis encore un peu.'),
  },
  float: {
    tiptoed: m('floated', 'flotta'),
    climbedUp: m('floated up', 'flotta'),
    quietly: m('quietly', 'en flottant sans bruit'),
    everyStep: m('every gentle push', 'chaque petite poussée'),
    OneStep: m('Float a little, then a little more.', 'Flotter un peu, puis encore un peu.'),
  },
  fly: {
    tiptoed: m('flew', 'vola'),
    climbedUp: m('flew up', 'vola'),
    quietly: m('quietly', 'en volant sans bruit'),
    everyStep: m('every cloud', 'chaque nuage'),
    OneStep: m('Fly a little, then a little more.', 'Voler un peu, puis encore un peu.'),
  },
};

/** The movement slots for a place of this family, in the book's language. */
export function moveSlots(family: PlaceFamily, lang: Language): Record<string, string> {
  const words = MOVES[moveIn(family)];
  return Object.fromEntries(Object.entries(words).map(([k, v]) => [k, v[lang]]));
}
