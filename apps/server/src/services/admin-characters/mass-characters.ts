import { deleteBrokenGalleryCharacters, existingGalleryCharacterIds } from '@bookloom/db';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { AppError } from '../../http/app-error';
import type { JobServices } from '../../jobs/job-definition';
import { characterPrefix } from '../characters/character-keys';
import { seedGalleryCharacters } from '../characters/seed-gallery-characters';
import { MASS_CATALOGUE } from './mass-catalogue';

export const MASS_CHARACTERS_JOB = 'characters.generate-mass';

const NAMES = MASS_CATALOGUE.map((c) => c.name) as [string, ...string[]];
const MESSAGES = {
  en: { none: 'Please select at least one character type to generate', unknown: 'Unknown character' },
  fr: { none: 'Veuillez choisir au moins un type de personnage à générer', unknown: 'Personnage inconnu' },
};
const BUSY = {
  en: 'A mass character generation is already running. Wait for it to finish before starting another.',
  fr: 'Une génération de personnages en masse est déjà en cours. Attendez qu’elle se termine avant d’en lancer une autre.',
};

/** POST /api/admin/characters/generate (spec §7 generate-mass-characters). */
export const massCharactersBody = (lang: 'en' | 'fr') =>
  z.object({
    selectedCharacters: z
      .array(z.enum(NAMES, { error: MESSAGES[lang].unknown }), { error: MESSAGES[lang].none })
      .min(1, MESSAGES[lang].none)
      .max(NAMES.length),
    cleanupFirst: z.boolean().default(false),
  });
export type MassCharactersBody = z.infer<ReturnType<typeof massCharactersBody>>;

async function runningJob(deps: Pick<AppDeps, 'database'>) {
  const { rows } = await deps.database.executeSql(
    `select id from pgboss.job where name = $1 and state in ('created', 'retry', 'active') limit 1`,
    [MASS_CHARACTERS_JOB],
  );
  return rows.length > 0;
}

/** The catalogue with which names exist in the gallery, and whether a run is under way (the page polls this). */
export async function catalogueStatus(deps: Pick<AppDeps, 'database'>) {
  const have = await existingGalleryCharacterIds(
    deps.database.db,
    MASS_CATALOGUE.map((c) => c.id),
  );
  return {
    running: await runningJob(deps),
    catalogue: MASS_CATALOGUE.map((c) => ({ name: c.name, group: c.group, exists: have.has(c.id) })),
  };
}

export async function startMassCharacters(deps: AppDeps, body: MassCharactersBody, lang: 'en' | 'fr') {
  if (await runningJob(deps)) throw new AppError(409, 'mass_run_active', BUSY[lang]);
  const jobId = await deps.queue.send(MASS_CHARACTERS_JOB, body, { singletonKey: MASS_CHARACTERS_JOB });
  if (!jobId) throw new AppError(409, 'mass_run_active', BUSY[lang]);
  return { jobId, selected: body.selectedCharacters.length };
}

/** The job: cleanup first (gallery characters without a picture, rows and files), then draw the missing ones. */
export async function runMassCharacters(
  ctx: Pick<JobServices, 'database' | 'storage' | 'log'>,
  body: MassCharactersBody,
) {
  if (body.cleanupFirst) {
    const removed = await deleteBrokenGalleryCharacters(ctx.database.db);
    for (const id of removed) await ctx.storage.deletePrefix(characterPrefix(id)).catch(() => {});
    ctx.log.info('broken gallery characters removed', { count: removed.length });
  }
  const wanted = new Set(body.selectedCharacters);
  return seedGalleryCharacters(ctx, { entries: MASS_CATALOGUE.filter((c) => wanted.has(c.name)) });
}
