import sharp from 'sharp';
import { AiError } from '../types';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/** Magic-byte sniffing: PNG, JPEG, WebP are the only formats providers may hand us. */
export function sniffImage(b: Uint8Array): 'png' | 'jpeg' | 'webp' | undefined {
  if (startsWith(b, PNG)) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP')
    return 'webp';
  return undefined;
}

/** Checks a provider's bytes are a decodable PNG, JPEG or WebP (header only: cheap). */
export async function checkImage(bytes: Uint8Array, label: string): Promise<Uint8Array> {
  if (!sniffImage(bytes))
    throw new AiError('not_an_image', `${label}: the answer is not a PNG, JPEG or WebP image`, true);
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch (e) {
    throw new AiError(
      'not_an_image',
      `${label}: the image cannot be decoded (${(e as Error).message})`,
      true,
    );
  }
  return bytes;
}

/**
 * An RGB PNG of exactly width×height from any provider picture (providers answer in their own
 * fixed sizes and formats; print needs 300 DPI at the placed size). Exact PNGs pass untouched.
 */
export async function toPagePng(bytes: Uint8Array, width: number, height: number, label: string) {
  const kind = sniffImage(bytes);
  if (!kind) throw new AiError('not_an_image', `${label}: the answer is not a PNG, JPEG or WebP image`, true);
  try {
    const meta = await sharp(bytes).metadata();
    if (kind === 'png' && meta.width === width && meta.height === height) return bytes;
    const out = await sharp(bytes)
      .resize(width, height, { fit: 'cover' })
      .removeAlpha()
      .toColourspace('srgb')
      .png({ compressionLevel: 4, adaptiveFiltering: false })
      .toBuffer();
    return new Uint8Array(out);
  } catch (e) {
    throw new AiError(
      'not_an_image',
      `${label}: the image cannot be decoded (${(e as Error).message})`,
      true,
    );
  }
}
