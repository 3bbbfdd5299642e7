import type { Language } from '@bookloom/core';
import type { TaskGoal } from '../idea/read-goal-task';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { shortTask, taskThing } from '../idea/task-short';
import { enA, frA } from '../idea/words';
import type { GoalArc } from './goal-arc';
import { GAME, GAME_STEPS, GAME_TURNS } from './goal-task-game-words';
import { taskScript } from './goal-task-script';
import { taskHelper } from './goal-task-script-kit';
import {
  TASK_HELP,
  TASK_PROBLEMS,
  TASK_SNAGS,
  TASK_STEPS,
  TASK_THING_STEPS,
  TASK_TURNS,
} from './goal-task-words';
import { taskKind } from './task-kind';

/** Doing it together is the lesson of a deed when the idea names none. */
const TASK_LESSON = {
  en: 'big things are done one small step at a time',
  fr: 'les grandes choses se font un petit pas à la fois',
};

/**
 * A deed the idea names ("wakes up the farm animals", « construit une cabane »): the plan, steps in
 * new places, a hand from others, done at the turn. The thing the idea names with it (the cake, the
 * ball) is drawn on the pages that work at it, never searched for.
 */
export function taskArc(goal: TaskGoal, facts: IdeaFacts, places: Place[]): GoalArc {
  const word = facts.object?.parcel ? undefined : facts.object?.word;
  const short = (lang: Language) => again(shortTask(goal.task[lang], lang), lang);
  // A thing made ("the cabin", « la cabane ») is looked at on the way: the steps name it, short.
  const thing = (lang: Language) => taskThing(short(lang), lang);
  // A game or a race warms up, practises and misses; its turn is the big moment, not "the job was done".
  const game = GAME.test(goal.task.en);
  const slots = (lang: Language) => ({
    task: goal.task[lang],
    // The whole predicate once, on the plan; the turn says its last deed short (task-short.ts).
    taskAgain: short(lang),
    thing: thing(lang) ?? '',
    ...(facts.lessonNamed ? {} : { lesson: TASK_LESSON[lang] }),
  });
  // A treehouse built, a race run: told step by step, its thing or rival drawn (goal-task-script.ts).
  // A sport the idea plays is its match, whatever the deed says ("win the big game": read-goal-sport.ts).
  const kind = goal.sport ? 'match' : taskKind(goal.task.en);
  const script = kind && taskScript(kind, facts, (lang) => thing(lang) ?? '');
  if (script) return { ...script, slots: (lang) => ({ ...slots(lang), ...script.slots(lang) }) };
  // (Trixie the idea names, the forest's park ranger are met as ever.)
  const stock = !facts.others.length && !facts.setting;
  return {
    problems: TASK_PROBLEMS,
    turns: game ? GAME_TURNS : TASK_TURNS,
    episodes: {
      search: game
        ? GAME_STEPS
        : thing('en') || thing('fr')
          ? [...TASK_STEPS, ...TASK_THING_STEPS]
          : TASK_STEPS,
      clue: TASK_HELP,
      // No puddle or fog: the snags are the deed's own.
      obstacle: TASK_SNAGS,
      ...(stock ? { meet: [] } : {}),
    },
    places,
    // With nobody the idea or its place names to meet, the one who lends a hand is a grown-up at the
    // hero's side, a coach or a neighbour — not the theme's stock "wise grandmother" of every walk.
    slots: (lang) => ({ ...slots(lang), ...(stock ? taskHelper(facts, game, lang) : {}) }),
    turnAction: 'has done it at last and cheers',
    drawn: (beat, lang) =>
      word && ['problem', 'journey', 'turn', 'ending'].includes(beat)
        ? { subjects: [word.icon], said: [lang === 'fr' ? frA(word) : enA(word.en)], found: true }
        : undefined,
  };
}

/**
 * The deed said a second time names its thing as known: "bake a cake" → "bake the cake", « protéger un
 * œuf de dragon » → « protéger l’œuf de dragon » (only the thing right after the verb).
 */
export function again(task: string, lang: 'en' | 'fr'): string {
  if (lang === 'en') return task.replace(/^(\S+(?: up| out| down| off)?) (?:a|an) /, '$1 the ');
  return task.replace(/^((?:se |s’)?\S+) (un|une) (\S)/, (_, verb: string, det: string, first: string) =>
    /[aeiouyéèêâîôûhœæ]/i.test(first)
      ? `${verb} l’${first}`
      : `${verb} ${det === 'un' ? 'le' : 'la'} ${first}`,
  );
}
