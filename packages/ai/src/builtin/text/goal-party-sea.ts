import type { Language } from '@bookloom/core';
import type { PartyGoal } from '../idea/read-goal-party';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { GIFT_ENDINGS, GIFT_PROBLEMS } from './goal-party-gift-words';
import {
  SEA_PARTY_OOPS_MORE,
  SEA_PARTY_PAUSES_MORE,
  SEA_PARTY_READY_MORE,
  SEA_PARTY_SIGNS_MORE,
} from './goal-party-sea-more';
import {
  SEA_PARTY_ENDINGS,
  SEA_PARTY_OOPS,
  SEA_PARTY_PAUSES,
  SEA_PARTY_PROBLEMS,
  SEA_PARTY_READY,
  SEA_PARTY_SIGNS,
  SEA_PARTY_TURNS,
} from './goal-party-sea-words';
import { numberWord } from './number-words';

/**
 * A birthday under the sea ("A mermaid birthday party under the sea", « Un anniversaire de sirène
 * sous la mer »): before, it was got ready in a bedroom, a kitchen and a garden, a rain cloud passed
 * over « la table de fête, dans le jardin » and Dad baked the cake. Now the shell palace, the coral
 * reef, the kelp forest and the glowing cave, bubbles for balloons, a seaweed cake with shining pearls,
 * and the dolphins and the octopus as guests at the party rock on the reef.
 */
const sea = (en: string, fr: string) => ({ ...place(en, fr), family: 'sea' }) as Place;
const PALACE = sea('in/the shell palace', 'dans/le palais de coquillages');
const REEF = sea('on/the coral reef', 'sur/le récif de corail');
const KELP = sea('in/the kelp forest|under the sea', 'dans/la forêt d’algues');
const CAVE = sea('in/the glowing cave', 'dans/la grotte lumineuse');
const ROCK = sea('at/the party rock|on the coral reef', 'à/le rocher de la fête, sur le récif');
const SEA_HOME = [PALACE, REEF, KELP, CAVE];

const SEA_DWELLERS = new Set([
  'whale',
  'dolphin',
  'octopus',
  'seahorse',
  'shark',
  'fish',
  'mermaid',
  'turtle',
]);

/** The party is under the sea when the idea says so or the hero lives there (idea/sea-home.ts). */
export const partyUnderSea = (facts: IdeaFacts) =>
  facts.setting?.id === 'sea' || (!facts.setting && SEA_DWELLERS.has(facts.heroKind?.id ?? ''));

/** "five shining pearls", « cinq perles brillantes »: the candles of a cake under the water. */
const pearls = (age: number | undefined, lang: Language) =>
  age
    ? lang === 'en'
      ? `${numberWord(age, 'en')} shining pearl${age > 1 ? 's' : ''}`
      : `${age > 1 ? numberWord(age, 'fr') : 'une'} perle${age > 1 ? 's brillantes' : ' brillante'}`
    : lang === 'en'
      ? 'the shining pearls'
      : 'les perles brillantes';

const CAKE = { en: 'a seaweed cake with shining pearls', fr: 'un gâteau d’algues aux perles brillantes' };
const BUBBLES = { en: 'bubbles', fr: 'des bulles' };
const GUESTS = { en: 'the dolphins and the octopus', fr: 'les dauphins et la pieuvre' };

export function seaPartyArc(goal: PartyGoal): GoalArc {
  const { gift } = goal;
  const said = gift && { en: gift.said, fr: gift.said, f: gift.word.f };
  const giftSlots = (lang: Language): Record<string, string> =>
    said
      ? lang === 'en'
        ? { aGift: `a ${said.en}`, theGift: `the ${said.en}` }
        : { aGift: `${said.f ? 'une' : 'un'} ${said.fr}`, theGift: `${said.f ? 'la' : 'le'} ${said.fr}` }
      : {};
  return {
    problems: gift ? GIFT_PROBLEMS : SEA_PARTY_PROBLEMS,
    turns: SEA_PARTY_TURNS,
    // A present's ending brings it in a box, anywhere; else the guests swim home.
    endings: gift ? GIFT_ENDINGS : SEA_PARTY_ENDINGS,
    episodes: {
      search: [...SEA_PARTY_READY, ...SEA_PARTY_READY_MORE],
      clue: [...SEA_PARTY_SIGNS, ...SEA_PARTY_SIGNS_MORE],
      obstacle: [...SEA_PARTY_OOPS, ...SEA_PARTY_OOPS_MORE],
      pause: [...SEA_PARTY_PAUSES, ...SEA_PARTY_PAUSES_MORE],
      meet: [],
    },
    phases: [
      ['search', 'obstacle'],
      ['search', 'clue', 'pause'],
    ],
    arrival: ROCK,
    places: SEA_HOME,
    homeDrawn: PALACE,
    slots: (lang: Language) => ({ candles: pearls(goal.age, lang), ...giftSlots(lang) }),
    turnAction: 'blows a stream of bubbles over the birthday cake under the sea, smiling',
    drawn: (beat, lang) =>
      beat === 'problem' && gift
        ? { subjects: [gift.word.icon], said: [giftSlots(lang).aGift], dreamt: true as const }
        : beat === 'turn'
          ? {
              subjects: ['birthday-cake', 'dolphin', 'octopus', 'bubbles'],
              said: [CAKE[lang], BUBBLES[lang], GUESTS[lang]],
              found: true,
            }
          : beat === 'ending'
            ? gift
              ? { subjects: [gift.word.icon, 'bubbles'], said: [giftSlots(lang).aGift], found: true }
              : { subjects: ['bubbles', 'wrapped-gift'], said: [BUBBLES[lang]], found: true }
            : undefined,
  };
}
