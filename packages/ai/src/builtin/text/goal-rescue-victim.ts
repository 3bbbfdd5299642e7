import type { Language } from '@bookloom/core';
import type { Victim } from '../idea/read-goal-defend';
import { enA, frElides } from '../idea/words';
import { capitalise } from './story-context';

// How a rescue (goal-defend.ts, goal-rescue-words.ts) speaks of the one the threat holds.

/** Birds leave a feather behind, swimmers a trail of bubbles, other animals a tuft of fur. */
const FLY = new Set(['bird', 'owl', 'duck', 'parrot', 'flamingo', 'bat', 'bee', 'butterfly', 'ladybird']);
const SWIM = new Set(['fish', 'turtle', 'dolphin', 'whale', 'seal', 'octopus', 'seahorse', 'crab', 'otter']);

/** The one held, as the idea says it: "the princess", "the puppy", « la princesse », « le chiot ». */
export function victimWords(held: Victim, lang: Language) {
  const { en, fr, f } = held.said;
  if (lang === 'en') return { the: `the ${en}`, a: enA(en) };
  return { the: frElides(fr) ? `l’${fr}` : `${f ? 'la' : 'le'} ${fr}`, a: `${f ? 'une' : 'un'} ${fr}` };
}

export function victimSlots(held: Victim | undefined, lang: Language): Record<string, string> {
  if (!held) return {};
  const w = victimWords(held, lang);
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
