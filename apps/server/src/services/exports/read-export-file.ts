import { type ExportRow, getExportById, getExportForUser } from '@bookloom/db';
import type { AppDeps } from '../../app-env';
import { AppError, notFound } from '../../http/app-error';
import { checkDownloadSignature } from './signed-download';

const CONTENT_TYPES: Record<ExportRow['format'], string> = {
  pdf: 'application/pdf',
  'cover-pdf': 'application/pdf',
  epub: 'application/epub+zip',
  'kindle-cover': 'image/jpeg',
};

/** Where an export's bytes are and the headers its download answers with. */
export type ExportFile = { key: string; contentType: string; disposition: string };

/** `attachment` with an ASCII fallback name and the exact one (RFC 6266 / 5987). */
export function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function fileOf(row: ExportRow | undefined): ExportFile {
  if (!row) throw notFound('Export not found');
  return {
    key: row.storageKey,
    contentType: CONTENT_TYPES[row.format],
    disposition: attachment(row.fileName),
  };
}

/** The bytes of an export (streamed by the app when the store has no presigned links). */
export async function exportBytes(deps: AppDeps, f: ExportFile) {
  const bytes = await deps.storage.get(f.key);
  if (!bytes) throw notFound('Export not found');
  return bytes;
}

/** An export file of this user; another user's export is a 404. */
export const readOwnExport = async (deps: AppDeps, userId: string, exportId: string) =>
  fileOf(await getExportForUser(deps.database.db, userId, exportId));

/** An export file through a signed link (no session): a bad signature is a 404, an old link 410. */
export async function readSignedExport(
  deps: AppDeps,
  exportId: string,
  exp: string | undefined,
  sig: string,
) {
  const verdict = await checkDownloadSignature(deps, exportId, exp, sig);
  if (verdict === 'invalid') throw notFound('Export not found');
  if (verdict === 'expired')
    throw new AppError(
      410,
      'link_expired',
      'This download link has expired. Export the book again for a new one.',
    );
  return fileOf(await getExportById(deps.database.db, exportId));
}
