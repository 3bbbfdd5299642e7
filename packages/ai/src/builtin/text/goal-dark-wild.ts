import type { Language } from '@bookloom/core';
import type { BraveGoal } from '../idea/read-goal-brave';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, SETTINGS } from '../idea/settings';
import { fearsTheDark } from './dark-house-spots';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as W from './goal-dark-wild-words';
import { personNamed } from './goal-refuse-people';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import { livesInTree, TREE_SPOTS } from './sleep-spots';

const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

/** The night's friends a page names, drawn beside the hero and said in the alt text (the first three). */
const NAMED: NamedThing[] = [
  named(/hedgehog|hérisson/i, 'hedgehog', 'a hedgehog', 'un hérisson'),
  named(/frog|grenouille/i, 'frog', 'a frog', 'une grenouille'),
  named(/mouse|souris/i, 'mouse', 'a little mouse', 'une petite souris'),
  named(/\bbat\b|chauve-souris/i, 'bat', 'a bat', 'une chauve-souris'),
  named(/\bwind\b|\bvent\b/i, 'leaf-fluttering-in-wind', 'leaves in the wind', 'des feuilles dans le vent'),
];

const drawnOf = (text: string, lang: Language): GoalDrawn | undefined => {
  // "souris" is also in « chauve-souris »: the bat alone there.
  const hits = NAMED.filter(([re]) => re.test(text.replace(/chauve-souris/gi, 'chauve-S')))
    .concat(/chauve-souris/i.test(text) ? [NAMED[3]] : [])
    .filter((x, i, all) => all.indexOf(x) === i)
    .slice(0, 3);
  const drawn = drawnOfNamed(hits, lang);
  // Mum or Dad named on the page stands at the hero's side, its own kind grown (kin-figure.ts).
  const person = personNamed(text, lang);
  if (!person) return drawn && { ...drawn, found: true };
  return {
    subjects: drawn?.subjects ?? [],
    companion: person.icon,
    said: [person.said, ...(drawn?.said ?? [])],
    found: true,
    kin: true,
  };
};

const spot = (re: RegExp) => TREE_SPOTS.find((p) => re.test(p.en)) as Place;
const FOREST = SETTINGS.find((s) => s.id === 'forest')?.places ?? [];
const wood = (re: RegExp) => FOREST.find((p) => re.test(p.en)) as Place;

/** "A little owl who is afraid of the dark": the tree-dweller's night at its oak (goal-brave.ts picks it). */
export const wildFearsDark = (facts: IdeaFacts) =>
  facts.goal?.kind === 'brave' &&
  !facts.goal.sleep &&
  fearsTheDark(facts.goal.fear) &&
  livesInTree(facts.heroKind);

/**
 * A tree-dweller afraid of the dark ("A little owl who is afraid of the dark", « Une petite chouette
 * qui a peur du noir »): one night at home in its old oak and round it, every page at night — the
 * noises that turn out to be friends, the shadows and the moon, {parent}'s hug, and the sky full of
 * stars at the top of the oak at the turn. A child afraid of the dark has the house (goal-brave.ts).
 */
export function darkWildArc(goal: BraveGoal, facts: IdeaFacts): GoalArc {
  const parent = facts.companions.some((c) => c.kind.id === 'father')
    ? { en: 'Dad', fr: 'Papa' }
    : { en: 'Mum', fr: 'Maman' };
  const hollow = spot(/hollow/);
  return {
    problems: W.DARK_WILD_PROBLEMS,
    turns: W.DARK_WILD_TURNS,
    endings: W.DARK_WILD_ENDINGS,
    episodes: {
      search: W.DARK_WILD_NOISES,
      clue: W.DARK_WILD_LIGHTS,
      pause: W.DARK_WILD_HUGS,
      obstacle: [],
      meet: [],
    },
    phases: [['search'], ['clue'], ['pause']],
    inOrder: true,
    arrival: spot(/old oak/),
    places: [hollow, spot(/branch/), wood(/stream/), wood(/mossy path/), spot(/leaves/), spot(/nest/)],
    homeDrawn: hollow,
    night: true,
    slots: (lang: Language) => ({
      fear: goal.fear[lang],
      parent: parent[lang],
      ...(facts.lessonNamed ? {} : { lesson: W.DARK_WILD_LESSON[lang] }),
    }),
    turnAction: 'looks up at the sky full of stars, smiling',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'ending') return { subjects: [], said: [], asleep: true };
      if (beat === 'turn') return undefined;
      return drawnOf(text, lang);
    },
  };
}
