import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileTooLarge, invalidFile, ONLY_PNG_JPG, TOO_LARGE } from './upload-error';
import { UPLOAD_KINDS, type UploadKind } from './upload-limits';

/** Room for the multipart envelope and the other small fields around the file. */
const ENVELOPE = 64 * 1024;

/** Refuses a body over the kind's limit while it streams in (a 16 MB upload is never buffered whole). */
export const uploadBodyLimit = (kind: UploadKind): MiddlewareHandler =>
  bodyLimit({
    maxSize: UPLOAD_KINDS[kind].maxBytes + ENVELOPE,
    onError: () => {
      throw fileTooLarge(TOO_LARGE[kind]);
    },
  });

type UploadForm = { file: { bytes: Uint8Array; name: string } | undefined; fields: Record<string, string> };

/** The multipart field `field` as bytes and name (required unless `optional`), plus the text fields. */
export async function readUploadForm(
  c: Context,
  field: string,
  opts: { optional: true },
): Promise<UploadForm>;
export async function readUploadForm(
  c: Context,
  field?: string,
): Promise<{ file: { bytes: Uint8Array; name: string }; fields: Record<string, string> }>;
export async function readUploadForm(
  c: Context,
  field = 'file',
  opts?: { optional: true },
): Promise<UploadForm> {
  const form = await c.req.parseBody().catch(() => {
    throw invalidFile(ONLY_PNG_JPG, 'send the picture as multipart/form-data');
  });
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) if (typeof v === 'string') fields[k] = v;
  const file = form[field];
  if (!(file instanceof File)) {
    if (opts?.optional) return { file: undefined, fields };
    throw invalidFile(ONLY_PNG_JPG, `no file in the "${field}" field`);
  }
  return { file: { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }, fields };
}
