import type { Language } from '@bookloom/core';
import { DAY_JOBS, type DayJob, dayJobNamed } from './day-jobs';
import { RELATIVES, type Relative } from './relatives';

/**
 * A parent's job told as the idea ("My mum is a baker", "Daddy drives a bus", « Ma mamie est
 * fermière », « Une journée au travail avec papa »): the child spends a day at that work
 * (text/goal-day-with.ts, `parent`). Before this the idea was no goal at all, and the child searched
 * a bakery for a stock book (issue 14).
 */
export type ParentJob = { relative: Relative; job?: DayJob };

const REL = '(\\p{L}+(?:-\\p{L}+)?)';
const IS: Record<Language, RegExp[]> = {
  en: [
    // "My mum is a baker", "Mummy is a doctor", "Léa's grandma works as a vet".
    new RegExp(
      `(?:^|\\b(?:my|his|her|their)\\s+|’s\\s+|'s\\s+)${REL}\\s+(?:is|was|works as)\\s+(?:a|an|the)\\s+(\\p{L}+(?:\\s+driver)?)`,
      'iu',
    ),
    // "A day at work with Mum the vet", "goes to work with Dad".
    new RegExp(`\\bday\\s+at\\s+work\\s+with\\s+(?:my\\s+|his\\s+|her\\s+|their\\s+)?${REL}`, 'iu'),
  ],
  fr: [
    // « Ma maman est boulangère », « Mon papa est pompier », « Sa tante est une vétérinaire ».
    new RegExp(
      `(?:^|\\b(?:ma|mon|sa|son)\\s+)${REL}\\s+(?:est|était|travaille comme)\\s+(?:une?\\s+)?(\\p{L}+)`,
      'iu',
    ),
    // « Une journée au travail avec papa », « au travail de maman ».
    new RegExp(
      `\\bjourn[ée]e\\s+au\\s+travail\\s+(?:avec|de)\\s+(?:ma\\s+|mon\\s+|sa\\s+|son\\s+)?${REL}`,
      'iu',
    ),
  ],
};
/** "Daddy drives a bus", « Ma maman conduit un bus »: the bus driver, said by what they do. */
const DRIVES: Record<Language, RegExp> = {
  en: new RegExp(
    `(?:^|\\b(?:my|his|her|their)\\s+|’s\\s+)${REL}\\s+drives\\s+(?:a|the)\\s+(?:big\\s+)?bus`,
    'iu',
  ),
  fr: new RegExp(
    `(?:^|\\b(?:ma|mon|sa|son)\\s+)${REL}\\s+conduit\\s+(?:un|le)\\s+(?:gros\\s+)?(?:auto)?bus`,
    'iu',
  ),
};

const relativeNamed = (word: string) =>
  RELATIVES.find((r) => [r.en, r.fr, ...(r.forms ?? [])].includes(word.toLowerCase()));

/** A grown-up only: a sister at her job is no day at a parent's work. */
const GROWN = new Set(['mother', 'father', 'grandmother', 'grandfather', 'aunt', 'uncle']);

/** The parent and their job the idea tells of, if any. */
export function readParentJob(description: string, lang: Language): ParentJob | undefined {
  const drives = DRIVES[lang].exec(description);
  const driver = drives && relativeNamed(drives[1]);
  if (driver && GROWN.has(driver.id))
    return { relative: driver, job: DAY_JOBS.find((x) => x.id === 'bus-driver') };
  for (const re of IS[lang]) {
    const m = re.exec(description);
    const relative = m && relativeNamed(m[1]);
    if (!m || !relative || !GROWN.has(relative.id)) continue;
    // "Mum the vet", « papa pompier »: the job right after, else anywhere after the relative.
    const words = (m[2] ?? description.slice(m.index + m[0].length)).split(/[^\p{L}]+/u);
    const job = /bus driver/i.test(m[2] ?? '') ? DAY_JOBS.find((x) => x.id === 'bus-driver') : undefined;
    const named = job ?? words.map(dayJobNamed).find(Boolean);
    // « Ma maman est gentille » is no job: only the second reading (a day at work) stands without one.
    if (!named && m[2]) continue;
    return { relative, ...(named ? { job: named } : {}) };
  }
  return undefined;
}
