import type { Language } from '@bookloom/core';
import type { LearnGoal } from '../idea/read-goal-brave';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  FIRE_ENDINGS,
  FIRE_OOPS,
  FIRE_OPENINGS,
  FIRE_PROBLEMS,
  FIRE_TIPS,
  FIRE_TRIES,
  FIRE_TURNS,
  FIRE_WARMER,
} from './goal-learn-fire-words';
import { PHASES } from './goal-task-script-kit';

/**
 * A dragon who cannot breathe fire learns it in the story's own places (goal-learn-fire-words.ts):
 * smoke puffs and bubbles until the turn, where the fire comes when it is needed. The fire is drawn at
 * the turn and the end only: before, the generic learn arc drew "a fire" on every page, even the ones
 * where no flame would come.
 */
/** A dragon who "cannot breathe fire", « ne sait pas cracher du feu » (read-goal-brave.ts: the wished skill). */
export const breathesFire = (goal: LearnGoal, facts: IdeaFacts) =>
  facts.heroKind?.id === 'dragon' && /^(?:breathe fire|cracher (?:du feu|des flammes))$/.test(goal.skill.en);

const LESSON = {
  en: 'the best fire comes from a warm heart',
  fr: 'le plus beau des feux vient d’un cœur chaud',
};

/** What each line names is drawn, with the alt's words for it: the smoke, the bubbles, Granny Dragon… */
const NAMED: [RegExp, string, { en: string; fr: string }][] = [
  [/smoke|fumée/i, 'dashing-away', { en: 'puffs of smoke', fr: 'des nuages de fumée' }],
  [/bubbles|bulles/i, 'bubbles', { en: 'soap bubbles', fr: 'des bulles' }],
  [/pepper|piment/i, 'hot-pepper', { en: 'a hot pepper', fr: 'un piment' }],
  [
    /Granny Dragon|Mamie Dragon|big dragons|grands dragons/,
    'dragon',
    { en: 'a big dragon', fr: 'un grand dragon' },
  ],
  [/spark|étincelle/i, 'sparkles', { en: 'a spark', fr: 'une étincelle' }],
  [/cocoa|chocolat/i, 'hot-beverage', { en: 'a cup of cocoa', fr: 'une tasse de chocolat' }],
  [/bird|oiseau/i, 'bird', { en: 'a little bird', fr: 'un petit oiseau' }],
  [/lantern|lanterne/i, 'red-paper-lantern', { en: 'a lantern', fr: 'une lanterne' }],
];
const FIRE = { en: 'a warm flame', fr: 'une flamme chaude' };

const drawnFrom = (text: string, lang: Language, fire: boolean): GoalDrawn | undefined => {
  const hits = NAMED.filter(([re]) => re.test(text)).slice(0, 2);
  const subjects = [...(fire ? ['fire'] : []), ...hits.map((h) => h[1])];
  const said = [...(fire ? [FIRE[lang]] : []), ...hits.map((h) => h[2][lang])];
  return subjects.length ? { subjects, said, found: true } : undefined;
};

export function fireArc(places: Place[], lessonNamed: boolean): GoalArc {
  return {
    openings: FIRE_OPENINGS,
    problems: FIRE_PROBLEMS,
    turns: FIRE_TURNS,
    endings: FIRE_ENDINGS,
    episodes: { search: FIRE_TRIES, obstacle: FIRE_OOPS, clue: FIRE_TIPS, pause: FIRE_WARMER, meet: [] },
    phases: PHASES,
    inOrder: true,
    places,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'breathes a warm golden flame at last',
    drawn: (beat, lang, _kind, text) => {
      if (beat === 'opening') return undefined;
      const fire = beat === 'turn' || beat === 'ending';
      return drawnFrom(text ?? '', lang, fire);
    },
  };
}
