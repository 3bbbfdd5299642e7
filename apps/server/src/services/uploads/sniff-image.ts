import type { ImageFormat } from './upload-limits';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** The format the bytes themselves say (never the name or the declared type). */
export function sniffFormat(b: Uint8Array): ImageFormat | undefined {
  if (startsWith(b, PNG)) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/** What the file's name claims, when it claims an image type. */
export function formatOfName(name: string | undefined): ImageFormat | undefined {
  const ext = name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === 'png') return 'png';
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'jfif') return 'jpeg';
  if (ext === 'webp') return 'webp';
  return undefined;
}

/**
 * Where a complete file ends: PNG after its IEND chunk, JPEG after its last EOI marker. Bytes past that
 * (beyond a little padding some cameras add) are a polyglot's payload or a sign of a broken file.
 */
function endOfImage(b: Buffer, format: ImageFormat): number {
  if (format === 'png') {
    const i = b.lastIndexOf(IEND);
    return i < 0 ? -1 : i + IEND.length;
  }
  if (format === 'jpeg') {
    const i = b.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return i < 0 ? -1 : i + 2;
  }
  return b.length; // WebP: RIFF states its own length; sharp checks it.
}

/** Markup, scripts and archives have no business inside a picture (HTML/ZIP/PDF polyglots). */
const ACTIVE = [/<script/i, /<html/i, /<svg/i, /<\?php/i, /<!doctype/i, /<iframe/i, /javascript:/i];
const ARCHIVE = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('%PDF-', 'latin1')];

export type SniffProblem = 'truncated' | 'trailing-data' | 'active-content';

/** Structural checks before decoding: complete, nothing appended, no markup hidden in metadata. */
export function findProblem(bytes: Uint8Array, format: ImageFormat): SniffProblem | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfImage(b, format);
  if (end < 0) return 'truncated';
  if (ARCHIVE.some((sig) => b.indexOf(sig) >= 0)) return 'active-content';
  // latin1 keeps one character per byte, so the patterns see the raw bytes.
  const text = b.toString('latin1');
  if (ACTIVE.some((re) => re.test(text))) return 'active-content';
  const tail = b.subarray(end);
  if (tail.length > 4096 || tail.some((v) => v !== 0 && v !== 0x0a && v !== 0x0d)) return 'trailing-data';
  return undefined;
}
