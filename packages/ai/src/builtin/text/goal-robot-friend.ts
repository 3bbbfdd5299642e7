import type { Language } from '@bookloom/core';
import type { RobotFriendGoal } from '../idea/read-goal-robot-friend';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { PET_HOME_PLACES } from './goal-pet-home-words';
import { PET_PLACES } from './goal-pet-words';
import * as W from './goal-robot-friend-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import { orderedSteps } from './ordered-steps';

// Teeth and the bath happen here (pictures/interiors-home.ts draws the tub).
const BATHROOM = inFamily('indoor', [place('in/the bathroom|at home', 'dans/la salle de bains')])[0];
const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

/** What a page's words name, drawn beside the hero and the robot and said in the alt text. */
const NAMED: NamedThing[] = [
  named(/toast|tartines/, 'bread', 'toast', 'des tartines'),
  named(/butterfly|papillon/, 'butterfly', 'a butterfly', 'un papillon'),
  named(/umbrella|parapluie/, 'umbrella', 'an umbrella', 'un parapluie'),
  named(/bolt|boulon/, 'nut-and-bolt', 'a bolt', 'un boulon'),
  named(/a ball|une balle/, 'soccer-ball', 'a ball', 'une balle'),
  named(/brush|brosse/, 'toothbrush', 'a toothbrush', 'une brosse à dents'),
  named(/watering can|arrosoir/, 'tulip', 'flowers', 'des fleurs'),
  named(/the cat|le chat/, 'cat', 'the cat', 'le chat'),
  named(/bubbles|bulles/, 'bubbles', 'bubbles', 'des bulles'),
  named(/picture book|livre d’images/, 'open-book', 'a picture book', 'un livre d’images'),
  named(/snail|escargot/, 'snail', 'a snail', 'un escargot'),
  named(/milk|\blait\b/, 'glass-of-milk', 'milk', 'du lait'),
];

/**
 * A robot friend named by the idea (idea/read-goal-robot-friend.ts): at home from page one, switched
 * on, taught the child's world one step a page (ordered-steps.ts), charged and waited for at the
 * turn; drawn beside the hero on every page and named in the alt text.
 */
export function robotFriendArc(goal: RobotFriendGoal, pages: number): GoalArc {
  const P = { ...PET_HOME_PLACES, park: PET_PLACES.park };
  const middle = Math.max(1, pages - 4);
  const { episodes, phases, places } = orderedSteps(
    W.ROBOT_STEPS,
    middle,
    [P.kitchen, P.garden, P.home, P.bedroom, P.park, BATHROOM],
    [],
  );
  return {
    openings: W.ROBOT_OPENINGS,
    problems: W.ROBOT_PROBLEMS,
    turns: W.ROBOT_TURNS,
    endings: W.ROBOT_ENDINGS,
    episodes,
    // A book longer than its steps has no second part: one phase, so its filler lines go between the
    // steps all through the middle (story-pace.ts), not in one block after the battery runs out.
    phases: episodes.clue.length || middle <= episodes.search.length ? phases : [['search']],
    inOrder: true,
    parted: P.home,
    arrival: P.home,
    places,
    homeDrawn: P.home,
    bed: P.bedroom,
    meetsFriend: true,
    slots: (lang: Language): Record<string, string> => ({
      bot: goal.name,
      // Its own slot: the theme's stock lesson would otherwise be told in its place.
      botLesson: W.ROBOT_LESSON[lang],
    }),
    turnAction: 'charges the robot friend and stays beside it',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      // Still asleep in its box on the first page: not yet at the hero's side.
      if (beat === 'opening') return undefined;
      const things = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 2), lang);
      return {
        subjects: things?.subjects ?? [],
        said: things?.said ?? [],
        companion: 'robot',
        companionSaid: goal.name,
        found: true,
      };
    },
  };
}
