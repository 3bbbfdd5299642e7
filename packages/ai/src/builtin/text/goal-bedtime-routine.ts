import type { Language } from '@bookloom/core';
import type { GoalArc } from './goal-arc';
import {
  ROUTINE_BATH,
  ROUTINE_BEDROOM,
  ROUTINE_NIGHT,
  ROUTINE_PLACES,
  ROUTINE_PROBLEMS,
  ROUTINE_STORY,
  ROUTINE_TEETH,
  ROUTINE_TURNS,
} from './goal-bedtime-routine-words';
import { personNamed } from './goal-refuse-people';
import { BEDTIME_ENDINGS } from './story-arc';

const LESSON = {
  en: 'a bath, a story and a kiss make the sweetest dreams',
  fr: 'un bain, une histoire et un bisou donnent les plus beaux rêves',
};

/** The things a page's words name, drawn beside the hero, and the alt's words for them. */
const THINGS: [RegExp, string, Record<Language, string>][] = [
  [
    /bubbles|mousse|\bbath\b|\bbain\b/,
    'bathtub',
    { en: 'a bath full of bubbles', fr: 'un bain plein de mousse' },
  ],
  [
    /\btooth\b|\bdent\b|\bfoam\b|cracha la mousse/,
    'toothbrush',
    { en: 'a toothbrush', fr: 'une brosse à dents' },
  ],
  [/\bbook\b|\bstory\b|\blivre\b|\bhistoire\b/, 'open-book', { en: 'a book', fr: 'un livre' }],
  [/teddy|doudou/, 'teddy-bear', { en: 'a teddy', fr: 'un doudou' }],
];

/**
 * Getting ready for bed (idea/read-goal-routine.ts): Mum calls at dusk, then in order the bath, the
 * pyjamas and teeth, a story read by Mum or Dad, the goodnight kiss and the light off, each page in
 * the room its words name (the bathroom, the bedroom), the parent its words name drawn beside the
 * hero (an animal's grown-up of its own kind), and asleep in bed at the turn and on the last page.
 */
export function routineArc(lessonNamed: boolean): GoalArc {
  return {
    problems: ROUTINE_PROBLEMS,
    turns: ROUTINE_TURNS,
    endings: BEDTIME_ENDINGS,
    episodes: {
      search: ROUTINE_BATH,
      obstacle: ROUTINE_TEETH,
      clue: ROUTINE_STORY,
      pause: ROUTINE_NIGHT,
      meet: [],
    },
    phases: [['search'], ['obstacle'], ['clue'], ['pause']],
    inOrder: true,
    arrival: ROUTINE_BEDROOM,
    places: ROUTINE_PLACES,
    homeDrawn: ROUTINE_BEDROOM,
    evening: true,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'falls fast asleep in bed',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'opening' || beat === 'turn' || beat === 'ending') return undefined;
      const person = personNamed(text, lang);
      // The toothpaste's foam is no bath: a teeth page draws the toothbrush alone.
      const found = THINGS.filter(([re]) => re.test(text));
      const things = found.some(([, icon]) => icon === 'toothbrush')
        ? found.filter(([, i]) => i !== 'bathtub')
        : found;
      if (!things.length && !person) return undefined;
      return {
        subjects: things.map(([, icon]) => icon),
        ...(person ? { companion: person.icon } : {}),
        said: [...(person ? [person.said] : []), ...things.map(([, , said]) => said[lang])],
        found: true,
        ...(person && person.icon !== 'cat' ? { kin: true as const } : {}),
      };
    },
  };
}
