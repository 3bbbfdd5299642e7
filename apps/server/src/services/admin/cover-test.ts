import { normalizeText } from '@bookloom/core';
import { typesetCover } from '@bookloom/export';
import { z } from 'zod';
import type { AppDeps } from '../../app-env';
import { COVER_SIZE, drawCoverArt } from '../covers/draw-cover-art';

/** Cover test styles (spec §9) and the gallery category each one draws with. */
export const COVER_TEST_STYLES = {
  children: 'Animals',
  coloring: 'Coloring Book',
  educational: 'Alphabet & Numbers',
  fantasy: 'Fantasy & Magic',
  adventure: 'Space',
} as const;

const trimmed = (max: number) =>
  z
    .string()
    .transform((s) => normalizeText(s).trim())
    .pipe(z.string().max(max));
export const coverTestBody = z.object({
  title: trimmed(120).pipe(z.string().min(1, 'Title is required')),
  author: trimmed(80).pipe(z.string().min(1, 'Author name is required')),
  subtitle: trimmed(160).nullable().optional(),
  style: z.enum(Object.keys(COVER_TEST_STYLES) as [keyof typeof COVER_TEST_STYLES]).default('children'),
  prompt: trimmed(600).nullable().optional(),
});

/**
 * The admin cover test (spec: reliable-cover-test): art from the configured image provider, then our
 * typeset text over it — the same two steps as a user's cover — answered at once as a data URL (no row,
 * no file, no charge).
 */
export async function runCoverTest(deps: Pick<AppDeps, 'ai'>, input: z.infer<typeof coverTestBody>) {
  const providers = await deps.ai.providers();
  const category = COVER_TEST_STYLES[input.style];
  const { art } = await drawCoverArt(providers.image, {
    title: input.title,
    category,
    description: input.prompt || `${input.title}: a ${input.style} book cover`,
    seed: Date.now() % 100_000,
  });
  const { bytes } = await typesetCover({
    art,
    title: input.title,
    subtitle: input.subtitle || undefined,
    author: input.author,
    ...COVER_SIZE,
  });
  return {
    success: true,
    cover_url: `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`,
    provider: providers.image.name,
  };
}
