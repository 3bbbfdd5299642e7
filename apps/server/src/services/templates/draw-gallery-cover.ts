import { type ImageProvider, planBuiltinStory } from '@bookloom/ai';
import sharp from 'sharp';
import type { GalleryEntry } from './gallery-catalog';

/** Spec: cover records are saved at 800 × 1200. */
export const TEMPLATE_SIZE = { width: 800, height: 1200 } as const;
/** The picker grid shows thumbs a few hundred pixels tall at most (2× for dense screens). */
export const THUMB_SIZE = { width: 240, height: 360 } as const;

/**
 * One gallery cover drawn by the builtin engine: the builtin story planner designs the hero and the
 * cover scene for the entry's type, the picture engine paints them. No title is drawn (the exporter
 * and the web typeset it over the art).
 */
export async function drawGalleryCover(
  image: ImageProvider,
  entry: Pick<GalleryEntry, 'name' | 'type' | 'description'>,
  seed = 1,
) {
  const plan = await planBuiltinStory({
    title: entry.name,
    author: 'Bookloom',
    type: entry.type,
    description: entry.description,
    pages: 4,
    language: 'en',
    trim: '6x9',
    bleed: true,
    quality: 'standard',
    seed,
  });
  const prompt = `Book cover illustration for "${entry.name}". Scene: ${plan.coverScene}. Leave calm open space in the top third for the title.`;
  const out = await image.generate({
    prompt,
    ...TEMPLATE_SIZE,
    cover: { title: entry.name, scene: plan.coverScene },
    character: plan.character,
    bookType: entry.type,
    seed,
  });
  // Engines may answer at another size: the record is exactly 800 × 1200.
  const art = await sharp(out.png)
    .resize({ ...TEMPLATE_SIZE, fit: 'cover' })
    .png()
    .toBuffer();
  const thumb = await sharp(art).resize(THUMB_SIZE).png({ compressionLevel: 9 }).toBuffer();
  return { art: new Uint8Array(art), thumb: new Uint8Array(thumb), prompt };
}
