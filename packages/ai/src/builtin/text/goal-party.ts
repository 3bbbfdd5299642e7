import type { Language } from '@bookloom/core';
import type { PartyGoal } from '../idea/read-goal-party';
import { inFamily, place } from '../idea/settings';
import { enA, frThe } from '../idea/words';
import type { GoalArc } from './goal-arc';
import { GIFT_ENDINGS, GIFT_PROBLEMS } from './goal-party-gift-words';
import {
  PARTY_ENDINGS,
  PARTY_OOPS,
  PARTY_PAUSES,
  PARTY_PROBLEMS,
  PARTY_READY,
  PARTY_READY_MORE,
  PARTY_SIGNS,
  PARTY_TURNS,
} from './goal-party-words';
import { numberWord } from './number-words';

/**
 * A birthday happens at home: the kitchen of the cake, the bedroom of party clothes, and a garden
 * party (balloons and games outdoors; the picture engine draws a kitchen and a bedroom as rooms).
 */
export const HOME = inFamily('indoor', [
  place('in/the kitchen', 'dans/la cuisine'),
  place('in/the bedroom', 'dans/la chambre'),
  place('in/the garden|behind the house', 'dans/le jardin', 'nature'),
  place('at/the party table|in the garden', 'à/la table de fête, dans le jardin', 'nature'),
]);
export const CAKE = { en: 'a birthday cake with candles', fr: 'un gâteau d’anniversaire avec des bougies' };
export const BALLOONS = { en: 'balloons', fr: 'des ballons' };

/** "five candles", « cinq bougies »; "all the candles" when the idea gives no age. */
const candles = (age: number | undefined, lang: Language) =>
  age
    ? lang === 'en'
      ? `${numberWord(age, 'en')} candle${age > 1 ? 's' : ''}`
      : `${age > 1 ? numberWord(age, 'fr') : 'une'} bougie${age > 1 ? 's' : ''}`
    : lang === 'en'
      ? 'all the candles'
      : 'toutes les bougies';

/**
 * A birthday (idea/read-goal-party.ts): the day begins, the getting ready and the mishaps at home,
 * friends, candles and a wish at the turn — the cake named, drawn and said in the alt — and a happy
 * evening. Nobody is met on the way: the friends come to the door.
 */
export function partyArc(goal: PartyGoal): GoalArc {
  const [, bedroom, , table] = HOME;
  const { gift } = goal;
  // The present as the idea says it ("a puppy", « un chiot »), in the word's gender.
  const said = gift && { ...gift.word, en: gift.said, fr: gift.said };
  const giftSlots = (lang: Language): Record<string, string> =>
    said
      ? lang === 'en'
        ? { aGift: enA(said.en), theGift: `the ${said.en}` }
        : { aGift: `${said.f ? 'une' : 'un'} ${said.fr}`, theGift: frThe(said) }
      : {};
  return {
    problems: gift ? GIFT_PROBLEMS : PARTY_PROBLEMS,
    turns: PARTY_TURNS,
    endings: gift ? GIFT_ENDINGS : PARTY_ENDINGS,
    episodes: {
      search: [...PARTY_READY, ...PARTY_READY_MORE],
      clue: PARTY_SIGNS,
      obstacle: PARTY_OOPS,
      pause: PARTY_PAUSES,
      meet: [],
    },
    // Getting ready first; the clock, the party clothes and the car door last (story-phases.ts).
    phases: [
      ['search', 'obstacle'],
      ['search', 'clue', 'pause'],
    ],
    arrival: table,
    places: HOME,
    homeDrawn: bedroom,
    slots: (lang: Language) => ({ candles: candles(goal.age, lang), ...giftSlots(lang) }),
    turnAction: 'blows out the birthday candles, smiling',
    drawn: (beat, lang) =>
      // The wish on the problem page: the present in the hero's thought bubble, not yet given.
      beat === 'problem' && gift
        ? { subjects: [gift.word.icon], said: [giftSlots(lang).aGift], dreamt: true as const }
        : beat === 'turn'
          ? { subjects: ['birthday-cake', 'balloon'], said: [CAKE[lang], BALLOONS[lang]], found: true }
          : beat === 'ending'
            ? gift
              ? { subjects: [gift.word.icon, 'balloon'], said: [giftSlots(lang).aGift], found: true }
              : { subjects: ['balloon', 'wrapped-gift'], said: [BALLOONS[lang]], found: true }
            : undefined,
  };
}
