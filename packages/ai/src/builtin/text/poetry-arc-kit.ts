import type { Place } from '../idea/settings';
import type { Couplet } from './poetry-hand-couplets';

/** A couplet of a story arc sung in the arc's own places: its lines still carry {name}. */
export type ArcCouplet = Pick<Couplet, 'en' | 'fr' | 'subject' | 'drawWeather' | 'fits'> & {
  /** Where it is drawn; none: at the book's own places, in turn (those it `fits`). */
  place?: Place;
  /** Drawn at the hero's home (brushing teeth, bed), wherever the book's places are. */
  atHome?: true;
  thing?: { en: string; fr: string };
};

/** An arc sung at the book's own places (the snowy hill, the park), in turn: no place of its own. */
export const BOOK_PLACE = -1;
/** A couplet of such an arc drawn at the hero's home. */
export const BOOK_HOME = -2;

/** A couplet as written in an arc's list: the index of its place, its picture's subject, its lines. */
export type ArcLine = [
  spot: number,
  subject: string,
  en: [string, string],
  fr: [string, string],
  drawn?: Pick<Couplet, 'drawWeather' | 'fits'>,
];

/**
 * An arc's lines made couplets: each drawn at its place, its subject named in the alt text by
 * `things`, and the arc's own words (`slots`: the lion, « grande sœur ») put in; {name} stays.
 */
export function arcLines(
  lines: ArcLine[],
  places: Place[],
  things: Record<string, { en: string; fr: string }>,
  slots: { en: Record<string, string>; fr: Record<string, string> } = { en: {}, fr: {} },
): ArcCouplet[] {
  const put = (line: string, words: Record<string, string>) =>
    line.replace(/\{(\w+)\}/g, (whole, k: string) => words[k] ?? whole);
  return lines.map(([spot, subject, en, fr, drawn]) => ({
    subject,
    ...(places[spot] ? { place: places[spot] } : {}),
    ...(spot === BOOK_HOME ? { atHome: true as const } : {}),
    ...(things[subject] ? { thing: things[subject] } : {}),
    ...drawn,
    en: [put(en[0], slots.en), put(en[1], slots.en)],
    fr: [put(fr[0], slots.fr), put(fr[1], slots.fr)],
  }));
}
