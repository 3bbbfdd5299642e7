import { allBut, type Fits, type ObjectPresence, type PlacedL } from './story-place-fit';
import type { SkyFit } from './story-sky-fit';

/**
 * How an episode of a story's middle is written (story-episodes.ts): a template of two sentences. Slots:
 * {name} {place} {atPlace} {object} {aObject} {friend} {Friend} {other} {at}, and how the hero moves
 * there ({tiptoed} {climbedUp} {quietly} {everyStep} {OneStep}: place-moves.ts), and what a
 * rest, a map or tracks are there ({restOnStone} {drewMap} {tracksAway}: place-episode-words.ts). {place} is the bare
 * name (“to {place}”, « jusqu’à {place} »); {atPlace} is the place's own “where” (“in the garden”,
 * « au phare »): never write “at {place}” or « à {place} ». Used without replacement, so a
 * 50-page book reads a new sentence on every page. French avoids agreeing words with the hero;
 * words said to the hero are `{tu|vous}` pairs (address-number.ts): one child, or the hero and the friend.
 * Each template declares the place families it fits (story-place-fit.ts): no branch on a reef; one
 * whose words see the sun or the stars, or take day or night for granted, the lights and sky it fits
 * (story-sky-fit.ts): no sun going to sleep at night, no stars under rain; one where the key object
 * is carried, that it `holds` it (no star carried off).
 */
/** One episode template: English, French and where and when it fits. */
export const b = (en: string, fr: string, fit: Fits & ObjectPresence & SkyFit = {}): PlacedL => ({
  en,
  fr,
  ...fit,
});
/** The object is named but not there: searched for, asked about, only a clue of it. */
export const ABSENT = { absent: true } as const;
/** Open air on Earth (no sea, no space): smells, snacks, water to drink. */
export const AIR = allBut('sea', 'space');
