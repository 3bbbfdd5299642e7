import { type ImageProvider, planBuiltinStory, sanitizeUserText } from '@bookloom/ai';
import type { CoverCategory } from '@bookloom/core';
import sharp from 'sharp';
import { bookTypeFor } from './cover-categories';

export const COVER_SIZE = { width: 800, height: 1200 } as const;

export type CoverArtRequest = {
  title: string;
  category: CoverCategory;
  description: string;
  /** A clean (re-encoded) reference picture: image → image. */
  reference?: Uint8Array;
  seed?: number;
};

/**
 * The art of a cover, never with words in it (we typeset the title ourselves). Text → image: the builtin
 * planner turns the description into a cover scene for the category's book type and the image provider
 * paints it. Image → image: providers that take a reference get it; for the others (the builtin engine)
 * the reference itself becomes the art, repainted (smoothed, richer colour) and cropped to the cover.
 */
export async function drawCoverArt(image: ImageProvider, req: CoverArtRequest) {
  const type = bookTypeFor(req.category);
  if (req.reference && !image.supportsReference) {
    const art = await sharp(req.reference)
      .resize({ ...COVER_SIZE, fit: 'cover', position: 'attention' })
      .median(5)
      .modulate({ saturation: 1.3, brightness: 1.03 })
      .png()
      .toBuffer();
    return {
      art: new Uint8Array(art),
      prompt: `Repainted from the reference picture (${req.category})`,
      provider: 'reference',
    };
  }
  const plan = await planBuiltinStory({
    title: req.title,
    author: 'Bookloom',
    type,
    description: req.description,
    pages: 4,
    language: 'en',
    trim: '6x9',
    bleed: true,
    quality: 'standard',
    seed: req.seed,
  });
  const prompt = [
    `Children's book cover illustration, ${req.category} style.`,
    `About: ${sanitizeUserText(req.description, 600)}`,
    `Scene: ${plan.coverScene}.`,
    'Leave calm open space in the top third. No words, letters or numbers drawn in the picture; the title is typeset separately.',
  ].join(' ');
  const out = await image.generate({
    prompt,
    ...COVER_SIZE,
    cover: { title: req.title, scene: plan.coverScene },
    character: plan.character,
    bookType: type,
    seed: req.seed ?? 1,
    ...(req.reference ? { referenceImage: req.reference } : {}),
  });
  const art = await sharp(out.png, { limitInputPixels: 40_000_000 })
    .resize({ ...COVER_SIZE, fit: 'cover' })
    .png()
    .toBuffer();
  return { art: new Uint8Array(art), prompt, provider: image.name };
}

/** A thumb for grids (2× for dense screens). */
export const coverThumb = async (bytes: Uint8Array) =>
  new Uint8Array(await sharp(bytes).resize(240, 360, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer());
