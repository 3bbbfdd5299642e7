import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  CLEAN_ENDINGS,
  CLEAN_FOUND,
  CLEAN_HAUL,
  CLEAN_PROBLEMS,
  CLEAN_TOO_MUCH,
  CLEAN_TURNS,
  CLEAN_TURTLE,
} from './goal-clean-sea-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/**
 * An ocean clean-up (idea/read-goal-clean-sea.ts): the plastic found on the reef, the bags in the
 * kelp and the fishing net on the sunken ship, friends called, the rubbish hauled up to the fishing
 * boat, a little sea turtle tangled in a net freed at the turn, the reef bright again at the end.
 * Before, "A mermaid cleans the ocean of plastic" was a day plan where "everything tumbled down" and
 * no plastic was named or drawn.
 */
const sea = (en: string, fr: string) => ({ ...place(en, fr), family: 'sea' }) as Place;
const REEF = sea('on/the coral reef', 'sur/le récif de corail');
const LAGOON = sea('in/the lagoon|under the sea', 'dans/le lagon');
const KELP = sea('in/the kelp forest|under the sea', 'dans/la forêt d’algues');
const SHIP = sea('by/the sunken ship|in the deep', 'près de/l’épave du vieux bateau');
const DEEP = sea('in/the deep blue water', 'dans/l’eau bleue et profonde');
const ROCKS = sea('among/the grey rocks|under the sea', 'parmi/les rochers gris');
// One leg a phase (PHASES: search, obstacle, clue, pause): found, too much, hauled up, the turtle.
const PLACES: Place[] = legs([REEF, LAGOON], [KELP, SHIP], [DEEP, REEF], [ROCKS, LAGOON]);

const LESSON = {
  en: 'the sea is everyone’s home, and everyone can help take care of it',
  fr: 'la mer est la maison de tous, et que chacun peut en prendre soin',
};

/** What each line names is drawn: the plastic, the net, the friends, the turtle, the bins. */
const NAMED: NamedThing[] = [
  [/turtle|tortue/i, 'turtle', { en: 'a little sea turtle', fr: 'une petite tortue de mer' }],
  [
    /fishing net|old net|heavy net|the net\b|filet/i,
    'hunter-net',
    { en: 'a fishing net', fr: 'un filet de pêche' },
  ],
  [
    /bottle|bouteille|bouchon/i,
    'plastic-bottle',
    { en: 'plastic bottles', fr: 'des bouteilles en plastique' },
  ],
  [/bags?\b|sacs? plastique|les sacs/i, 'plastic-bag', { en: 'a plastic bag', fr: 'un sac plastique' }],
  [/octopus|pieuvre/i, 'octopus', { en: 'the octopus', fr: 'la pieuvre' }],
  [/dolphins|dauphins/i, 'dolphin', { en: 'the dolphins', fr: 'les dauphins' }],
  [/little fish|petits poissons/i, 'tropical-fish', { en: 'little fish', fr: 'des petits poissons' }],
  [
    /recycling|poubelles de tri/i,
    'recycling-symbol',
    { en: 'the recycling bins', fr: 'les poubelles de tri' },
  ],
  [/basket|panier/i, 'basket', { en: 'a seaweed basket', fr: 'un panier en algues' }],
];
const [TURTLE, NET, BOTTLE, BAG, , , FISH] = NAMED;

export function cleanSeaArc(facts: IdeaFacts): GoalArc {
  return {
    problems: CLEAN_PROBLEMS,
    turns: CLEAN_TURNS,
    endings: CLEAN_ENDINGS,
    episodes: {
      search: CLEAN_FOUND,
      obstacle: CLEAN_TOO_MUCH,
      clue: CLEAN_HAUL,
      pause: CLEAN_TURTLE,
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: REEF,
    places: PLACES,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'frees a little sea turtle from a fishing net and a plastic bag under the sea',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      // The opening names the hero's own kind ("a turtle called Finn"): that is not the tangled turtle.
      if (beat === 'opening') return undefined;
      // The plastic the problem names, lying there on the reef: seen, not missed in a thought bubble.
      if (beat === 'problem') return { ...(drawnOfNamed([BOTTLE, BAG], lang) as GoalDrawn), found: true };
      // The turtle free, the net and the bag she was caught in left behind.
      if (beat === 'turn') return { ...(drawnOfNamed([TURTLE, NET, BAG], lang) as GoalDrawn), found: true };
      // The reef bright again: the turtle and the little fish back, no plastic.
      if (beat === 'ending') return drawnOfNamed([TURTLE, FISH], lang);
      return drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 3), lang);
    },
  };
}
