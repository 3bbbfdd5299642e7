import type { Language } from '@bookloom/core';
import { type DayJob, dayJobNamed } from './day-jobs';
import { KINDS } from './kinds';
import type { Word } from './words';

/**
 * A job asked about or dreamt of ("What does a dentist do?", « Que fait un pompier ? », "I want to
 * be a vet when I grow up", « Quand je serai grande, je serai boulangère »): the hero spends a day
 * beside someone at that job, one real task a page (text/goal-day-with.ts, `visit`). Before this the
 * idea was a deed, "Sam was going to do a dentist do", told at the fire station and the bakery.
 */
export type JobVisit = {
  job: DayJob;
  worker: Word & { person: true };
  /** "A day with a baker", « Une journée avec le facteur »: the day is told as spent at their side. */
  day?: true;
};

const JOB = '(\\p{L}+(?:\\s+(?:officer|driver|carrier|de bus))?)';
// "A day with a baker", « Une journée avec la factrice » (was a stock hunt with a doctor for hero).
const DAY: Record<Language, RegExp> = {
  en: new RegExp(
    `\\b(?:a|one|the|my)\\s+(?:whole\\s+|busy\\s+|big\\s+)?day\\s+(?:at\\s+work\\s+)?with\\s+(?:a|an|the|our)\\s+${JOB}`,
    'iu',
  ),
  fr: new RegExp(`\\bjourn[ée]e\\s+avec\\s+(?:(?:une|un|le|la|notre)\\s+|l['’])${JOB}`, 'iu'),
};
const READS: Record<Language, RegExp[]> = {
  en: [
    new RegExp(`\\bwhat\\s+(?:does|do)\\s+(?:a|an|the)\\s+${JOB}\\s+do\\b`, 'iu'),
    new RegExp(
      `\\b(?:want|wants|wanted|dream|dreams|dreamt|dreamed)\\s+(?:to|of)\\s+(?:be|becoming|being)\\s+(?:a|an)\\s+${JOB}`,
      'iu',
    ),
    new RegExp(
      `\\bwhen\\s+(?:I|he|she|they)\\s+grows?\\s+up,?\\s+(?:I|he|she|they)\\s*(?:’ll|'ll|will)?\\s*be\\s+(?:a|an)\\s+${JOB}`,
      'iu',
    ),
  ],
  fr: [
    new RegExp(`\\bque\\s+fait\\s+(?:(?:une|un|le|la)\\s+|l['’])${JOB}`, 'iu'),
    new RegExp(
      `\\bquand\\s+(?:je|il|elle)\\s+sera(?:i)?\\s+grande?s?,?\\s+(?:je|il|elle)\\s+sera(?:i)?\\s+(?:une?\\s+)?${JOB}`,
      'iu',
    ),
    new RegExp(
      `\\b(?:veut|veux|voulait|rêve|rêvait)\\s+(?:de\\s+)?(?:devenir|être)\\s+(?:une?\\s+)?${JOB}`,
      'iu',
    ),
  ],
};

const WANTS = new Set([READS.en[1], READS.fr[2]]);
const GROWN_UP =
  /\bgrows?\s+up\b|(?<!\p{L})(?:quand|lorsque)\s+(?:je|il|elle)\s+sera(?:i)?\s+grande?s?(?!\p{L})/iu;

/** The job a visit goal names, if the idea asks what it is or dreams of it. */
export function readJobVisit(description: string, lang: Language, dreams = true): JobVisit | undefined {
  // The first reading is the question; the others a dream, which a named hero may already live
  // ("Sam the Firefighter — Sam dreams of becoming a firefighter" stays Sam's own rescue).
  for (const re of [DAY[lang], ...(dreams ? READS[lang] : READS[lang].slice(0, 1))]) {
    // "A girl who wants to be a police officer" learns the job at its workplace (goal-learn*.ts:
    // learn-wished-roles, learn-workplace); the wish is a day beside the worker only "when I grow up".
    if (WANTS.has(re) && !GROWN_UP.test(description)) continue;
    const m = re.exec(description);
    const words = m?.[1].toLowerCase().split(/\s+/) ?? [];
    const job = words.map(dayJobNamed).find(Boolean);
    if (!m || !job) continue;
    // « une dentiste », « la policière »: the worker is a woman when the idea says so.
    const f =
      lang === 'fr'
        ? /\bune\s|\bla\s/i.test(m[0]) || (words.includes(job.frF.toLowerCase()) && job.frF !== job.fr)
        : false;
    return { job, worker: workerOf(job, f), ...(re === DAY[lang] ? { day: true as const } : {}) };
  }
  return undefined;
}

/** The one shown at work, met as "the dentist", « la policière »: a person, not the hero's kin. */
const workerOf = (job: DayJob, f: boolean): Word & { person: true } => ({
  id: `worker-${job.id}`,
  en: job.en,
  fr: f ? job.frF : job.fr,
  f,
  icon: f ? job.look.f : job.look.m,
  person: true,
});

/**
 * The hero the idea's job word made (« Voici Ada, une vétérinaire »): a child who visits instead, a
 * girl when she says so (« Quand je serai grande »).
 */
export const visitingChild = (description: string) =>
  KINDS.find((k) => k.id === (/\bserai\s+grande\b/i.test(description) ? 'girl' : 'child'));
