import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from '../idea/kinds';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { frThe } from '../idea/words';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  COLD_CHILLS,
  COLD_COCOA,
  COLD_ENDINGS,
  COLD_KNITTING,
  COLD_PROBLEMS,
  COLD_TRIES,
  COLD_TURNS,
} from './goal-cold-words';
import { capitalise } from './story-context';

const kind = (id: string) => KINDS.find((k) => k.id === id) as Kind;
export const SCARF = { en: 'a red scarf', fr: 'une écharpe rouge' };
export const COCOA = { en: 'a cup of hot cocoa', fr: 'une tasse de chocolat chaud' };

/** The friend who knits the scarf: a polar bear, or a penguin when the hero is the polar bear. */
export const knitter = (facts: IdeaFacts) =>
  kind(facts.heroKind?.id === 'polar-bear' ? 'penguin' : 'polar-bear');

/**
 * Always cold (idea/read-goal-cold.ts), at the snowy place: cold on the problem page, ways to get
 * warm that work only for a while, a friend knitting, the scarf given at the turn — drawn from then
 * on, with the friend at the hero's side — and warm at the end.
 */
export function coldArc(facts: IdeaFacts, places: Place[]): GoalArc {
  const pal = knitter(facts);
  const palSaid = (lang: Language) => (lang === 'en' ? `the ${pal.en}` : frThe(pal));
  const outdoors = places.filter((p) => p.family !== 'indoor');
  return {
    problems: COLD_PROBLEMS,
    turns: COLD_TURNS,
    endings: COLD_ENDINGS,
    episodes: {
      search: COLD_TRIES,
      clue: COLD_KNITTING,
      obstacle: COLD_CHILLS,
      pause: COLD_COCOA,
      meet: [],
    },
    // Trying first, the knitting seen later (story-phases.ts).
    phases: [
      ['search', 'obstacle'],
      ['search', 'clue', 'pause'],
    ],
    ...(outdoors[0] ? { arrival: outdoors[0] } : {}),
    places,
    slots: (lang: Language) => ({ pal: palSaid(lang), Pal: capitalise(palSaid(lang)) }),
    turnAction: 'is wrapped in a long red scarf, warm at last',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'turn')
        return { subjects: ['scarf'], companion: pal.icon, said: [palSaid(lang), SCARF[lang]], found: true };
      if (beat === 'ending')
        return {
          subjects: ['scarf', 'hot-beverage'],
          companion: pal.icon,
          said: [palSaid(lang), SCARF[lang], COCOA[lang]],
          found: true,
        };
      if (/cocoa|chocolat chaud/i.test(text))
        return { subjects: ['hot-beverage'], said: [COCOA[lang]], found: true };
      if (/knit|tricot|\bwool\b|laine/i.test(text))
        return { subjects: [pal.icon, 'yarn'], said: [palSaid(lang)], found: true };
      return undefined;
    },
  };
}
