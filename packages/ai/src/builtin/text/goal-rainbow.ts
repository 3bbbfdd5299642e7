import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { phaseRuns, toldFirst } from './goal-portal';
import {
  RAINBOW_ENDINGS,
  RAINBOW_GREY,
  RAINBOW_HUNT,
  RAINBOW_JOY,
  RAINBOW_OPENINGS,
  RAINBOW_PROBLEMS,
  RAINBOW_SHARE,
  RAINBOW_TURNS,
} from './goal-rainbow-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The meadow at the foot of the hills where the hero lives: the opening, the problem and the end. */
const MEADOW = inFamily('nature', [place('in/the meadow|at the foot of the hills', 'dans/le pré')])[0];
const leg = (n: number, places: Place[]) => places.map((x) => ({ ...x, leg: n }));
/**
 * Where the rainbows touch down (RAINBOW_HUNT), then the grey village: one leg a phase, so each
 * part's pages walk its own spots (text/episode-places.ts) and the village's are not all the school.
 */
export const RAINBOW_PLACES = [
  ...leg(
    0,
    inFamily('nature', [
      place('in/the wildflower meadow', 'dans/la prairie fleurie'),
      place('on/the green hilltop', 'sur/le sommet de la colline'),
      place('by/the waterfall', 'près de/la cascade'),
      place('by/the lily pond', 'près de/l’étang aux nénuphars'),
    ]),
  ),
  ...leg(
    1,
    inFamily('town', [
      place('by/the village houses', 'devant/les maisons du village'),
      place('at/the village school', 'devant/l’école du village'),
    ]),
  ),
  ...leg(
    2,
    inFamily('town', [
      place('on/the village square', 'sur/la place du village'),
      place('by/the village well', 'près de/le puits du village'),
    ]),
  ),
  ...leg(
    3,
    inFamily('town', [
      place('on/the village green', 'sur/la pelouse du village'),
      place('by/the village fountain', 'près de/la fontaine du village'),
    ]),
  ),
];
const OVER_VILLAGE = inFamily('town', [place('in/the middle of the village', 'à/le milieu du village')])[0];

/** Short books tell these first (the red jar and the frog's green, the grey village and the sad girl…). */
const HUNT_FIRST = [0, 3, 1, 2, 4, 5];
const GREY_FIRST = [0, 1, 3, 5, 2, 4];
const SHARE_FIRST = [0, 3, 1, 2, 4, 5];
// The clouds coming back lead to the turn: second, so every book that has two joy pages says it.
const JOY_FIRST = [1, 5, 0, 3, 4, 2];

const LESSON = {
  en: 'the things we love are even more beautiful when we share them',
  fr: 'ce qu’on aime est encore plus beau quand on le partage',
};
const RAINBOW = { en: 'a big rainbow', fr: 'un grand arc-en-ciel' };

/** What a page's words name, drawn: the rainbow, the jars, the frog, the girl, the cat, the baker. */
const NAMED: NamedThing[] = [
  [/rainbow|arc-en-ciel/, 'rainbow', { en: 'a rainbow', fr: 'un arc-en-ciel' }],
  [/jars?\b|pots? /, 'jar', { en: 'little jars of colour', fr: 'des petits pots de couleur' }],
  [/frog|grenouille/, 'frog', { en: 'a frog', fr: 'une grenouille' }],
  [/little girl|the girl|petite fille/, 'girl', { en: 'a little girl', fr: 'une petite fille' }],
  [/cat\b|chat\b/, 'cat', { en: 'a cat', fr: 'un chat' }],
  [/baker|boulanger/, 'man-cook', { en: 'the baker', fr: 'le boulanger' }],
  [/flowers|fleurs/, 'tulip', { en: 'flowers', fr: 'des fleurs' }],
];

/**
 * A hero who loves rainbows (idea/read-goal-loves.ts), in order: a colour caught from each rainbow
 * after a shower; the grey village; the colours shared; its joy; the biggest rainbow over the village
 * at the turn; home to the meadow with the empty jars.
 */
export function rainbowArc(facts: IdeaFacts, pages: number): GoalArc {
  const run = phaseRuns(4, pages);
  return {
    openings: RAINBOW_OPENINGS,
    problems: RAINBOW_PROBLEMS,
    turns: RAINBOW_TURNS,
    endings: RAINBOW_ENDINGS,
    episodes: {
      search: toldFirst(RAINBOW_HUNT, HUNT_FIRST, run[0]),
      clue: toldFirst(RAINBOW_GREY, GREY_FIRST, run[1]),
      obstacle: toldFirst(RAINBOW_SHARE, SHARE_FIRST, run[2]),
      pause: toldFirst(RAINBOW_JOY, JOY_FIRST, run[3]),
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: OVER_VILLAGE,
    places: RAINBOW_PLACES,
    homeDrawn: MEADOW,
    bed: MEADOW,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'looks up at the biggest rainbow over the colourful village, everyone cheering',
    drawn: (beat, lang, _kind, text = '', at?: Place): GoalDrawn | undefined => {
      if (beat === 'problem' || beat === 'turn')
        return {
          subjects: beat === 'turn' ? ['rainbow', 'girl'] : ['rainbow', 'jar'],
          said: [RAINBOW[lang]],
          found: true,
        };
      if (beat === 'ending') return { subjects: ['jar'], said: [NAMED[1][2][lang]], found: true };
      if (beat === 'opening') return { subjects: ['rainbow'], said: [RAINBOW[lang]], found: true };
      const where = at?.at[lang].toLowerCase() ?? '';
      const said = where && text.toLowerCase().startsWith(where) ? text.slice(where.length) : text;
      return drawnOfNamed(NAMED.filter(([re]) => re.test(said)).slice(0, 3), lang);
    },
  };
}
