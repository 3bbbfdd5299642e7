import type { DayWithGoal } from '../idea/read-goal-day-with';
import { inFamily, type Place, place } from '../idea/settings';
import { dayWithArc, JOB_SAID } from './goal-day-with';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { PARENT_JOB_LINES } from './poetry-parent-job-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  bed: { en: 'a bed', fr: 'un lit' },
};
const BEDROOM = inFamily('indoor', [place('in/the bedroom|at home', 'dans/la chambre')])[0];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A day at a parent's work as a poem ("My mum is a baker", « Mon papa est pompier »): 24 couplets
 * in the arc's order, at home and in the workplace's corners (poetry-parent-job-lines.ts). Before, it
 * sang the stock couplets ('In the park, Alex stopped to rest', a herb). The parent's couplets draw
 * them in the job's clothes (woman-cook, man-firefighter), the work's couplets the job's own thing.
 * Only a parent's job day ("spends the day with Grandpa" keeps its poem).
 */
export function parentJobCouplets(goal: DayWithGoal): ArcCouplet[] | undefined {
  const job = goal.parent ? goal.job : undefined;
  if (!job) return undefined;
  const arc = dayWithArc(goal);
  const work = arc.places ?? [];
  if (!arc.homeDrawn || !work.length) return undefined;
  // Four corners of the workplace, the first again where it has fewer.
  const spots: Place[] = [arc.homeDrawn, ...[0, 1, 2, 3].map((k) => work[k % work.length]), BEDROOM];
  const f = Boolean(goal.relative.f);
  const parent = { en: cap(goal.relative.en), fr: cap(goal.relative.fr) };
  const jobFr = f ? job.frF : job.fr;
  const slots = (lang: 'en' | 'fr') => ({ Parent: parent[lang], ...(arc.slots?.(lang) ?? {}) });
  const figure = {
    subject: f ? job.look.f : job.look.m,
    thing: { en: `${parent.en} the ${job.en}`, fr: `${f ? 'sa' : 'son'} ${goal.relative.fr} ${jobFr}` },
  };
  const own = { subject: job.icon, thing: JOB_SAID[job.id] ?? { en: job.en, fr: jobFr } };
  return arcLines(PARENT_JOB_LINES, spots, THINGS, { en: slots('en'), fr: slots('fr') }).map((cp) =>
    cp.subject === 'figure' ? { ...cp, ...figure } : cp.subject === 'job' ? { ...cp, ...own } : cp,
  );
}
