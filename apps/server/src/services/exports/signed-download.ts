import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../app-env';

/** How long a signed download link works (the export API hands these to other tools). */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

const keys = new WeakMap<object, Buffer>();

/** A key for download links only, derived from the server's auth secret (never the secret itself). */
async function signingKey(deps: AppDeps): Promise<Buffer> {
  const known = keys.get(deps.auth);
  if (known) return known;
  const { secret } = await deps.auth.$context;
  const key = createHmac('sha256', secret).update('bookloom:export-download:v1').digest();
  keys.set(deps.auth, key);
  return key;
}

const mac = (key: Buffer, exportId: string, exp: number) =>
  createHmac('sha256', key).update(`${exportId}.${exp}`).digest('base64url');

/** `?exp=&sig=` for an export: anyone holding the link may download it until `exp` (Unix seconds). */
export async function signDownload(deps: AppDeps, exportId: string, now = Date.now()) {
  const exp = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
  return { exp, sig: mac(await signingKey(deps), exportId, exp) };
}

export const signedDownloadPath = (exportId: string, s: { exp: number; sig: string }) =>
  `/api/exports/${exportId}/download?exp=${s.exp}&sig=${s.sig}`;

/** 'valid', 'expired' (a genuine link past its time) or 'invalid' (tampered, or not ours). */
export async function checkDownloadSignature(
  deps: AppDeps,
  exportId: string,
  exp: string | undefined,
  sig: string,
  now = Date.now(),
): Promise<'valid' | 'expired' | 'invalid'> {
  if (!exp || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(mac(await signingKey(deps), exportId, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 < now ? 'expired' : 'valid';
}
