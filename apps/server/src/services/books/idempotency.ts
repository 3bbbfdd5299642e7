import { createHash } from 'node:crypto';
import type { BookRow } from '@bookloom/db';
import { AppError } from '../../http/app-error';

/** What a key is bound to: the validated request (zod output has a fixed key order) and its language. */
export const requestHash = (body: unknown, language: string) =>
  createHash('sha256')
    .update(JSON.stringify([body, language]))
    .digest('hex');

/** The first book of a key, or 422 when the key came with another request. */
export function sameRequestOr422(prior: BookRow, hash: string, language: 'en' | 'fr') {
  if (prior.idempotencyHash && prior.idempotencyHash !== hash)
    throw new AppError(
      422,
      'idempotency_key_reused',
      language === 'fr'
        ? 'Cet Idempotency-Key a déjà servi pour une autre demande. Utilisez une nouvelle clé.'
        : 'This Idempotency-Key was already used with a different request. Use a new key.',
    );
  return { bookId: prior.id, jobId: prior.jobId ?? '' };
}
