import type { Language } from '@bookloom/core';
import { frJoin, type Place, SETTINGS, type Setting } from './settings';

/**
 * Where a journey goes: the setting or spot a noun names (read-goal.ts finds the noun after a moving
 * verb), and the destination printed with the user's own words ("the moon", « la planète rouge »).
 */
/** Where the journey ends: a spot the picture engine can draw, printed with the user's adjectives. */
export type Destination = {
  place: Place;
  /** The setting the spot belongs to. */
  setting: Setting;
  /** The destination is the whole setting ("goes to the beach"): the way there is elsewhere. */
  whole: boolean;
  /** "the old lighthouse" / « le phare »; "to the old lighthouse" / « jusqu’au phare ». */
  the: { en: string; fr: string };
  to: { en: string; fr: string };
};

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
const singular = (w: string) => w.replace(/(?<=[^s])s$/, '');

/** Every spot of every setting, by the head noun of its printed name ("lighthouse", « phare ») and of its picture. */
const SPOTS = SETTINGS.flatMap((setting) =>
  setting.places.map((place) => ({
    setting,
    place,
    en: singular(words(place.en).at(-1) ?? ''),
    // « la grande tour », « les cratères de la Lune »: the head is the first noun, the last word says whose.
    fr: words(place.fr).filter((w) => !/^(le|la|les|l|de|du|des|d|grande?|petite?|vieux|vieille)$/.test(w)),
    // "the craters on the moon": the nouns the picture places it by, each after its preposition.
    pic: [...(place.pic ?? '').toLowerCase().matchAll(/\b(?:of|in|on|by|at) (?:the |a )?([a-z]+)/g)].map(
      (m) => m[1],
    ),
  })),
);

export type Found = {
  setting: Setting;
  place: Place;
  whole: boolean;
  said?: string;
  /** « la lune »: the French the user said, for a spot drawn by it (the craters on the moon). */
  frSaid?: { the: string; at: string };
  /** « la planète rouge »: the spot's own words, not the setting one of them names (space). */
  named?: boolean;
};

// The nouns a French spot is drawn by, as said alone (« va sur la lune », not « aux cratères de la Lune »).
const FR_SAID: Record<string, { the: string; at: string }> = {
  lune: { the: 'la Lune', at: 'sur la Lune' },
};

/** The setting or spot a noun names, if the picture engine can draw it. */
export function destinationOf(noun: string, lang: Language): Found | undefined {
  const n = singular(noun);
  // "goes to the beach", « va à l'école »: a whole setting, before a spot of the same name.
  const setting = SETTINGS.find((s) =>
    [s.en, s.fr, ...(s.forms ?? [])].some((f) => singular(f.toLowerCase()) === n),
  );
  if (setting) return { setting, place: setting.places[0], whole: true };
  const spot =
    SPOTS.find((s) => (lang === 'en' ? s.en === n : singular(s.fr[0] ?? '') === n)) ??
    // "the moon": the craters on the moon, said as the user said it.
    SPOTS.find((s) => (lang === 'en' ? s.pic : s.fr).map(singular).includes(n));
  if (!spot) return spotNamed(n, lang);
  const said = (lang === 'en' ? spot.en : singular(spot.fr[0] ?? '')) === n ? undefined : n;
  const frSaid = said && lang === 'fr' ? FR_SAID[said] : undefined;
  return {
    setting: spot.setting,
    place: spot.place,
    whole: false,
    ...(said && lang === 'en' ? { said } : {}),
    ...(frSaid ? { frSaid } : {}),
  };
}

/** « planète rouge »: two words that are a French spot's own name. */
function spotNamed(n: string, lang: Language): Found | undefined {
  if (lang !== 'fr' || !n.includes(' ')) return undefined;
  const spot = SPOTS.find((s) => s.fr.join(' ') === n);
  return spot && { setting: spot.setting, place: spot.place, whole: false, named: true };
}

/** « visite l’aquarium »: the tokens lose the elided article, the description keeps it (a whole setting only). */
export function elided(word: string, description: string, lang: Language): Found | undefined {
  const said = description.toLowerCase().replace(/'/g, '’');
  if (lang !== 'fr' || !said.includes(`l’${word.toLowerCase()}`)) return undefined;
  const found = destinationOf(word.toLowerCase(), lang);
  return found?.whole ? found : undefined;
}

export function destination(found: Found, adjectives: string[]): Destination {
  const { setting, place, whole, said, frSaid } = found;
  const en = whole ? `the ${setting.en}` : said ? `the ${said}` : place.en;
  // The user's own adjectives ("the old lighthouse") where English prints them before the noun.
  const theEn = adjectives.length ? en.replace(/^the /, `the ${adjectives.join(' ')} `) : en;
  const fr = whole
    ? `${setting.f ? 'la' : 'le'} ${setting.fr}`.replace(/^l[ae] ([aeiouéè])/i, 'l’$1')
    : (frSaid?.the ?? place.fr);
  // "the moon" is drawn as the craters on the moon, and is where the hero arrives ("on the moon").
  const saidAt = said && place.pic?.match(new RegExp(`\\b(?:on|in|by|at) the ${said}\\b`))?.[0];
  return {
    place: whole
      ? { ...place, en: theEn, fr, at: { en: setting.at, fr: setting.frAt } }
      : {
          ...place,
          en: theEn,
          ...(frSaid ? { fr, at: { en: place.at.en, fr: frSaid.at } } : {}),
          ...(saidAt ? { at: { en: saidAt, fr: place.at.fr } } : {}),
        },
    setting,
    whole,
    the: { en: theEn, fr },
    to: { en: `to ${theEn}`, fr: `jusqu’${frJoin('à', fr)}` },
  };
}
