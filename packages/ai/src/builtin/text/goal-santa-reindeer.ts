import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc } from './goal-arc';
import {
  SANTA_ENDINGS,
  SANTA_HELPERS,
  SANTA_LESSON,
  SANTA_OPENINGS,
  SANTA_PLACES,
  SANTA_PROBLEMS,
  SANTA_ROUNDS,
  SANTA_SIGNS,
  SANTA_TOUR,
  SANTA_TURNS,
  SANTA_WORRIES,
} from './goal-santa-reindeer-words';

/** "Santa loses his reindeer", « Le père Noël a perdu son renne »: Santa the hero, the reindeer lost. */
export const santaLostReindeer = (facts: IdeaFacts) =>
  facts.heroKind?.id === 'santa' && facts.lost && facts.object?.word.id === 'deer';

/** What a page's words name, drawn and said in the alt text: helpers, tracks, the bell. */
const NAMED: { re: RegExp; icon: string; said: { en: string; fr: string } }[] = [
  { re: /elf\b|lutin\b/, icon: 'man-elf', said: { en: 'a little elf', fr: 'un petit lutin' } },
  { re: /Mrs Claus|mère Noël/, icon: 'mrs-claus', said: { en: 'Mrs Claus', fr: 'la mère Noël' } },
  { re: /polar bear|ours polaire/, icon: 'polar-bear', said: { en: 'a polar bear', fr: 'un ours polaire' } },
  { re: /owl|chouette/, icon: 'owl', said: { en: 'a snowy owl', fr: 'une chouette des neiges' } },
  {
    re: /hoofprints|empreintes/,
    icon: 'paw-prints',
    said: { en: 'reindeer tracks', fr: 'des traces de renne' },
  },
  { re: /bell|clochette/, icon: 'bell', said: { en: 'a little bell', fr: 'une clochette' } },
];
const DEER = { en: 'the reindeer', fr: 'le renne' };
const SLEIGH = { en: 'the sleigh', fr: 'le traîneau' };
const GIFT = { en: 'presents', fr: 'des paquets' };

/**
 * Santa's lost reindeer (issue 14): at the North Pole, not a village kitchen; called for round the
 * workshop, the forest, the lake and the elves' village, helped by those who live there, Christmas Eve
 * closer on every page, tracks and a bell, the reindeer found at the forest's edge, and the sleigh
 * away on Christmas Eve night. Told in that order; the pools are this book's alone.
 */
export function santaReindeerArc(facts: IdeaFacts): GoalArc {
  return {
    openings: SANTA_OPENINGS,
    problems: SANTA_PROBLEMS,
    turns: SANTA_TURNS,
    endings: SANTA_ENDINGS,
    // Nobody met by chance (no snowman): the North Pole's helpers are in the pause slot.
    episodes: {
      search: SANTA_ROUNDS,
      pause: SANTA_HELPERS,
      obstacle: SANTA_WORRIES,
      clue: SANTA_SIGNS,
      meet: [],
    },
    phases: [['search'], ['pause'], ['obstacle'], ['clue']],
    inOrder: true,
    arrival: SANTA_PLACES.edge,
    parted: SANTA_PLACES.stables,
    places: SANTA_TOUR,
    homeDrawn: SANTA_PLACES.workshop,
    // The sleigh leaves from the stables.
    bed: SANTA_PLACES.stables,
    slots: (lang): Record<string, string> => (facts.lessonNamed ? {} : { lesson: SANTA_LESSON[lang] }),
    turnAction: 'finds the lost reindeer and hugs it',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn') return { subjects: ['deer'], said: [DEER[lang]], found: true };
      if (beat === 'ending')
        return {
          subjects: ['sled', 'deer', 'wrapped-gift'],
          said: [SLEIGH[lang], DEER[lang], GIFT[lang]],
          found: true,
        };
      // The empty stall: the sleigh waits with no reindeer to pull it.
      if (beat === 'problem') return { subjects: ['sled'], said: [SLEIGH[lang]], found: true };
      const named = NAMED.filter((n) => n.re.test(text));
      return named.length
        ? { subjects: named.map((n) => n.icon), said: named.map((n) => n.said[lang]), found: true }
        : undefined;
    },
  };
}
