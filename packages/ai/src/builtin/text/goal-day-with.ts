import type { Language } from '@bookloom/core';
import type { DayWithGoal } from '../idea/read-goal-day-with';
import { inFamily, place } from '../idea/settings';
import { frThe } from '../idea/words';
import {
  PARENT_ENDINGS,
  PARENT_HELP,
  PARENT_HITCH_AT,
  PARENT_HITCHES,
  PARENT_LEARN,
  PARENT_MORNING,
  PARENT_MORNINGS,
} from './day-job-parent-words';
import { jobThingsIn } from './day-job-things';
import { VISIT_ENDINGS, VISIT_MORNINGS } from './day-job-visit-words';
import { JOB_DAYS } from './day-job-words';
import { LIBRARY_JOB_DAYS } from './day-job-words-library';
import { MORE_JOB_DAYS } from './day-job-words-more';
import { DAY_BESIDE_MORNING, DAY_BESIDE_MORNINGS, DAY_TURN_AT, POST_JOB_DAYS } from './day-job-words-post';
import { TOWN_JOB_DAYS } from './day-job-words-town';
import { VISIT_JOB_DAYS } from './day-job-words-visit';
import { MORE_VISIT_JOB_DAYS } from './day-job-words-visit-more';
import type { GoalArc } from './goal-arc';
import { DAY_ENDINGS, DAY_HELP, DAY_LEARN, DAY_PAUSES, DAY_PROBLEMS } from './goal-day-with-words';
import { workplaceOf } from './job-workplaces';
import type { PlacedL } from './story-place-fit';

const DAYS = {
  ...JOB_DAYS,
  ...MORE_JOB_DAYS,
  ...TOWN_JOB_DAYS,
  ...VISIT_JOB_DAYS,
  ...MORE_VISIT_JOB_DAYS,
  ...POST_JOB_DAYS,
  ...LIBRARY_JOB_DAYS,
};
/** Where a parent's day starts in the dark and ends (`parent`): home, not the city's market. */
const KITCHEN = inFamily('indoor', [place('in/the cosy kitchen', 'dans/la cuisine douillette')])[0];
/**
 * A parent's day says each task once: "In the bakery kitchen, Noa kneaded…" and "By the big oven, Noa
 * kneaded…" were two sentences to the planner, so a 24-page day told one task four times. Without the
 * place they are one, and the story filler takes over when they run out; the picture shows where.
 */
const unplaced = (lines: PlacedL[]): PlacedL[] =>
  lines.map((x) => ({
    ...x,
    en: x.en.replace(/^\{atPlace\}, /, ''),
    fr: x.fr.replace(/^\{atPlace\}, /, ''),
  }));

const VEHICLES = new Set(['bus', 'fire-engine', 'tractor']);
export const JOB_SAID: Record<string, { en: string; fr: string }> = {
  baker: { en: 'a baguette', fr: 'une baguette' },
  farmer: { en: 'a tractor', fr: 'un tracteur' },
  firefighter: { en: 'a fire engine', fr: 'un camion de pompiers' },
  doctor: { en: 'a stethoscope', fr: 'un stéthoscope' },
  vet: { en: 'a puppy', fr: 'un chiot' },
  fisher: { en: 'a fishing rod', fr: 'une canne à pêche' },
  gardener: { en: 'a little plant', fr: 'une jeune pousse' },
  'bus-driver': { en: 'a bus', fr: 'un bus' },
  teacher: { en: 'books', fr: 'des livres' },
  dentist: { en: 'a tooth', fr: 'une dent' },
  police: { en: 'a police car', fr: 'une voiture de police' },
  builder: { en: 'a building site', fr: 'un chantier' },
  chef: { en: 'a pan on the stove', fr: 'une poêle sur le feu' },
  postman: { en: 'a letter', fr: 'une lettre' },
  librarian: { en: 'books', fr: 'des livres' },
};

/**
 * A day with a grown-up at work (idea/read-goal-day-with.ts): the day planned, the job's places in
 * turn — helping, learning, a small mishap, lunch — the day's big moment at the turn (the bread out of
 * the oven, the siren switched on), and home together. The grown-up walks beside the hero all day
 * (the idea's companion), drawn in the job's clothes (the baker's white jacket and hat), with what
 * the page is about (the dough, the hose: day-job-things.ts); nobody else is met, and nothing is
 * searched for. Told from "My mum is a baker" (`parent`), the day starts early, the turn is a hitch
 * the child helps with (a big order, a kitten up a tree), and the end is pride in the parent.
 */
export function dayWithArc(goal: DayWithGoal): GoalArc {
  const id = goal.job?.id ?? 'together';
  const day = DAYS[id] ?? DAYS.together;
  const icon = goal.job?.icon;
  const said = goal.job && JOB_SAID[goal.job.id];
  const parent = goal.parent && goal.job ? goal.job : undefined;
  // "What does a dentist do?": the day beside the dentist, told like a parent's (one task a page, at
  // the workplace's corners) but opening on the question and ending on the wish to do it too.
  const visit = goal.visit && goal.job ? goal.job : undefined;
  const atWork = parent ?? visit;
  const f = Boolean(goal.relative.f);
  // Mum's own workplace, corner by corner (the bakery kitchen, the big oven), not the market.
  const places = (atWork && workplaceOf(atWork.id)) || day.places;
  const figure = goal.job && (f ? goal.job.look.f : goal.job.look.m);
  // The alt's words for the grown-up drawn so: "Noa’s mum the baker", « sa maman boulangère ».
  const who = visit
    ? { en: `the ${visit.en}`, fr: frThe(goal.relative) }
    : goal.job && {
        en: `{name}’s ${goal.relative.en} the ${goal.job.en}`,
        fr: `${f ? 'sa' : 'son'} ${goal.relative.fr} ${f ? goal.job.frF : goal.job.fr}`,
      };
  return {
    problems: parent
      ? [PARENT_MORNINGS[id] ?? PARENT_MORNING]
      : visit && goal.dayBeside
        ? [DAY_BESIDE_MORNINGS[id] ?? DAY_BESIDE_MORNING]
        : visit
          ? VISIT_MORNINGS
          : DAY_PROBLEMS,
    turns: [(parent && PARENT_HITCHES[parent.id]) || day.turn],
    endings: parent ? PARENT_ENDINGS : visit ? VISIT_ENDINGS : DAY_ENDINGS,
    episodes: atWork
      ? {
          // The job's own tasks first: a 12-page day is all real tasks; the lines that fit any job
          // wait among the pauses, for longer books.
          search: unplaced(day.help),
          clue: unplaced(day.learn),
          obstacle: unplaced(day.mishaps),
          pause: unplaced([...DAY_PAUSES, ...DAY_HELP, ...DAY_LEARN, ...PARENT_HELP, ...PARENT_LEARN]),
          meet: [],
        }
      : {
          search: [...day.help, ...DAY_HELP],
          clue: [...day.learn, ...DAY_LEARN],
          obstacle: day.mishaps,
          pause: DAY_PAUSES,
          meet: [],
        },
    arrival: places[(parent ? PARENT_HITCH_AT[parent.id] : visit && DAY_TURN_AT[visit.id]) || 0] ?? places[0],
    places,
    // A day beside the baker, and "What does a dentist do?", start and end at the workplace (the bakery,
    // the dentist's surgery), not at the town's busy market, the city home's own spot.
    ...(parent
      ? { homeDrawn: KITCHEN }
      : visit || (goal.dayBeside && atWork)
        ? { homeDrawn: places[0] }
        : {}),
    slots: (lang: Language) => ({
      atWork: day.work[lang],
      ...(visit ? { aJob: lang === 'en' ? `a ${visit.en}` : `${f ? 'une' : 'un'} ${goal.relative.fr}` } : {}),
      ...(parent
        ? lang === 'en'
          ? { aJob: `a ${parent.en}`, myParent: `My ${goal.relative.en}`, bestJob: `the best ${parent.en}` }
          : {
              aJob: f ? parent.frF : parent.fr,
              myParent: `${f ? 'Ma' : 'Mon'} ${goal.relative.fr}`,
              bestJob: `${f ? 'la meilleure' : 'le meilleur'} ${f ? parent.frF : parent.fr}`,
            }
        : {}),
    }),
    turnAction: parent || visit ? 'helps out when the day gets busy' : 'shares the best moment of the day',
    drawn: (beat, lang, _kind, text) => {
      if (beat === 'opening' || !goal.job) return undefined;
      // The morning and the evening are at home: no bus nor fire engine in the kitchen.
      const home = parent && (beat === 'problem' || beat === 'ending');
      const things = jobThingsIn(text ?? '').filter((t) => !(home && VEHICLES.has(t[1])));
      const big =
        icon &&
        said &&
        (beat === 'turn' || beat === 'ending') &&
        !(home && VEHICLES.has(icon)) &&
        !things.some((t) => t[1] === icon);
      return {
        subjects: [...(big ? [icon] : []), ...things.map((t) => t[1])],
        said: [...(big ? [said[lang]] : []), ...things.map((t) => (lang === 'en' ? t[2] : t[3]))],
        found: true,
        ...(figure ? { companion: figure } : {}),
        ...(who ? { companionSaid: who[lang] } : {}),
      };
    },
  };
}
