import type { CoverCategory } from '@bookloom/core';
import { activeCoverRun, galleryCountsByStyle } from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../http/app-error';
import { cleanup } from '../admin/cleanup-actions';
import {
  configuredCoverProviders,
  MASS_COVER_CATEGORIES,
  MAX_TOTAL,
  PER_STYLE,
  type PlannedCover,
  queueCoverRun,
} from './mass-covers';

/**
 * Spec: the cover page's Quick Fix cleans up and then "regenerates max 10 covers". We read "the
 * remaining covers" as the ones a gallery category is missing to show at least two covers, the
 * emptiest categories first, so a gallery hollowed out by a cleanup fills again evenly.
 */
export const QUICK_FIX = { maxCovers: 10, perCategory: 2 } as const;

export const quickFixBody = z.object({ dryRun: z.boolean().default(true) });

const BUSY = {
  en: 'A mass cover generation is already running. Wait for it to finish before the Quick Fix.',
  fr: 'Une génération de couvertures en masse est déjà en cours. Attendez qu’elle se termine avant la réparation rapide.',
};

/** The covers to draw so that each category has `perCategory`, round-robin by need, at most `maxCovers`. */
export function planRemainingCovers(
  counts: ReadonlyMap<string, number>,
  o: { maxCovers: number; perCategory: number } = QUICK_FIX,
): PlannedCover[] {
  const have = new Map<CoverCategory, number>(MASS_COVER_CATEGORIES.map((c) => [c, counts.get(c) ?? 0]));
  const plan: PlannedCover[] = [];
  for (let level = 0; level < o.perCategory; level++)
    for (const category of MASS_COVER_CATEGORIES) {
      const n = have.get(category) ?? 0;
      if (n > level || plan.length >= o.maxCovers) continue;
      have.set(category, n + 1);
      plan.push({ category, n: n + 1 });
    }
  return plan;
}

/**
 * The Quick Fix: remove broken cover templates, fail (and refund once) books stuck for 30 minutes,
 * then queue the remaining covers as a cover run (the same job and history as the mass generator).
 * A dry run counts all three and changes nothing.
 */
export async function quickFix(deps: AppDeps, adminId: string, dryRun: boolean, lang: 'en' | 'fr') {
  // Checked first so a Quick Fix never half-runs: the cleanup must not start when the covers cannot.
  if (await activeCoverRun(deps.database.db)) throw new AppError(409, 'mass_run_active', BUSY[lang]);
  const ctx = { ...deps, log: deps.log };
  const covers = await cleanup(ctx, 'broken-covers', { dryRun, max: 1000 });
  const stuck = await cleanup(ctx, 'stuck-books', { dryRun, max: 1000 });
  // After a real cleanup the counts are fresh; a dry run counts only ready templates, which the
  // broken ones (failed, or missing their file) mostly are not — close enough for a preview.
  const plan = planRemainingCovers(await galleryCountsByStyle(deps.database.db));
  const providers = await configuredCoverProviders(deps);
  // Spec: the cleanup draws with the configured image provider (openai); offline it is builtin.
  const provider = (providers.find((p) => p !== 'builtin') ?? 'builtin') as
    | 'builtin'
    | 'openai'
    | 'replicate';
  let runId: string | null = null;
  if (!dryRun && plan.length > 0) {
    const request = {
      categories: [...new Set(plan.map((p) => p.category))],
      maxTotal: Math.min(MAX_TOTAL.max, plan.length),
      perStyle: Math.min(PER_STYLE.max, QUICK_FIX.perCategory),
      provider,
      dryRun: false,
      plan,
    };
    runId = (await queueCoverRun(deps, adminId, request, plan.length, lang)).runId;
  }
  return {
    dryRun,
    deletedTemplates: covers.count,
    failedBooks: stuck.count,
    plannedCovers: plan.length,
    categories: [...new Set(plan.map((p) => p.category))],
    provider,
    runId,
  };
}
