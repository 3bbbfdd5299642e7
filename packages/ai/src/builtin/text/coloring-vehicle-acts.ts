import type { Kind } from '../idea/kinds';
import { allBut, type Fits } from './story-place-fit';
import type { SkyFit } from './story-sky-fit';

/**
 * What the hero does on a coloring page, and the one thing drawn for it (none: the hero alone); like
 * story episodes, an activity declares the place families it fits (no tulip picking on a coral reef).
 */
export type ColoringAct = { en: string; fr: string; icon?: string } & Fits & Pick<SkyFit, 'holds'>;

/**
 * A vehicle hero's own coloring activities: what a vehicle does (zooms, lands, beeps, carries), not
 * a child's ("Nova, who reads a book in the comet’s tail", "Rusty the tractor, who blows bubbles").
 * The act whose icon is the vehicle's own is drawn as the hero itself (coloring-pages.ts selfCaption).
 */
const AIR = new Set(['rocket', 'plane', 'helicopter']);
const WATER = new Set(['boat']);

const a = (en: string, fr: string, o: Omit<ColoringAct, 'en' | 'fr'> = {}): ColoringAct => ({ en, fr, ...o });

const EVERY: ColoringAct[] = [
  a('carries {object}', 'transporte {object}', { icon: '{object}', holds: true }),
  a('finds {object}', 'trouve {object}', { icon: '{object}' }),
  a('delivers a parcel', 'livre un colis', { icon: 'package' }),
];
const FLIES: ColoringAct[] = [
  a('does a loop-the-loop', 'fait un looping'),
  a('lands softly', 'se pose tout doucement'),
  a('blinks its lights', 'fait clignoter ses lumières'),
  a('zooms past a star', 'file à côté d’une étoile', { icon: 'glowing-star', fits: ['space'] }),
  a('blinks its lights at an alien', 'fait clignoter ses lumières pour un extraterrestre', {
    icon: 'alien',
    fits: ['space'],
  }),
  a('flies past a bird', 'vole à côté d’un oiseau', { icon: 'bird', fits: allBut('sea', 'space') }),
];
const SAILS: ColoringAct[] = [
  a('sails along', 'navigue tranquillement'),
  a('toots hello', 'fait tut-tut pour dire bonjour'),
  a('sails past a fish', 'passe à côté d’un poisson', { icon: 'tropical-fish', fits: ['sea', 'shore'] }),
];
const DRIVES: ColoringAct[] = [
  a('drives slowly', 'roule tout doucement'),
  a('parks', 'se gare'),
  a('gets a wash', 'prend un bain de mousse', { icon: 'bubbles', fits: allBut('sea', 'space') }),
  a('stops to let a duck cross', 's’arrête pour laisser passer un canard', {
    icon: 'duck',
    fits: ['nature', 'town'],
  }),
];
const HELLO: Record<string, ColoringAct> = {
  train: a('toots hello', 'siffle pour dire bonjour'),
  road: a('beeps hello', 'klaxonne pour dire bonjour'),
};

/** The activities of a vehicle hero: its own (drawn as itself) first, then what its kind does. */
export function vehicleActs(kind: Pick<Kind, 'id' | 'icon'>): ColoringAct[] {
  const self = a('zooms', 'file', { icon: kind.icon });
  if (AIR.has(kind.id)) return [self, ...FLIES, ...EVERY];
  if (WATER.has(kind.id)) return [self, ...SAILS, ...EVERY];
  return [self, HELLO[kind.id === 'train' ? 'train' : 'road'], ...DRIVES, ...EVERY];
}

/** A key object no vehicle can carry (a star, a castle): it goes round it. */
export const GOES_ROUND: ColoringAct = {
  en: 'zooms around {object}',
  fr: 'fait le tour de {object}',
  icon: '{object}',
};
