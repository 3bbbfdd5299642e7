import {
  CHARACTER_IMAGE_SIZE,
  type CharacterBible,
  characterPortraitRequest,
  type ImageProvider,
} from '@bookloom/ai';
import sharp from 'sharp';

export const THUMB_SIDE = 320;

/** One portrait of a character: the full picture at the record size and its thumb (no storage, no db). */
export async function drawCharacterPicture(
  image: ImageProvider,
  bible: CharacterBible,
  opts: { pose?: string; setting?: string; lineArt?: boolean; reference?: Uint8Array } = {},
) {
  const out = await image.generate(characterPortraitRequest(bible, opts));
  const full = await sharp(out.png)
    .resize({ ...CHARACTER_IMAGE_SIZE, fit: 'cover' })
    .png()
    .toBuffer();
  const thumb = await sharp(full).resize(THUMB_SIDE, THUMB_SIDE).png({ compressionLevel: 9 }).toBuffer();
  return { full: new Uint8Array(full), thumb: new Uint8Array(thumb) };
}
