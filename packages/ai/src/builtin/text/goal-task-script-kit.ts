import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc } from './goal-arc';
import type { Episode } from './story-episodes';
import type { PlacedL } from './story-place-fit';

/** The parts of a task's arc a told deed brings (goal-task.ts keeps the rest). */
export type TaskScript = Pick<
  GoalArc,
  | 'openings'
  | 'problems'
  | 'turns'
  | 'endings'
  | 'episodes'
  | 'phases'
  | 'arrival'
  | 'places'
  | 'homeDrawn'
  | 'turnAction'
  | 'drawn'
  | 'inOrder'
> & { slots: (lang: Language) => Record<string, string> };

// Getting ready, what goes wrong, the hard work with a hand, the finish: one quarter of the middle each.
export const PHASES: Episode[][] = [['search'], ['obstacle'], ['clue'], ['pause']];

/** {Who}: the hero, or the hero and the friend at the hero's side (two best friends build it together). */
export const who = (ts: PlacedL[], duo: boolean): PlacedL[] =>
  ts.map((t) => ({
    ...t,
    en: t.en.replaceAll('{Who}', duo ? '{name} and {friend}' : '{name}'),
    fr: t.fr.replaceAll('{Who}', duo ? '{name} et {friend}' : '{name}'),
  }));

/** The grown-up who lends a hand: as the child calls them, and drawn. */
export type Grown = { en: string; fr: string; icon: string };
export const GROWN: Record<string, Grown> = {
  grandfather: { en: 'Grandpa', fr: 'Papi', icon: 'old-man' },
  grandmother: { en: 'Grandma', fr: 'Mamie', icon: 'old-woman' },
  mother: { en: 'Mum', fr: 'Maman', icon: 'woman' },
  father: { en: 'Dad', fr: 'Papa', icon: 'man' },
};

const HELPER = {
  game: { en: 'the coach', fr: 'l’entraîneur' },
  other: { en: 'a kind neighbour', fr: 'une gentille voisine' },
};
/** {other} of a task's helping pages: a grown-up the idea names beside the hero, else a coach or a neighbour. */
export function taskHelper(facts: IdeaFacts, game: boolean, lang: Language): Record<string, string> {
  const grown = facts.companions.map((c) => GROWN[c.kind.id]).find(Boolean);
  const who = grown ? grown[lang] : HELPER[game ? 'game' : 'other'][lang];
  return { other: who, Other: who.charAt(0).toUpperCase() + who.slice(1) };
}
