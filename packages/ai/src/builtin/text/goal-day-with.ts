import type { Language } from '@bookloom/core';
import type { DayWithGoal } from '../idea/read-goal-day-with';
import { JOB_DAYS } from './day-job-words';
import { MORE_JOB_DAYS } from './day-job-words-more';
import type { GoalArc } from './goal-arc';
import { DAY_ENDINGS, DAY_HELP, DAY_LEARN, DAY_PAUSES, DAY_PROBLEMS } from './goal-day-with-words';

const DAYS = { ...JOB_DAYS, ...MORE_JOB_DAYS };
const JOB_SAID: Record<string, { en: string; fr: string }> = {
  baker: { en: 'a baguette', fr: 'une baguette' },
  farmer: { en: 'a tractor', fr: 'un tracteur' },
  firefighter: { en: 'a fire engine', fr: 'un camion de pompiers' },
  doctor: { en: 'a stethoscope', fr: 'un stéthoscope' },
  vet: { en: 'a puppy', fr: 'un chiot' },
  fisher: { en: 'a fishing rod', fr: 'une canne à pêche' },
  gardener: { en: 'a little plant', fr: 'une jeune pousse' },
};

/**
 * A day with a grown-up at work (idea/read-goal-day-with.ts): the day planned, the job's places in
 * turn — helping, learning, a small mishap, lunch — the day's big moment at the turn (the bread out of
 * the oven, the siren switched on), and home together. The grown-up walks beside the hero all day
 * (the idea's companion); nobody else is met, and nothing is searched for.
 */
export function dayWithArc(goal: DayWithGoal): GoalArc {
  const day = DAYS[goal.job?.id ?? 'together'] ?? DAYS.together;
  const icon = goal.job?.icon;
  const said = goal.job && JOB_SAID[goal.job.id];
  return {
    problems: DAY_PROBLEMS,
    turns: [day.turn],
    endings: DAY_ENDINGS,
    episodes: {
      search: [...day.help, ...DAY_HELP],
      clue: [...day.learn, ...DAY_LEARN],
      obstacle: day.mishaps,
      pause: DAY_PAUSES,
      meet: [],
    },
    arrival: day.places[0],
    places: day.places,
    slots: (lang: Language) => ({ atWork: day.work[lang] }),
    turnAction: 'shares the best moment of the day',
    drawn: (beat, lang) =>
      icon && said && (beat === 'turn' || beat === 'ending')
        ? { subjects: [icon], said: [said[lang]], found: true }
        : undefined,
  };
}
