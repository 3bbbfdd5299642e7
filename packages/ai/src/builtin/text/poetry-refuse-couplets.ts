import type { RefuseGoal } from '../idea/read-goal-refuse';
import type { Place } from '../idea/settings';
import { refuseScript } from './goal-refuse';
import { personNamed } from './goal-refuse-people';
import type { Couplet } from './poetry-hand-couplets';
import { LINES_OUT } from './poetry-refuse-lines';
import { LINES_HOME } from './poetry-refuse-lines-home';
import { LINES_SHARE } from './poetry-refuse-lines-share';

/** A couplet of the refusal, with the room it is drawn in (the refusal's own: goal-refuse-*-words.ts). */
export type RefuseCouplet = Pick<Couplet, 'en' | 'fr' | 'subject' | 'who'> & {
  place?: Place;
  thing?: { en: string; fr: string };
};

const THING: Record<string, { en: string; fr: string }> = {
  castle: { en: 'a castle', fr: 'un château' },
  dragon: { en: 'a dragon', fr: 'un dragon' },
  bathtub: { en: 'a bath', fr: 'une baignoire' },
  bubbles: { en: 'bubbles', fr: 'des bulles' },
  duck: { en: 'a duck', fr: 'un canard' },
  shield: { en: 'a knight’s shield', fr: 'un bouclier de chevalier' },
  ladder: { en: 'a ladder', fr: 'une échelle' },
  'world-map': { en: 'a map', fr: 'une carte' },
  crown: { en: 'a crown', fr: 'une couronne' },
  knot: { en: 'a rope', fr: 'une corde' },
  frog: { en: 'a frog', fr: 'une grenouille' },
  rose: { en: 'a thorny rose', fr: 'une rose épineuse' },
  'couch-and-lamp': { en: 'a sofa', fr: 'un canapé' },
  bed: { en: 'a bed', fr: 'un lit' },
  dog: { en: 'a little dog', fr: 'un petit chien' },
  sailboat: { en: 'a little boat', fr: 'un petit bateau' },
  'crescent-moon': { en: 'the moon', fr: 'la lune' },
  star: { en: 'stars', fr: 'des étoiles' },
  owl: { en: 'an owl', fr: 'un hibou' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un nounours' },
  broccoli: { en: 'broccoli', fr: 'du brocoli' },
  carrot: { en: 'carrots', fr: 'des carottes' },
  bread: { en: 'bread', fr: 'du pain' },
  'soccer-ball': { en: 'a ball', fr: 'un ballon' },
  'puzzle-piece': { en: 'a puzzle', fr: 'un puzzle' },
  'musical-note': { en: 'a music note', fr: 'une note de musique' },
  'open-book': { en: 'a book', fr: 'un livre' },
};

const LINES = { ...LINES_OUT, ...LINES_HOME, ...LINES_SHARE };

/** The refusal's couplets in order, each in its room; none for a refusal not yet sung. */
export function refuseCouplets(g: RefuseGoal): RefuseCouplet[] {
  const script = refuseScript(g.refusal);
  return (LINES[g.refusal] ?? []).map(([where, subject, en, fr]) => ({
    subject,
    // « Papi fait flotter un petit bateau » drew the boat alone: who the lines name is drawn too.
    ...whoNamed(en.join(' '), fr.join(' ')),
    place: script.places[where] ?? script.home,
    ...(THING[subject] ? { thing: THING[subject] } : {}),
    en,
    fr,
  }));
}

/** The one each language's lines name (goal-refuse-people.ts), when any does. */
function whoNamed(en: string, fr: string): Pick<RefuseCouplet, 'who'> {
  const who = { en: personNamed(en, 'en'), fr: personNamed(fr, 'fr') };
  return who.en || who.fr
    ? { who: { ...(who.en ? { en: who.en } : {}), ...(who.fr ? { fr: who.fr } : {}) } }
    : {};
}

/** `n` of the couplets, evenly spread and in order, the first and the last kept (a short poem). */
export function spread<T>(xs: T[], n: number): T[] {
  if (n >= xs.length) return xs;
  if (n <= 1) return xs.slice(0, n);
  return Array.from({ length: n }, (_, k) => xs[Math.round((k * (xs.length - 1)) / (n - 1))]);
}
