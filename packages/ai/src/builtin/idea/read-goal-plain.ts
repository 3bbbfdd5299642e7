import type { Language } from '@bookloom/core';
import { type DayWithGoal, readDayWith } from './read-goal-day-with';
import { readJobVisit, visitingChild } from './read-goal-job-visit';
import { readRecover } from './read-goal-recover';
import { readRoam } from './read-goal-roam';
import { readVisit } from './read-goal-visit';
import type { IdeaFacts } from './read-idea';
import { SETTINGS } from './settings';
import { readWildLife } from './wild-life';

/**
 * Goals read beside the idea (read-idea.ts is at its size), for ideas the other readers leave to
 * the quest or to a deed they misread: a lost voice or smile is got back (read-goal-recover.ts), a
 * day with Dad the baker is spent at the bakery (read-goal-day-with.ts), a wolf pack with nothing to do
 * roams its forest (read-goal-roam.ts).
 * Each replaces the stock object the quest would search for: the idea never named one.
 */
export function withPlainGoal(read: IdeaFacts, description: string, lang: Language): IdeaFacts {
  // "visits the zoo and feeds the giraffes": the zoo's own spots and the deed, not a journey past a library.
  // "Wild horses running on a beach": a nature book of their day, not a stock egg hunt (wild-life.ts).
  const wild = readWildLife(read, description);
  if (wild) return wild;
  const visit = readVisit(read, description, lang);
  if (visit) return { ...read, goal: visit, setting: visit.setting };
  // « Un renard court dans la forêt »: a day roaming the forest, not a journey to it.
  const roamsThere = read.goal?.kind === 'reach' && readRoam(read, description, lang);
  if (roamsThere) return { ...read, goal: roamsThere };
  // "I want to be a vet when I grow up" read as a skill to learn: it is a day beside a vet.
  const dreamt = read.goal?.kind === 'learn' && !read.heroName && readJobVisit(description, lang);
  if (read.goal && read.goal.kind !== 'task' && !dreamt) return read;
  // "loses her voice and must find it": the voice is no parcel to search for.
  const recover = readRecover(description, lang);
  if (recover) return { ...read, goal: recover, object: undefined, lost: false };
  // « passe une journée avec son papa boulanger » is a day at the bakery, not a deed « passer une journée ».
  const day = readDayWith(description, lang, !read.heroName);
  // The job's setting is the story's when the idea names none: the bakery is in town, not in space.
  const at = read.setting ?? SETTINGS.find((x) => x.id === day?.job?.setting);
  if (day)
    return {
      ...read,
      ...parentBeside(read, day, description),
      goal: day,
      object: undefined,
      lost: false,
      ...(at ? { setting: at } : {}),
    };
  // "A majestic wolf pack runs through the snowy forest": no goal, so a day of the pack, not a stock egg.
  const roam = readRoam(read, description, lang);
  if (roam) return { ...read, goal: roam };
  return read;
}

/**
 * "Mummy is a doctor", "Daddy drives a bus": the idea opens on the parent, so the cast reader took
 * them for the hero (« Voici Mia, une maman »). The story is the child's: the hero is the stock child
 * and the parent walks beside (was the mum alone at the hospital, with nobody to work with).
 */
function parentBeside(read: IdeaFacts, day: DayWithGoal, description: string): Partial<IdeaFacts> {
  if (day.visit) return workerBeside(read, day, description);
  if (!day.parent || read.heroKind?.id !== day.relative.id) return {};
  const beside = read.companions.some((c) => c.kind.id === day.relative.id);
  return {
    heroKind: undefined,
    heroName: undefined,
    companions: beside ? read.companions : [{ kind: day.relative }, ...read.companions],
  };
}

/**
 * "What does a dentist do?": the dentist walks beside the hero all day. The job's word made the hero
 * a doctor or a builder (« Voici Ada, une médecin »): the hero is a child who visits, unless the idea
 * names the hero (read-goal-job-visit.ts).
 */
function workerBeside(read: IdeaFacts, day: DayWithGoal, description: string): Partial<IdeaFacts> {
  const worker = { kind: day.relative };
  const heroIsJob = read.heroKind && !read.heroName && WORKER_KINDS.has(read.heroKind.id);
  return {
    companions: [worker, ...read.companions.filter((c) => c.kind.id !== read.heroKind?.id || c.name)],
    ...(heroIsJob || !read.heroKind ? { heroKind: visitingChild(description) } : {}),
  };
}
/** Kinds a job's word reads as ("vet" is a doctor): never the visiting hero. */
const WORKER_KINDS = new Set([
  'doctor',
  'builder',
  'firefighter',
  'farmer',
  'teacher',
  'chef',
  'police',
  'pilot',
  'astronaut',
]);
