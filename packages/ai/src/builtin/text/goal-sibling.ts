import type { Language } from '@bookloom/core';
import { nameGender } from '../idea/name-gender';
import type { SiblingGoal } from '../idea/read-goal-sibling';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  SIBLING_BIG,
  SIBLING_ENDINGS,
  SIBLING_EVENING_ENDINGS,
  SIBLING_EVENING_PROBLEMS,
  SIBLING_EVENING_TURNS,
  SIBLING_HOME,
  SIBLING_OPENINGS,
  SIBLING_PROBLEMS,
  SIBLING_TURNS,
  SIBLING_WAITING,
} from './goal-sibling-words';

/** The house the baby comes home to: its room, the living room, the kitchen, the hero's room, the garden. */
export const HOUSE = inFamily('indoor', [
  place('in/the living room|at home', 'dans/le salon'),
  place('in/the nursery|the baby’s bedroom at home', 'dans/la chambre du bébé'),
  place('in/the kitchen|at home', 'dans/la cuisine'),
  place('in/the bedroom|at home', 'dans/la chambre'),
  place('in/the garden|by the house', 'dans/le jardin', 'nature'),
]);
const NAMED: [RegExp, string, { en: string; fr: string }][] = [
  [/Mum’s round tummy|ventre tout rond de Maman/, 'pregnant-woman', { en: 'Mum', fr: 'Maman' }],
  [/helped Dad|aida Papa|Dad sat|Papa s’assit/, 'man', { en: 'Dad', fr: 'Papa' }],
  [/ducks|canards/, 'duck', { en: 'ducks', fr: 'des canards' }],
];
const LESSON = {
  en: 'there is always enough love for everyone',
  fr: 'il y a toujours assez d’amour pour tout le monde',
};
const BABY = {
  sister: { en: 'sister', aFr: 'une petite sœur' },
  brother: { en: 'brother', aFr: 'un petit frère' },
  baby: { en: 'brother or sister', aFr: 'un bébé' },
} as const;
const BIG = {
  en: { boy: 'big brother', girl: 'big sister' },
  fr: { boy: 'un grand frère', girl: 'une grande sœur' },
};

/**
 * A new baby (idea/read-goal-sibling.ts): the news, the waiting, the baby home and nobody looking at
 * the hero, learning to be the big one, then the first smile at the turn. The baby is drawn beside the
 * hero from the day it comes home. In a bedtime book (every page at dusk or night) the news comes at
 * bath time and the smile at bedtime, and it ends in the nursery, the baby sung to sleep and the big
 * one asleep too (the book's own ending, not the stock bedtime one: `evening`).
 */
export function siblingArc(goal: SiblingGoal, facts: IdeaFacts, name: string, bedtime = false): GoalArc {
  const [living, nursery] = HOUSE;
  // A girl by her name (« Léa devient grande sœur », a theme's Lila the bunny), else by her kind.
  const named = nameGender(name);
  const girl = named ? named === 'f' : Boolean(facts.heroKind?.f);
  const w = BABY[goal.baby];
  const f = goal.baby === 'sister';
  return {
    openings: SIBLING_OPENINGS,
    problems: bedtime ? SIBLING_EVENING_PROBLEMS : SIBLING_PROBLEMS,
    turns: bedtime ? SIBLING_EVENING_TURNS : SIBLING_TURNS,
    endings: bedtime ? SIBLING_EVENING_ENDINGS : SIBLING_ENDINGS,
    ...(bedtime ? { evening: true as const, bed: nursery } : {}),
    episodes: { search: SIBLING_WAITING, clue: SIBLING_HOME, obstacle: SIBLING_BIG, pause: [], meet: [] },
    phases: [['search'], ['clue'], ['obstacle']],
    inOrder: true,
    arrival: nursery,
    places: HOUSE,
    homeDrawn: living,
    slots: (lang: Language): Record<string, string> => ({
      sibling: w.en,
      aSibling: w.aFr,
      bigOne: BIG.en[girl ? 'girl' : 'boy'],
      unBigOne: BIG.fr[girl ? 'girl' : 'boy'],
      eB: f ? 'e' : '',
      eH: girl ? 'e' : '',
      toutSeul: girl ? 'toute seule' : 'tout seul',
      luiAussi: girl ? 'elle aussi' : 'lui aussi',
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'smiles at the baby who smiles back',
    drawn: (beat, lang, kind, text = '') => {
      // Not born yet while the family waits: the baby is drawn from the day it comes home, but not
      // behind the door the hero slams.
      const home = beat === 'turn' || beat === 'ending' || kind === 'clue' || kind === 'obstacle';
      // Who and what the page names besides: Mum expecting, Dad painting, the ducks on the pond.
      const named = NAMED.filter(([re]) => re.test(text));
      const subjects = named.map(([, icon]) => icon);
      const said = named.map(([, , w]) => w[lang]);
      if (!home || /slammed|claqua/.test(text))
        return named.length ? { subjects, said, found: true } : undefined;
      return {
        subjects,
        companion: 'baby',
        said: [lang === 'en' ? 'the baby' : 'le bébé', ...said],
        found: true,
      };
    },
  };
}
