import type { Place } from '../idea/settings';
import type { Couplet } from './poetry-hand-couplets';

/** A couplet of a story arc sung in the arc's own places: its lines still carry {name}. */
export type ArcCouplet = Pick<Couplet, 'en' | 'fr' | 'subject' | 'drawWeather'> & {
  place: Place;
  thing?: { en: string; fr: string };
};

/** A couplet as written in an arc's list: the index of its place, its picture's subject, its lines. */
export type ArcLine = [
  spot: number,
  subject: string,
  en: [string, string],
  fr: [string, string],
  drawn?: Pick<Couplet, 'drawWeather'>,
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
    place: places[spot],
    ...(things[subject] ? { thing: things[subject] } : {}),
    ...drawn,
    en: [put(en[0], slots.en), put(en[1], slots.en)],
    fr: [put(fr[0], slots.fr), put(fr[1], slots.fr)],
  }));
}
