import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { CAMP_BEDTIME_ENDINGS, forPet } from './goal-camp-pet-words';
import {
  CAMP_ENDINGS,
  CAMP_FIRE,
  CAMP_NIGHT,
  CAMP_OPENINGS,
  CAMP_PROBLEMS,
  CAMP_SETUP,
  CAMP_TURNS,
} from './goal-camp-words';
import type { PlacedL } from './story-place-fit';
import { tripCompany } from './trip-company';

/** A campsite by a lake at the edge of the woods: the tent, the fire, the water, the path. */
const CAMP = inFamily('nature', [
  place('at/the campsite|in the forest', 'à/le camping'),
  place('by/the tent|at the campsite in the forest', 'près de/la tente'),
  place('around/the campfire|at the campsite in the forest', 'autour de/le feu de camp'),
  place('by/the lake|in the forest', 'au bord de/le lac'),
  place('in/the woods|of the forest', 'dans/le bois'),
  place('in/the clearing|in the forest', 'dans/la clairière'),
]);
const LESSON = {
  en: 'the world outside is full of wonders when you are brave enough to look',
  fr: 'le monde du dehors est plein de merveilles quand on ose le regarder',
};

/**
 * A camping trip (idea/read-goal-camp.ts): the tent up and the sticks gathered, the fire at dusk, the
 * noises of the night, the stars at the turn, the morning. Who came along (trip-company.ts) is beside
 * the hero on every page. In a bedtime book the night ends asleep in the tent.
 */
export function campArc(facts: IdeaFacts, bedtime = false): GoalArc {
  const [site, tent] = CAMP;
  const { who, beside, said: dadSaid, pet } = tripCompany(facts);
  const paws = (pool: PlacedL[]) => (pet ? forPet(pool) : pool);
  return {
    openings: CAMP_OPENINGS,
    problems: CAMP_PROBLEMS,
    turns: paws(CAMP_TURNS),
    // A bedtime book ends asleep in the tent (its own ending, not the stock one at home: `evening`).
    endings: bedtime ? CAMP_BEDTIME_ENDINGS : paws(CAMP_ENDINGS),
    ...(bedtime ? { evening: true as const, bed: tent } : {}),
    episodes: {
      search: paws(CAMP_SETUP),
      clue: paws(CAMP_FIRE),
      obstacle: CAMP_NIGHT,
      pause: [],
      meet: [],
    },
    // The afternoon, then dusk, then the night: told in the order of the trip.
    phases: [['search'], ['clue'], ['obstacle']],
    inOrder: true,
    lightInWords: true,
    arrival: tent,
    places: CAMP.filter((p) => p !== site),
    homeDrawn: site,
    slots: (lang: Language) => ({
      grown: who(lang),
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'looks up at a sky full of stars from the tent',
    drawn: (beat, lang, kind) => {
      const said = (en: string, fr: string) => [lang === 'en' ? en : fr];
      if (beat === 'opening') return undefined;
      // The Dad drawn beside the hero is said too: "with Dad, a big fox and a campfire".
      const dad = dadSaid(lang);
      if (kind === 'clue')
        return {
          subjects: ['fire'],
          ...beside,
          said: [...dad, ...said('a campfire', 'un feu de camp')],
          found: true,
        };
      return { subjects: ['tent'], ...beside, said: [...dad, ...said('a tent', 'une tente')], found: true };
    },
  };
}
