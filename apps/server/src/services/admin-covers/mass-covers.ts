import { randomUUID } from 'node:crypto';
import { createProviders, type ImageProvider } from '@bookloom/ai';
import { BOOK_TYPES, COVER_CATEGORIES, type CoverCategory, coverCategoryFor } from '@bookloom/core';
import {
  activeCoverRun,
  createCoverRun,
  getCoverRun,
  insertCoverTemplates,
  updateCoverRun,
} from '@bookloom/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { errorForLog } from '../../error-for-log';
import { AppError } from '../../http/app-error';
import type { JobContext } from '../../jobs/job-definition';
import { txExecutor } from '../../jobs/tx-executor';
import { clearGalleryCache } from '../covers/gallery-page-cache';
import { drawGalleryCover, TEMPLATE_SIZE } from '../templates/draw-gallery-cover';
import { templateImageKey, templateThumbKey } from '../templates/template-keys';

export const MASS_COVERS_JOB = 'covers.generate-mass';
/** Spec §9: Max Total 1–100 (default 20), Per Style 1–10 (default 5). */
export const MAX_TOTAL = { min: 1, max: 100, default: 20 } as const;
export const PER_STYLE = { min: 1, max: 10, default: 5 } as const;
export const COVER_PROVIDERS = ['builtin', 'openai', 'replicate'] as const;
export const MASS_COVER_CATEGORIES = COVER_CATEGORIES.filter((c) => c !== 'user-uploaded') as CoverCategory[];

const M = {
  en: {
    categories: 'Select at least one category',
    maxTotal: `Max Total must be a whole number from ${MAX_TOTAL.min} to ${MAX_TOTAL.max}`,
    perStyle: `Per Style must be a whole number from ${PER_STYLE.min} to ${PER_STYLE.max}`,
    provider: 'Provider must be openai, replicate or builtin',
    notConfigured: 'This provider is not configured on this server',
    busy: 'A mass cover generation is already running. Wait for it to finish before starting another.',
  },
  fr: {
    categories: 'Choisissez au moins une catégorie',
    maxTotal: `Le total maximum doit être un nombre entier de ${MAX_TOTAL.min} à ${MAX_TOTAL.max}`,
    perStyle: `Le nombre par style doit être un nombre entier de ${PER_STYLE.min} à ${PER_STYLE.max}`,
    provider: 'Le fournisseur doit être openai, replicate ou builtin',
    notConfigured: 'Ce fournisseur n’est pas configuré sur ce serveur',
    busy: 'Une génération de couvertures en masse est déjà en cours. Attendez qu’elle se termine avant d’en lancer une autre.',
  },
};

export const massCoversBody = (lang: 'en' | 'fr') => {
  const m = M[lang];
  const int = (r: { min: number; max: number; default: number }, msg: string) =>
    z.number({ error: msg }).int(msg).min(r.min, msg).max(r.max, msg).default(r.default);
  return z.object({
    categories: z
      .array(z.enum(MASS_COVER_CATEGORIES as [CoverCategory, ...CoverCategory[]], { error: m.categories }), {
        error: m.categories,
      })
      .min(1, m.categories),
    maxTotal: int(MAX_TOTAL, m.maxTotal),
    perStyle: int(PER_STYLE, m.perStyle),
    provider: z.enum(COVER_PROVIDERS, { error: m.provider }).default('builtin'),
    dryRun: z.boolean().default(false),
  });
};
export type MassCoversBody = z.infer<ReturnType<typeof massCoversBody>>;

/** builtin always; openai or replicate only when this server's image provider is that one (keys present). */
export async function configuredCoverProviders(deps: Pick<AppDeps, 'ai'>) {
  if (deps.ai.localImages) return ['builtin'];
  const name = (await deps.ai.providers()).image.name;
  return ['builtin', ...(name === 'openai' || name === 'replicate' ? [name] : [])];
}

/** The covers a run draws: per category up to Per Style, the whole capped at Max Total. */
export function planCovers(b: Pick<MassCoversBody, 'categories' | 'maxTotal' | 'perStyle'>) {
  const plan: PlannedCover[] = [];
  for (let n = 1; n <= b.perStyle; n++)
    for (const category of b.categories) if (plan.length < b.maxTotal) plan.push({ category, n });
  return plan;
}

export async function startMassCovers(
  deps: AppDeps,
  adminId: string,
  body: MassCoversBody,
  lang: 'en' | 'fr',
) {
  if (!(await configuredCoverProviders(deps)).includes(body.provider))
    throw new AppError(400, 'validation_error', `provider: ${M[lang].notConfigured}`, {
      provider: M[lang].notConfigured,
    });
  return queueCoverRun(deps, adminId, body, planCovers(body).length, lang);
}

/** A planned cover: its category and its number within that category (it names the template). */
export type PlannedCover = { category: CoverCategory; n: number };
/** What a run row's request holds: the form's body, and for a Quick Fix the exact covers to draw. */
export type CoverRunRequest = MassCoversBody & { plan?: PlannedCover[] };

/** Records a run and queues its job in one transaction; one run at a time (409 while one is active). */
export async function queueCoverRun(
  deps: AppDeps,
  adminId: string,
  request: CoverRunRequest,
  planned: number,
  lang: 'en' | 'fr',
) {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bookloom:mass-covers'))`);
    if (await activeCoverRun(tx)) throw new AppError(409, 'mass_run_active', M[lang].busy);
    // A dry run only plans: it is recorded as completed at once, drawing nothing.
    const run = await createCoverRun(tx, { adminId, request, planned });
    if (request.dryRun) {
      await updateCoverRun(tx, run.id, { status: 'completed', finishedAt: new Date() });
      return { runId: run.id, planned, dryRun: true };
    }
    const jobId = await deps.queue.send(MASS_COVERS_JOB, { runId: run.id }, { db: txExecutor(tx) });
    if (!jobId) throw new Error('the job queue refused the mass cover job');
    return { runId: run.id, planned, dryRun: false };
  });
}

const typeFor = (category: CoverCategory) =>
  BOOK_TYPES.find((t) => coverCategoryFor(t) === category) ?? 'story-book';

async function imageProvider(
  ctx: JobContext,
  provider: string,
): Promise<{ image: ImageProvider; close?: () => Promise<void> }> {
  if (provider !== 'builtin') return { image: (await ctx.ai.providers()).image };
  const p = await createProviders({ AI_IMAGE_PROVIDER: 'builtin' }, { imageConcurrency: 1 });
  return { image: p.image, close: () => p.close() };
}

/** The `covers.generate-mass` job: draws the plan one cover at a time into the gallery, counting on the run row. */
export async function runMassCovers(ctx: JobContext, runId: string) {
  const run = await getCoverRun(ctx.database.db, runId);
  if (!run || run.status === 'completed' || run.status === 'failed') return;
  const body = run.request as unknown as CoverRunRequest;
  await updateCoverRun(ctx.database.db, runId, { status: 'running' });
  let generated = run.generated;
  let failed = run.failed;
  let provider: Awaited<ReturnType<typeof imageProvider>> | undefined;
  try {
    provider = await imageProvider(ctx, body.provider);
    for (const { category, n } of (body.plan ?? planCovers(body)).slice(generated + failed)) {
      try {
        const id = randomUUID();
        const name = `${category} ${n}`;
        const seed = Number.parseInt(id.slice(0, 8), 16);
        const entry = {
          name,
          type: typeFor(category),
          description: `A ${category.toLowerCase()} picture book cover`,
        };
        const { art, thumb, prompt } = await drawGalleryCover(provider.image, entry, seed);
        await ctx.storage.put(templateImageKey(id), art, 'image/png');
        await ctx.storage.put(templateThumbKey(id), thumb, 'image/png');
        await insertCoverTemplates(ctx.database.db, [
          {
            id,
            userId: null,
            name,
            style: category,
            tags: [category],
            imageKey: templateImageKey(id),
            thumbKey: templateThumbKey(id),
            ...TEMPLATE_SIZE,
            prompt,
            provider: body.provider,
          },
        ]);
        generated++;
      } catch (e) {
        failed++;
        ctx.log.warn('mass cover failed', { runId, category, ...errorForLog(e) });
      }
      await updateCoverRun(ctx.database.db, runId, { generated, failed });
    }
    clearGalleryCache();
    await updateCoverRun(ctx.database.db, runId, { status: 'completed', finishedAt: new Date() });
  } catch (e) {
    await updateCoverRun(ctx.database.db, runId, {
      status: 'failed',
      error: e instanceof Error ? e.message.slice(0, 500) : String(e),
      finishedAt: new Date(),
    });
  } finally {
    await provider?.close?.();
  }
}
