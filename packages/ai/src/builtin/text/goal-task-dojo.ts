import type { Language } from '@bookloom/core';
import type { MartialArt } from '../idea/read-goal-task';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  DOJO_BUMPS,
  DOJO_ENDINGS,
  DOJO_LESSON,
  DOJO_OPENINGS,
  DOJO_PRACTICE,
  DOJO_PROBLEMS,
  DOJO_READY,
  DOJO_TEACHER,
  DOJO_TURNS,
} from './goal-task-dojo-words';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * A martial art learnt at the dojo, from the white belt to the yellow one (goal-task-dojo-words.ts).
 * Every spot names the dojo in its picture, so each page draws the mat (pictures/interiors-sport.ts:
 * the tatami, the paper screens); the hero wears the white gi (pictures/costume-worn.ts), the teacher where named.
 */
const dojo = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];
const BIG_MAT = dojo('on/the big mat|of the dojo', 'sur/le grand tatami');

// One spot a part of the learning, each line at one spot only: a long book tells every line once.
export const DOJO_PLACES: Place[] = legs(
  [
    dojo('at/the dojo door|of the dojo', 'à/la porte du dojo'),
    dojo('in/the changing room|of the dojo', 'dans/le vestiaire du dojo'),
  ],
  [
    dojo('on/the mat|of the dojo', 'sur/le tatami'),
    dojo('at/the edge of the mat|of the dojo', 'à/le bord du tatami'),
  ],
  [
    dojo('in/the middle of the mat|of the dojo', 'à/le milieu du tatami'),
    dojo('by/the wall of belts|of the dojo', 'près de/le mur des ceintures'),
  ],
  [dojo('in front of/the big mirror|of the dojo', 'devant/le grand miroir du dojo'), BIG_MAT],
);
const DOJO_HOME = dojo('at/the dojo|by the dojo', 'à/le dojo');

/** The art as each page says it: its name, its white suit, its first move. */
const ART: Record<MartialArt, Record<Language, Record<string, string>>> = {
  judo: {
    en: {
      art: 'judo',
      artBare: 'judo',
      gi: 'judogi',
      aMove: 'a first throw',
      theMove: 'the throw',
      move: 'throw',
    },
    fr: {
      art: 'le judo',
      artBare: 'judo',
      gi: 'judogi',
      aMove: 'une première projection',
      atMove: 'à la projection',
      move: 'projection',
    },
  },
  karate: {
    en: {
      art: 'karate',
      artBare: 'karate',
      gi: 'karate gi',
      aMove: 'a first kick',
      theMove: 'the kata',
      move: 'kick',
    },
    fr: {
      art: 'le karaté',
      artBare: 'karaté',
      gi: 'kimono de karaté',
      aMove: 'un premier coup de pied',
      atMove: 'au kata',
      move: 'coup de pied',
    },
  },
};

const TEACHER = /\bteachers?\b|professeurs?/i;

/** The hero in the white gi from the first lesson on; the teacher drawn where the page names them. */
const dojoDrawn: NonNullable<GoalArc['drawn']> = (beat, lang, _kind, text = '') => {
  if (beat === 'opening') return undefined;
  const subjects: string[] = [];
  const said: string[] = [];
  if (TEACHER.test(text)) {
    subjects.push('man');
    said.push(lang === 'fr' ? 'le professeur' : 'the teacher');
  }
  // The new yellow belt is tied on the gi at the end (costume-worn.ts), the white one before.
  return { subjects, said, found: true, wears: beat === 'ending' ? 'gi-yellow' : 'gi' };
};

export function dojoScript(art: MartialArt, lessonNamed: boolean): TaskScript {
  return {
    openings: DOJO_OPENINGS,
    problems: DOJO_PROBLEMS,
    turns: DOJO_TURNS,
    endings: DOJO_ENDINGS,
    episodes: {
      search: DOJO_READY,
      obstacle: DOJO_BUMPS,
      clue: DOJO_TEACHER,
      pause: DOJO_PRACTICE,
      meet: [],
    },
    phases: PHASES,
    // The bumps before the teacher's safe fall, the test last: told as written.
    inOrder: true,
    arrival: BIG_MAT,
    places: DOJO_PLACES,
    homeDrawn: DOJO_HOME,
    slots: (lang) => ({ ...ART[art][lang], ...(lessonNamed ? {} : { lesson: DOJO_LESSON[lang] }) }),
    turnAction: 'bows after the belt test, smiling',
    drawn: dojoDrawn,
  };
}
