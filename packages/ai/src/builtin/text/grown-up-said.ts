import type { Language } from '@bookloom/core';
import type { Kind } from '../idea/kinds';
import type { GoalArc } from './goal-arc';

/** The family's grown-ups: beside an animal hero, drawn as a bigger one of its kind (pictures/kin-figure.ts). */
const GROWN_UPS = new Set(['mother', 'father', 'grandmother', 'grandfather', 'aunt', 'uncle']);

/**
 * The alt text's words for a grown-up of the hero's family: "Dad" beside a child; beside an animal
 * hero, what the picture draws — "Dad, a big fox", « Papa, un grand renard » (issue 14: the alt said
 * "Dad" or nothing while a fox was drawn). The adjective agrees with the kind's word: « Maman, un
 * grand éléphant », « Papa, une grande girafe ».
 */
export function grownUpSaid(who: string, relative: string, kind: Kind | undefined, lang: Language): string {
  if (!kind || kind.person || !GROWN_UPS.has(relative)) return who;
  return lang === 'en'
    ? `${who}, a big ${kind.en}`
    : `${who}, ${kind.f ? 'une grande' : 'un grand'} ${kind.fr}`;
}

/**
 * A goal's pages where the grown-up lends a hand (`icon` among the subjects: Dad saws the plank for
 * the treehouse) say so in the alt text, and mark that grown-up as the hero's family: an animal hero's
 * Dad is drawn as a big fox, not a man (StoryHints.kin).
 */
export const withGrownUp =
  (drawn: GoalArc['drawn'], icon: string, said: (lang: Language) => string): GoalArc['drawn'] =>
  (beat, lang, kind, text, place) => {
    const own = drawn?.(beat, lang, kind, text, place);
    if (!own?.subjects.includes(icon)) return own;
    return { ...own, said: [said(lang), ...own.said], kin: true };
  };
