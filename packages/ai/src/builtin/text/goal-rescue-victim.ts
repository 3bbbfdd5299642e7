import type { Language } from '@bookloom/core';
import type { Victim } from '../idea/read-goal-defend';
import { enA, frElides } from '../idea/words';
import { capitalise } from './story-context';

// How a rescue (goal-defend.ts, goal-rescue-words.ts) speaks of the one the threat holds.

/** Birds leave a feather behind, swimmers a trail of bubbles, other animals a tuft of fur. */
const FLY = new Set(['bird', 'owl', 'duck', 'parrot', 'flamingo', 'bat', 'bee', 'butterfly', 'ladybird']);
const SWIM = new Set(['fish', 'turtle', 'dolphin', 'whale', 'seal', 'octopus', 'seahorse', 'crab', 'otter']);

/** A princess or a prince the idea does not name is given a name fitting the book's language. */
const ROYAL_NAMES: Record<Language, { f: string[]; m: string[] }> = {
  en: { f: ['Rose', 'Daisy'], m: ['Oliver', 'Felix'] },
  fr: { f: ['Capucine', 'Rose'], m: ['Gaspard', 'Jules'] },
};
const ROYAL = /^princ/;

/**
 * The one held, as the idea says it: "the princess", "the puppy", « la princesse », « le chiot »; a
 * royal is named ("Princess Rose" at first, then "Rose"), as is anyone the idea names ("Max the puppy",
 * then "Max"). `first`: the first mention, `the`: every later one, `a`: the alt text's words.
 */
export function victimWords(held: Victim, lang: Language, hero = '') {
  const { en, fr, f } = held.said;
  const the = lang === 'en' ? `the ${en}` : frElides(fr) ? `l’${fr}` : `${f ? 'la' : 'le'} ${fr}`;
  const a = lang === 'en' ? enA(en) : `${f ? 'une' : 'un'} ${fr}`;
  const royal = ROYAL.test(held.kind.id);
  const name = held.name ?? (royal ? ROYAL_NAMES[lang][f ? 'f' : 'm'].find((n) => n !== hero) : undefined);
  if (!name) return { the, a, first: the };
  // "Princess Rose", « la princesse Rose »; "Max the puppy", « Max le chiot ».
  const first = royal ? (lang === 'en' ? `${capitalise(en)} ${name}` : `${the} ${name}`) : `${name} ${the}`;
  return { the: name, a: first, first };
}

export function victimSlots(held: Victim | undefined, lang: Language, hero = ''): Record<string, string> {
  if (!held) return {};
  const w = victimWords(held, lang, hero);
  const f = held.said.f;
  const fr = lang === 'fr';
  const person = Boolean(held.kind.person);
  const id = held.kind.id;
  // What the hero finds on the way: a ribbon a person dropped, else what the animal left.
  const trace = fr
    ? person
      ? `un ruban qu’avait perdu ${w.the}`
      : FLY.has(id)
        ? `une plume qu’avait perdue ${w.the}`
        : SWIM.has(id)
          ? `une traînée de petites bulles laissée par ${w.the}`
          : `une touffe de poils qu’avait laissée ${w.the}`
    : person
      ? `a ribbon that ${w.the} had dropped`
      : FLY.has(id)
        ? `a feather that ${w.the} had lost`
        : SWIM.has(id)
          ? `a trail of little bubbles left by ${w.the}`
          : `a tuft of fur that ${w.the} had left behind`;
  return {
    victim: w.the,
    Victim: capitalise(w.the),
    firstVictim: w.first,
    // An animal is "it" in English: "had to save it", not "him".
    laVictim: fr ? (f ? 'la' : 'le') : person ? (f ? 'her' : 'him') : 'it',
    safe: fr ? (f ? 'saine et sauve' : 'sain et sauf') : 'safe and sound',
    prisoner: f ? 'prisonnière' : 'prisonnier',
    // A person calls for help; an animal whimpers.
    heardCry: fr
      ? person
        ? 'une petite voix appeler à l’aide'
        : 'un petit gémissement au loin'
      : person
        ? 'a faraway voice calling for help'
        : 'a faint, faraway whimper',
    trace,
  };
}

/** The alt text's words: "a princess", or by name once named ("Princess Rose", then "Rose"). */
export function victimAlt(held: Victim, lang: Language, beat: string, hero?: string) {
  const w = victimWords(held, lang, hero);
  return beat === 'problem' || w.the === w.first ? w.a : w.the;
}
