import type { Language } from '@bookloom/core';
import type { DifferentGoal, DifferentWish } from '../idea/read-goal-different';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { BIGGER } from './goal-different-bigger';
import { COLOUR } from './goal-different-colour';
import { FLY } from './goal-different-fly';
import { HUGS } from './goal-different-hugs';
import { PRICKLES } from './goal-different-prickles';
import { FASTER, NECK } from './goal-different-slow-neck';
import type { WishTable } from './goal-different-table';
import { phaseRuns } from './goal-portal';
import { drawnOfNamed } from './named-drawn';

/** Each wish its own tries, friend and turn: a wolf's berries are no bunny's tall hat. */
const TABLES: Record<DifferentWish, WishTable> = {
  colour: COLOUR,
  bigger: BIGGER,
  hugs: HUGS,
  prickles: PRICKLES,
  fly: FLY,
  faster: FASTER,
  neck: NECK,
};

/** The hero's own colour, which it comes back to (the wolf's grey): a noun in French (« le gris »). */
const COATS: [RegExp, { en: string; fr: string }][] = [
  [/^(wolf|elephant|mouse|hippo|rhino|donkey|koala|seal|dolphin|shark)$/, { en: 'grey', fr: 'gris' }],
  [
    /^(frog|crocodile|turtle|t-rex|dinosaur|lizard|chameleon|snake|caterpillar)$/,
    { en: 'green', fr: 'vert' },
  ],
  [/^(fox|tiger|lion|squirrel|orangutan)$/, { en: 'orange', fr: 'roux' }],
  [/^(crow|cat|panther|raven|gorilla)$/, { en: 'black', fr: 'noir' }],
  [/^(sheep|polar-bear|swan|goose|ghost|unicorn)$/, { en: 'white', fr: 'blanc' }],
  [/^(flamingo|pig)$/, { en: 'pink', fr: 'rose' }],
];
const coat = (kind?: string) => COATS.find(([re]) => re.test(kind ?? ''))?.[1] ?? { en: 'brown', fr: 'brun' };

/** The middle in order: the tries (twice as long), the friend's words, the moment that needs the hero. */
const PHASES = [['search'], ['obstacle'], ['clue'], ['pause']] as GoalArc['phases'];

/**
 * A hero who wishes to be different (idea/read-goal-different.ts): the wish said on the problem page,
 * the tries that fit the wish in order (each drawn with its thing; a colour tried drawn on the hero),
 * a friend's words, the moment that needs the hero just as it is, the turn where being itself saves
 * the day, the lesson at the end. The hero's world's places (the forest, the farm, the valley).
 */
export function differentArc(goal: DifferentGoal, facts: IdeaFacts, places: Place[], pages: number): GoalArc {
  const t = TABLES[goal.wish];
  const f = Boolean(facts.heroKind?.f);
  const own = coat(facts.heroKind?.id);
  // As many tries as the book has pages for them, in order, split between the two runs of tries.
  const [first, second] = phaseRuns(4, pages);
  const tries = t.tries.slice(0, Math.max(2, first + second));
  const split = Math.max(1, Math.min(first, tries.length - 1));
  return {
    problems: t.problems,
    turns: t.turns,
    endings: t.endings,
    episodes: {
      search: tries.slice(0, split),
      obstacle: tries.slice(split),
      clue: t.words,
      pause: t.need,
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    places,
    slots: (lang: Language): Record<string, string> => ({
      e: f ? 'e' : '',
      coat: own[lang],
      ...(facts.lessonNamed ? {} : { lesson: t.lesson[lang] }),
    }),
    turnAction: t.turnAction,
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      // The friend comes at the turn and stays to the end; the things a line names are drawn on its
      // page (not the place's own words: "the hay field" is no hay bale), none at the end ("No more
      // berries" draws none).
      const said = text.replace(/^[^,]*,\s*/, '');
      const friend = beat === 'turn' || beat === 'ending' || t.friend[0].test(said) ? [t.friend] : [];
      const things =
        beat === 'ending' ? [] : t.named.filter(([re]) => re.test(said)).slice(0, 3 - friend.length);
      const drawn = drawnOfNamed([...friend, ...things], lang);
      // A colour tried is on the hero for its page only (tints.hero: pictures/scene.ts).
      const tint = beat === 'ending' ? undefined : t.tints?.find(([re]) => re.test(said))?.[1];
      if (!drawn && !tint) return undefined;
      return {
        subjects: drawn?.subjects ?? [],
        said: drawn?.said ?? [],
        ...(beat === 'turn' || beat === 'ending' ? { found: true as const } : {}),
        ...(tint || t.thingTints ? { tints: { ...t.thingTints, ...(tint ? { hero: tint } : {}) } } : {}),
      };
    },
  };
}
