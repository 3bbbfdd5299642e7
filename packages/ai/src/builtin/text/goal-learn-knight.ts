import type { Language } from '@bookloom/core';
import { nameGender } from '../idea/name-gender';
import type { LearnGoal } from '../idea/read-goal-brave';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  KNIGHT_ENDINGS,
  KNIGHT_OOPS,
  KNIGHT_OPENINGS,
  KNIGHT_PRACTICE,
  KNIGHT_PROBLEMS,
  KNIGHT_PROGRESS,
  KNIGHT_TIPS,
  KNIGHT_TURNS,
} from './goal-learn-knight-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';

/**
 * Learning to be a knight where knights are taught: the castle's courtyard, its stables and its
 * training field, brave at the drawbridge at the turn (goal-learn-knight-words.ts). Every spot names
 * the castle in its picture. Before, "A princess who wants to be a knight" hunted a kite at the castle.
 */
const COURTYARD = {
  ...place('in/the courtyard|of the castle', 'dans/la cour du château'),
  family: 'town',
} as Place;
const STABLES = {
  ...place('in/the stables|of the castle', 'dans/les écuries du château'),
  family: 'indoor',
} as Place;
const FIELD = {
  ...place('on/the training field|by the castle', 'sur/le terrain d’entraînement du château'),
  family: 'nature',
} as Place;
const DRAWBRIDGE = {
  ...place('on/the drawbridge|of the castle', 'sur/le pont-levis'),
  family: 'town',
} as Place;
const PLACES: Place[] = legs([COURTYARD, STABLES], [FIELD, COURTYARD], [STABLES, FIELD], [COURTYARD, FIELD]);

/** "wants to be a knight", « veut devenir chevalier » (read-goal-wish.ts), at the castle or nowhere named. */
export const isKnight = (goal: LearnGoal, facts: IdeaFacts) =>
  /\breal knight$/.test(goal.skill.en) && (!facts.setting || facts.setting.id === 'castle');

const LESSON = {
  en: 'a true knight is brave and kind, and gets up after every fall',
  fr: 'un vrai chevalier est courageux et gentil, et se relève après chaque chute',
};

/** What each line names is drawn, with the alt's words for it: the horse, the shield, the old knight… */
const NAMED: [RegExp, string, { en: string; fr: string }][] = [
  [/old knight|vieux chevalier/i, 'old-man', { en: 'the old knight', fr: 'le vieux chevalier' }],
  [/horse|(?<!\p{L})cheval(?!\p{L})/iu, 'horse', { en: 'a horse', fr: 'un cheval' }],
  [/shield|bouclier/i, 'shield', { en: 'a shield', fr: 'un bouclier' }],
  [/sword|lance|épée/i, 'crossed-swords', { en: 'a wooden sword', fr: 'une épée en bois' }],
  [/lamb|agneau/i, 'ewe', { en: 'a little lamb', fr: 'un petit agneau' }],
  [/dragon/i, 'dragon', { en: 'a young dragon', fr: 'un jeune dragon' }],
];

/**
 * The young dragon at the turn is about the hero's height (pictures/scene.ts StoryHints.scales): as a
 * plain subject it came out a tiny thing by the hero's feet, no dragon anyone would run from.
 */
const DRAGON_SCALE = 1;

const drawnFrom = (text: string, lang: Language): GoalDrawn | undefined => {
  const hits = NAMED.filter(([re]) => re.test(text)).slice(0, 3);
  if (!hits.length) return undefined;
  const subjects = hits.map((h) => h[1]);
  const drawn = { subjects, said: hits.map((h) => h[2][lang]), found: true as const };
  return subjects.includes('dragon') ? { ...drawn, scales: { dragon: DRAGON_SCALE } } : drawn;
};

export function knightArc(facts: IdeaFacts, lessonNamed: boolean): GoalArc {
  // « chevalière » for a girl: by her name, else by her kind (« une princesse »).
  const named = facts.heroName ? nameGender(facts.heroName) : undefined;
  const girl = named ? named === 'f' : Boolean(facts.heroKind?.f);
  return {
    openings: KNIGHT_OPENINGS,
    problems: KNIGHT_PROBLEMS,
    turns: KNIGHT_TURNS,
    endings: KNIGHT_ENDINGS,
    episodes: {
      search: KNIGHT_PRACTICE,
      obstacle: KNIGHT_OOPS,
      clue: KNIGHT_TIPS,
      pause: KNIGHT_PROGRESS,
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: DRAWBRIDGE,
    places: PLACES,
    homeDrawn: COURTYARD,
    slots: (lang) => ({
      knight: lang === 'fr' ? (girl ? 'chevalière' : 'chevalier') : 'knight',
      aRealKnight: lang === 'fr' ? (girl ? 'une vraie chevalière' : 'un vrai chevalier') : 'a real knight',
      ...(lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'is brave when it counts, by the castle drawbridge',
    drawn: (beat, lang, _kind, text) => {
      if (beat === 'ending')
        return { subjects: ['crossed-swords', 'old-man'], said: [LESSON_SAID[lang]], found: true };
      if (beat === 'opening' || beat === 'problem') return undefined;
      return text ? drawnFrom(text, lang) : undefined;
    },
  };
}

const LESSON_SAID = { en: 'the old knight', fr: 'le vieux chevalier' };
