import type { Language } from '@bookloom/core';
import type { Place } from '../idea/settings';
import { WEATHER_WORDS, type Weather } from './page-sky';

type Line = { en: string; fr: string };
const l = (en: string, fr: string): Line => ({ en, fr });

/**
 * Caption boxes' openings: with the page's place ("Later, in the kelp forest.") or alone ("Later…"),
 * and the weather drawn in the panel ("Later, in the park, in the rain.", « Plus tard, sous la pluie… »).
 */
const WHEN: Line[] = [
  l('Later', 'Plus tard'),
  l('Meanwhile', 'Pendant ce temps'),
  l('A little later', 'Un peu plus tard'),
  l('Step by step', 'Pas à pas'),
  l('Not far away', 'Non loin de là'),
  l('After a while', 'Au bout d’un moment'),
  l('Just then', 'À ce moment-là'),
  l('Soon', 'Bientôt'),
  l('All this time', 'Pendant tout ce temps'),
  l('Once again', 'Une fois de plus'),
  l('Bit by bit', 'Petit à petit'),
  l('Right away', 'Aussitôt'),
  l('A moment later', 'Un instant plus tard'),
  l('Further on', 'Plus loin'),
  l('Quietly', 'Tout doucement'),
  l('At that moment', 'À cet instant'),
];

/** What the hero thinks when alone in a panel (a thought bubble): never a speech line of the book. */
const THOUGHTS: Line[] = [
  l('Hmm…', 'Hum…'),
  l('Think, think…', 'Réfléchis, réfléchis…'),
  l('Maybe over there?', 'Peut-être par là ?'),
  l('Where did it go?', 'Où est-ce passé ?'),
  l('Stay brave…', 'Courage…'),
  l('So many places to look!', 'Tant d’endroits où chercher !'),
  l('What was that?', 'C’était quoi, ça ?'),
  l('One more try.', 'Encore un essai.'),
  l('I wonder…', 'Je me demande…'),
  l('Nearly there?', 'Presque ?'),
  l('Keep calm…', 'Du calme…'),
  l('I knew it!', 'Je le savais !'),
];

/** Hands out caption and thought texts for one comic book: none twice while any is new. */
export function comicCaptions(lang: Language, places: Place[], thoughts: Line[] = THOUGHTS) {
  const used = new Set<string>();
  let nextWhen = 0;
  let nextThought = 0;
  const caption = (placeKey: string | undefined, weather?: Weather): string => {
    const place = places.find((p) => (p.pic ?? p.en) === placeKey);
    const sky = weather ? `,${WEATHER_WORDS[weather][lang]}` : '';
    for (let i = 0; i < WHEN.length; i++) {
      const when = WHEN[(nextWhen + i) % WHEN.length][lang];
      const text = place ? `${when}, ${place.at[lang]}${sky}.` : `${when}${sky}…`;
      if (used.has(text)) continue;
      nextWhen = (nextWhen + i + 1) % WHEN.length;
      used.add(text);
      return text;
    }
    // Every opening used at this place: the bare openings, then (a very long book) the first again.
    const bare = WHEN.map((w) => `${w[lang]}${sky}…`).find((t) => !used.has(t));
    if (bare) used.add(bare);
    return bare ?? `${WHEN[nextWhen++ % WHEN.length][lang]}${sky}…`;
  };
  /** A thought, or undefined when all are used (the panel then takes a caption). */
  const thought = (): string | undefined =>
    nextThought < thoughts.length ? thoughts[nextThought++][lang] : undefined;
  return { caption, thought };
}
