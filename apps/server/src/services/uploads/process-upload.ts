import sharp from 'sharp';
import { findProblem, formatOfName, sniffFormat } from './sniff-image';
import { fileTooLarge, invalidFile, NOT_AN_IMAGE, TOO_LARGE } from './upload-error';
import { MAX_INPUT_PIXELS, UPLOAD_KINDS, type UploadKind } from './upload-limits';

export type UploadInput = { bytes: Uint8Array; name?: string; kind: UploadKind };
/** A clean picture made by us from the upload: never the uploaded bytes themselves. */
export type CleanImage = {
  bytes: Uint8Array;
  format: 'png' | 'jpeg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
};

const REASONS = {
  truncated: 'the file is incomplete',
  'trailing-data': 'the file carries extra data after the picture',
  'active-content': 'the file hides markup or another file inside it',
} as const;

/**
 * Checks an uploaded picture and re-draws it: type from magic bytes (and the name must agree), size
 * limit of its kind, no polyglot payload, pixel count bounded before decoding, EXIF orientation applied,
 * then re-encoded with no metadata (EXIF, XMP, ICC comments and anything hidden in them are dropped).
 * Throws AppError `invalid_file` for anything it refuses.
 */
export async function processUpload({ bytes, name, kind }: UploadInput): Promise<CleanImage> {
  const rules = UPLOAD_KINDS[kind];
  const notImage = NOT_AN_IMAGE[kind];
  if (bytes.byteLength === 0) throw invalidFile(notImage, 'the file is empty');
  if (bytes.byteLength > rules.maxBytes) throw fileTooLarge(TOO_LARGE[kind]);
  const format = sniffFormat(bytes);
  if (!format || !(rules.formats as readonly string[]).includes(format))
    throw invalidFile(notImage, 'the file is not a PNG or JPEG picture');
  const named = formatOfName(name);
  if (named && named !== format)
    throw invalidFile(
      notImage,
      `the file is a ${format.toUpperCase()} picture named as ${named.toUpperCase()}`,
    );
  const problem = findProblem(bytes, format);
  if (problem) throw invalidFile(notImage, REASONS[problem]);

  // failOn 'warning': a truncated or corrupt stream is an error, not a half-grey picture.
  const open = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true });
  const meta = await open()
    .metadata()
    .catch((e: Error) => {
      // sharp reads the size from the header and stops there when it is over the limit.
      const why = /pixel limit/i.test(e.message)
        ? 'the picture has too many pixels'
        : 'the picture cannot be read';
      throw invalidFile(notImage, why);
    });
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
    throw invalidFile(notImage, 'the picture has too many pixels');
  if ((meta.pages ?? 1) > 1) throw invalidFile(notImage, 'animated pictures are not accepted');

  // Photos stay JPEG (PNG would be 5× larger); PNG (and WebP references) become PNG.
  const out = format === 'jpeg' ? 'jpeg' : 'png';
  try {
    const { data, info } = await open()
      .rotate() // applies the EXIF orientation, then the tag is gone with the rest of the metadata
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      [out](out === 'jpeg' ? { quality: 90, chromaSubsampling: '4:4:4' } : { compressionLevel: 6 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      format: out,
      contentType: out === 'jpeg' ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw invalidFile(notImage, 'the picture is damaged');
  }
}
