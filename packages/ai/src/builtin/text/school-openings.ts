import type { Place } from '../idea/settings';
import { BEDTIME_OPENINGS, OPENINGS } from './story-arc';
import type { L } from './theme-types';

/**
 * Nobody lives at school: a story set there opens on the way to it, not « Voici Lumi, un dragon qui
 * vit à l’école » (a new-user review). A first day brings its own openings (goal-befriend.ts).
 */
const SCHOOL_OPENINGS: L[] = [
  {
    en: 'Every morning, {aKind} called {name} came to school with a bag full of crayons.{withFriend}',
    fr: 'Chaque matin, {aKind} {named} {name} arrivait à l’école avec un cartable plein de crayons.{withFriend}',
  },
  {
    en: 'Meet {name}, {aKind} who goes to school every morning.{withFriend}',
    fr: 'Voici {name}, {aKind} qui va à l’école tous les matins.{withFriend}',
  },
];

/** The opening pool for a story's home: a bedtime book's evening, the way to school, or where the hero lives. */
export const openingsFor = (home: Place, bedtime: boolean): L[] =>
  bedtime ? BEDTIME_OPENINGS : /\bschool\b/i.test(home.en) ? SCHOOL_OPENINGS : OPENINGS;
