import type { Language } from '@bookloom/core';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  POTION_BREW,
  POTION_CAREFUL,
  POTION_ENDINGS,
  POTION_LESSON,
  POTION_OOPS,
  POTION_OPENINGS,
  POTION_PROBLEMS,
  POTION_TIPS,
  POTION_TURNS,
} from './goal-potions-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';

/**
 * A little witch's potions (idea/read-goal-potions.ts), in the cottage kitchen: the cauldron, the
 * spell book, the shelf of jars, the herb garden behind. Each page draws what its words name — the
 * cauldron (our own icon), the green smoke, the frog, the bubbles, the old owl — and says it in the alt.
 */
const kitchen = (en: string, fr: string) => inFamily('indoor', [place(en, fr)])[0];
const CAULDRON = kitchen('by/the cauldron|in the cottage kitchen', 'près de/le chaudron');
const BOOK = kitchen('at/the wooden table|in the cottage kitchen', 'à/la table en bois');
const JARS = kitchen('by/the shelf of jars|in the cottage kitchen', 'près de/l’étagère aux bocaux');
const HERBS = inFamily('nature', [
  place('in/the herb garden|behind the cottage', 'dans/le jardin d’herbes'),
])[0];
const HOME = kitchen('in/the cottage kitchen', 'dans/la cuisine de la chaumière');
/** The kitchen's spots, for the poem (poetry-potions-couplets.ts). */
export const POTION_SPOTS: Place[] = [CAULDRON, BOOK, JARS, HERBS];
const PLACES: Place[] = legs([BOOK, JARS], [CAULDRON, JARS, BOOK], [BOOK, JARS], [HERBS, CAULDRON]);

type Thing = [RegExp, string, { en: string; fr: string }];
const THINGS: Thing[] = [
  [/cauldron|chaudron|stirr|tourna/i, 'cauldron', { en: 'a cauldron', fr: 'un chaudron' }],
  [/green smoke|fumée verte/i, 'fog', { en: 'green smoke', fr: 'de la fumée verte' }],
  [/a frog!|en grenouille/i, 'frog', { en: 'a frog', fr: 'une grenouille' }],
  [/bubbles every|bulles partout/i, 'bubbles', { en: 'bubbles', fr: 'des bulles' }],
  [/old owl|vieux hibou/i, 'owl', { en: 'the old owl', fr: 'le vieux hibou' }],
  [
    /spell book at|grimoire à la page|read the spell|lis la formule/i,
    'green-book',
    { en: 'the spell book', fr: 'le grimoire' },
  ],
  [/jar of|bocal de/i, 'jar', { en: 'jars', fr: 'des bocaux' }],
  [/blue!|tout bleus/i, 'test-tube', { en: 'a potion', fr: 'une potion' }],
  [/mint|menthe/i, 'herb', { en: 'herbs', fr: 'des herbes' }],
  [/sparkles|étincelles/i, 'sparkles', { en: 'sparkles', fr: 'des étincelles' }],
  [/flowers bloomed|fleurs poussèrent/i, 'tulip', { en: 'flowers', fr: 'des fleurs' }],
];

/** What a page's words name, drawn and said (at most three). */
const named = (text: string, lang: Language) => {
  const hits = THINGS.filter(([re]) => re.test(text)).slice(0, 3);
  return hits.length
    ? { subjects: hits.map((h) => h[1]), said: hits.map((h) => h[2][lang]), found: true as const }
    : undefined;
};

export function potionsArc(lessonNamed: boolean): GoalArc {
  return {
    openings: POTION_OPENINGS,
    problems: POTION_PROBLEMS,
    turns: POTION_TURNS,
    endings: POTION_ENDINGS,
    episodes: {
      search: POTION_BREW,
      obstacle: POTION_OOPS,
      clue: POTION_TIPS,
      pause: POTION_CAREFUL,
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: CAULDRON,
    places: PLACES,
    homeDrawn: HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: POTION_LESSON[lang] }),
    turnAction: 'stirs the cauldron as pink sparkles and flowers burst out, delighted',
    drawn: (beat, lang, _kind, text = '') =>
      beat === 'opening' || beat === 'problem'
        ? { subjects: ['cauldron'], said: [lang === 'en' ? 'a cauldron' : 'un chaudron'], found: true }
        : beat === 'ending'
          ? {
              subjects: ['green-book', 'test-tube'],
              said: [lang === 'en' ? 'the spell book' : 'le grimoire'],
              found: true,
            }
          : named(text, lang),
  };
}
