import type { Language } from '@bookloom/core';
import type { Place } from '../idea/settings';

/** A phrase in both languages. */
export type L = { en: string; fr: string };
export const l = (en: string, fr: string): L => ({ en, fr });
export const say = (x: L, lang: Language) => x[lang];

/** Something that can be drawn and counted: singular/plural words plus the English subject for pictures. */
export type Thing = { one: L; many: L; subject: string };
export const thing = (subject: string, en1: string, enN: string, fr1: string, frN: string): Thing => ({
  subject,
  one: l(en1, fr1),
  many: l(enN, frN),
});

export type Theme = {
  id: string;
  /** Where the story happens (used after "in"/"dans"). */
  setting: L;
  /** Places visited in the middle of the story, each with its own "where" phrase. */
  places: Place[];
  /** A friend who helps (with article). */
  helper: L;
  /** What goes wrong when the user's description gives us nothing better. */
  trouble: L;
  /** Thing the hero finds or wins at the end. */
  prize: L;
  /** Countable, drawable things of the theme. */
  things: Thing[];
  /** Themed vocabulary shown on pages. */
  words: L[];
  /** Default hero when the user chose no character: name and a one-line look. */
  heroes: { name: string; look: L; subject: string }[];
};
