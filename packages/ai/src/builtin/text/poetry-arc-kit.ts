import type { Place } from '../idea/settings';
import { skyFromText } from './page-sky';
import type { Couplet } from './poetry-hand-couplets';

/** A couplet of a story arc sung in the arc's own places: its lines still carry {name}. */
export type ArcCouplet = Pick<
  Couplet,
  'en' | 'fr' | 'subject' | 'drawWeather' | 'fits' | 'also' | 'airborne' | 'night' | 'scales'
> & {
  /** Where it is drawn; none: at the book's own places, in turn (those it `fits`). */
  place?: Place;
  /** A long poem's fillers come only after this couplet (the garden's after the shoot is up). */
  fillFrom?: true;
  /** …and only before this one (the picnic's games before the rain). */
  fillUntil?: true;
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
  drawn?: Pick<Couplet, 'drawWeather' | 'fits' | 'also' | 'airborne'>,
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
  return lines.map(([spot, subject, en, fr, drawn]) => {
    // The alt text names every thing drawn: the subject and what is drawn beside it (`also`).
    const named = [subject, ...(drawn?.also ?? [])].flatMap((x) => (things[x] ? [things[x]] : []));
    const thing = named.length
      ? {
          en: listed(
            named.map((x) => x.en),
            'and',
          ),
          fr: listed(
            named.map((x) => x.fr),
            'et',
          ),
        }
      : undefined;
    return {
      subject,
      ...(places[spot] ? { place: places[spot] } : {}),
      ...(spot === BOOK_HOME ? { atHome: true as const } : {}),
      ...(thing ? { thing } : {}),
      ...drawn,
      en: [put(en[0], slots.en), put(en[1], slots.en)],
      fr: [put(fr[0], slots.fr), put(fr[1], slots.fr)],
    };
  });
}

/** "the sleigh, presents and an elf". */
const listed = (xs: string[], and: string) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} ${and} ${xs.at(-1)}` : xs.join('');

/** What flies along with a flying hero (pictures/scene.ts RIDES_ALONG). */
const RIDES = /^(sled|deer)$/;

/**
 * A long book's poem (50 pages) from an arc's own couplets and couplets that fit any moment of it
 * (poetry-christmas-fillers.ts): the fillers spread evenly between the arc's, none after its last
 * (nor after its `fillUntil`),
 * each drawn where the couplet before it is, flying if it flies, and at night if it says night. A book
 * the arc's couplets fill takes none, so short books keep their poem as it was.
 */
export function woven(arc: ArcCouplet[], fillers: ArcCouplet[], slots: number): ArcCouplet[] {
  const need = Math.min(fillers.length, Math.max(0, slots - arc.length));
  if (!need || arc.length < 2) return arc;
  const from = Math.max(
    0,
    arc.findIndex((cp) => cp.fillFrom),
  );
  const until = arc.findIndex((cp) => cp.fillUntil);
  const to = until > from ? until : arc.length - 1;
  const after = Array.from(
    { length: need },
    (_, j) => from + Math.floor(((j + 1) * (to - from)) / (need + 1)),
  );
  let j = 0;
  return arc.flatMap((cp, i) => {
    const here: ArcCouplet[] = [cp];
    const night = cp.night || skyFromText(cp.en.join(' ')).light === 'night';
    for (; j < need && after[j] === i; j++)
      here.push({
        ...fillers[j],
        // A filler with a spot of its own (the picnic's swing in the playground) stays there.
        ...(cp.place && !fillers[j].place ? { place: cp.place } : {}),
        ...(cp.atHome && !fillers[j].place ? { atHome: true as const } : {}),
        // The sleigh and its reindeer fly along with it (not the bells or the owl the couplet named).
        ...(cp.airborne ? { airborne: true as const, also: cp.also?.filter((x) => RIDES.test(x)) } : {}),
        ...(night ? { night: true as const } : {}),
      });
    return here;
  });
}
