import type { Localized } from './localized';

/** Postgres went away (restart, failover, pg_terminate_backend) or cannot take connections yet. */
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|53300)$/;
const NET_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * A failure of a service we depend on (the database, the file store), not of the request: the API answers
 * 503 with Retry-After, and the next request, on a new connection, works again once the service is back.
 */
export function isDependencyUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, message } = e as { name?: string; code?: unknown; message?: unknown };
    if (name === 'StorageFailedError') return true;
    if (typeof code === 'string' && (PG_UNAVAILABLE.test(code) || NET_DOWN.has(code))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|terminating connection|not currently accepting connections|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE: Localized = {
  en: 'The service is briefly unavailable. Please try again in a moment.',
  fr: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
};
