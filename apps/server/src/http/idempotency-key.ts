import { AppError } from './app-error';
import { requestLanguage } from './localized';

/** Visible ASCII, as Stripe and the IETF draft use; a UUID is what the web app sends. */
const KEY = /^[\x21-\x7e]{1,128}$/;

/**
 * The Idempotency-Key header, checked: a key we cannot honour is refused (400), never silently
 * dropped, because dropping it turns a client's safe retry into a second charge.
 */
export function parseIdempotencyKey(raw: string | undefined, language: 'en' | 'fr'): string | undefined {
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (KEY.test(key)) return key;
  throw new AppError(
    400,
    'invalid_idempotency_key',
    language === 'fr'
      ? 'L’en-tête Idempotency-Key doit compter de 1 à 128 caractères ASCII visibles.'
      : 'The Idempotency-Key header must be 1 to 128 visible ASCII characters.',
  );
}

/** The request's Idempotency-Key header, checked (covers, characters and books share one rule). */
export const idempotencyKeyOf = (c: { req: { header(name: string): string | undefined } }) =>
  parseIdempotencyKey(c.req.header('idempotency-key'), requestLanguage(c));
