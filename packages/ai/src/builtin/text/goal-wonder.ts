import type { Language } from '@bookloom/core';
import type { WonderGoal } from '../idea/read-goal-wonder';
import type { Place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  WONDER_CATCH,
  WONDER_ENDINGS,
  WONDER_PAUSES,
  WONDER_PROBLEMS,
  WONDER_SHARE,
  WONDER_TOO_MANY,
  WONDER_TURNS,
} from './goal-wonder-words';

/** Sweets falling from the sky: the shower the pictures draw in the sky (pictures/sweets-falling-icon.ts). */
const FALLING = 'sweets-falling';
const SAID_FALLING = { en: 'sweets falling from the sky', fr: 'des bonbons qui tombent du ciel' };

// What a page names, drawn beside the hero under the falling sweets (the umbrella, the hat).
const THINGS: { re: RegExp; icon: string; said: Record<Language, string> }[] = [
  { re: /umbrella|parapluie/i, icon: 'umbrella', said: { en: 'an umbrella', fr: 'un parapluie' } },
  { re: /\bhat\b|chapeau/i, icon: 'top-hat', said: { en: 'a hat', fr: 'un chapeau' } },
  { re: /basket|panier/i, icon: 'basket', said: { en: 'a basket', fr: 'un panier' } },
  { re: /lollipop|sucette/i, icon: 'lollipop', said: { en: 'a lollipop', fr: 'une sucette' } },
];

/**
 * The day sweets fell from the sky (idea/read-goal-wonder.ts): the wonder seen from home, caught
 * and shared out of doors under the falling sweets (drawn on every page while they fall), too many
 * of them, a feast for the whole town when they stop, teeth brushed at the end.
 */
export function wonderArc(_goal: WonderGoal, places: Place[]): GoalArc {
  // Out of doors: sweets do not fall in the library.
  const outdoors = places.filter((p) => p.family !== 'indoor');
  const stops = outdoors.length ? outdoors : places;
  return {
    problems: WONDER_PROBLEMS,
    turns: WONDER_TURNS,
    endings: WONDER_ENDINGS,
    episodes: {
      search: WONDER_CATCH,
      clue: WONDER_SHARE,
      obstacle: WONDER_TOO_MANY,
      pause: WONDER_PAUSES,
      meet: [],
    },
    // Catching first, sharing and too many later (story-phases.ts).
    phases: [
      ['search', 'obstacle'],
      ['search', 'clue', 'pause'],
    ],
    arrival: stops[0],
    places: stops.length > 1 ? stops.slice(1) : stops,
    slots: () => ({}),
    turnAction: 'shares the fallen sweets with the whole town',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      if (beat === 'ending')
        return {
          subjects: ['toothbrush'],
          said: [lang === 'en' ? 'a toothbrush' : 'une brosse à dents'],
          found: true,
        };
      // Stopped at the turn: the sweets on the table, no more falling.
      if (beat === 'turn')
        return {
          subjects: ['candy', 'lollipop'],
          said: [lang === 'en' ? 'sweets' : 'des bonbons'],
          found: true,
        };
      const things = THINGS.filter((t) => t.re.test(text)).slice(0, 1);
      return {
        subjects: [FALLING, ...things.map((t) => t.icon), FALLING],
        said: [SAID_FALLING[lang], ...things.map((t) => t.said[lang])],
        found: true,
      };
    },
  };
}
