import { nameGender } from '../idea/name-gender';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  NINJA_BUMPS,
  NINJA_ENDINGS,
  NINJA_LESSON,
  NINJA_MASTER,
  NINJA_OPENINGS,
  NINJA_PRACTICE,
  NINJA_PROBLEMS,
  NINJA_READY,
  NINJA_TURNS,
} from './goal-ninja-words';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * A ninja trained by the old master (goal-ninja-words.ts). Every spot but the test names the dojo in its
 * picture, so each page draws the hall's paper screens and tatami (pictures/interiors-sport.ts); the test
 * runs over the village's rooftops at night. The hero wears the dark ninja suit from the problem on, its
 * white headband black at the end (pictures/ninja-suit.ts); the master is drawn where the page names him.
 */
const dojo = (en: string, fr: string) => inFamily('town', [place(en, fr)])[0];

// One spot a part of the training, each line at one spot only: a long book tells every line once.
export const NINJA_PLACES: Place[] = legs(
  [
    dojo('in/the quiet dojo|at dawn', 'dans/le dojo silencieux'),
    dojo('before/the hanging scroll|of the dojo', 'devant/le rouleau suspendu du dojo'),
  ],
  [
    dojo('on/the wooden beam|of the dojo', 'sur/la poutre de bois du dojo'),
    dojo('by/the paper screens|of the dojo', 'près de/les paravents de papier du dojo'),
  ],
  [
    dojo('in/the middle of the dojo', 'à/le milieu du dojo'),
    dojo('by/the rack of wooden swords|of the dojo', 'près de/le râtelier des sabres de bois'),
  ],
  [
    dojo('on/the high beam|of the dojo', 'sur/la haute poutre du dojo'),
    dojo('by/the garden door|of the dojo', 'près de/la porte du jardin du dojo'),
  ],
);
const NINJA_HOME = dojo('at/the dojo|of the old master', 'à/le dojo du vieux maître');
const ROOFTOPS = dojo('over/the rooftops|of the village at night', 'sur/les toits du village');

const MASTER = /\bmaster\b|maître/i;

/** The hero in the ninja suit from the problem on; the old master drawn where the page names him. */
const ninjaDrawn: NonNullable<GoalArc['drawn']> = (beat, lang, _kind, text = '') => {
  if (beat === 'opening') return undefined;
  const master = MASTER.test(text);
  return {
    subjects: master ? ['old-man'] : [],
    said: master ? [lang === 'fr' ? 'le vieux maître' : 'the old master'] : [],
    found: true,
    // The black headband is tied at the end (ninja-suit.ts), the beginner's white one before.
    wears: beat === 'ending' ? 'ninja-black' : 'ninja',
  };
};

export function ninjaScript(facts: IdeaFacts): TaskScript {
  const girl = (facts.heroName && nameGender(facts.heroName)) === 'f' || Boolean(facts.heroKind?.f);
  return {
    openings: NINJA_OPENINGS,
    problems: NINJA_PROBLEMS,
    turns: NINJA_TURNS,
    endings: NINJA_ENDINGS,
    episodes: {
      search: NINJA_READY,
      obstacle: NINJA_BUMPS,
      clue: NINJA_MASTER,
      pause: NINJA_PRACTICE,
      meet: [],
    },
    phases: PHASES,
    // The falls before the master's lessons, the patience before the test: told as written.
    inOrder: true,
    arrival: ROOFTOPS,
    places: NINJA_PLACES,
    homeDrawn: NINJA_HOME,
    slots: (lang) => ({
      e: girl ? 'e' : '',
      aNinja: girl ? 'une vraie ninja' : 'un vrai ninja',
      ...(facts.lessonNamed ? {} : { lesson: NINJA_LESSON[lang] }),
    }),
    turnAction: 'runs over the moonlit rooftops without a sound',
    drawn: ninjaDrawn,
  };
}
