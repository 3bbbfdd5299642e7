import type { Language } from '@bookloom/core';
import { type DayJob, dayJobNamed } from './day-jobs';
import { readJobVisit } from './read-goal-job-visit';
import { readParentJob } from './read-goal-parent-job';
import { RELATIVES, type Relative } from './relatives';
import type { Word } from './words';

/**
 * A day spent with someone ("Tom spends a day with his dad the baker", « Tom passe une journée avec
 * son papa boulanger », "goes to work with her mum"): the places of their job, helping, learning, a
 * small mishap, the day's big moment and going home together (text/goal-day-with.ts). Before this
 * it was a deed « passer une journée » (issue 14). Without a job named it is a day together.
 */
export type DayWithGoal = {
  kind: 'day-with';
  /** Whom the day is spent with: kin, or the worker visited (`visit`: "the dentist"). */
  relative: Relative | (Word & { person: true; relative?: undefined });
  job?: DayJob;
  /**
   * The idea tells of the parent's job ("My mum is a baker"): the day starts early, the turn is a
   * hitch the child helps with, and the end is pride in the parent (read-goal-parent-job.ts).
   */
  parent?: true;
  /**
   * The idea asks what a job is or dreams of it ("What does a dentist do?"): the hero visits someone
   * at that job, met as "the dentist", and ends wanting to do it too (read-goal-job-visit.ts).
   */
  visit?: true;
  /** "A day with a baker": the visit told as a day at their side, not as a question (`visit`). */
  dayBeside?: true;
  /** The goal said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const SPENDS: Record<Language, RegExp> = {
  en: /\b(?:spends?|spent|spending|has|have)\s+(?:a|the|one|his|her|their)\s+(?:whole\s+|special\s+|busy\s+|big\s+)?day\s+(?:at work\s+|at the \p{L}+\s+)?with\s+(?:his|her|their|my)\s+(\p{L}+)|\b(?:goes|go|went|going)\s+to\s+work\s+with\s+(?:his|her|their|my)\s+(\p{L}+)/iu,
  fr: /\b(?:passe|passent|passer|passé|passait)\s+(?:une|la|sa|toute la)\s+(?:belle\s+|grande\s+)?journ[ée]e\s+(?:au travail\s+)?avec\s+(?:son|sa|ses|leur)\s+(\p{L}+(?:-\p{L}+)?)|\b(?:va|vont|aller|part)\s+au\s+travail\s+avec\s+(?:son|sa|ses|leur)\s+(\p{L}+(?:-\p{L}+)?)/iu,
};

const relativeNamed = (word: string) =>
  RELATIVES.find((r) => [r.en, r.fr, ...(r.forms ?? [])].includes(word.toLowerCase()));

/** The day with a relative the idea names, if any, and the relative's job. */
export function readDayWith(description: string, lang: Language, dreams = true): DayWithGoal | undefined {
  const m = SPENDS[lang].exec(description);
  const relative = m && relativeNamed(m[1] ?? m[2] ?? '');
  if (!relative) {
    const parent = readParentJob(description, lang);
    if (parent) return { kind: 'day-with', ...parent, parent: true, task: taskOf(parent.relative) };
    const visit = readJobVisit(description, lang, dreams);
    return (
      visit && {
        kind: 'day-with',
        relative: visit.worker,
        job: visit.job,
        visit: true,
        ...(visit.day ? { dayBeside: true as const } : {}),
        task: { en: `see what a ${visit.job.en} does`, fr: `voir le métier de ${visit.job.fr}` },
      }
    );
  }
  // "his dad the baker", « son papa boulanger », "her mum, a firefighter": the job anywhere after.
  const job = description
    .slice(m.index)
    .split(/[^\p{L}]+/u)
    .map(dayJobNamed)
    .find(Boolean);
  return {
    kind: 'day-with',
    relative,
    ...(job ? { job } : {}),
    task: taskOf(relative),
  };
}

const taskOf = (relative: Relative) => ({
  en: `spend the day with ${relative.en === 'mum' || relative.en === 'dad' ? relative.en : `the ${relative.en}`}`,
  fr: `passer la journée avec ${relative.fr}`,
});
