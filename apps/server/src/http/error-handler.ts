import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorForLog } from '../error-for-log';
import type { Logger } from '../logger';
import { AppError } from './app-error';
import { pick } from './localized';
import { isDependencyUnavailable, UNAVAILABLE_MESSAGE } from './unavailable';

/** Seconds a 429 asks the client to wait when its limiter does not know better. */
const DEFAULT_RETRY_AFTER_S = 60;
/** Every 429 carries Retry-After (RFC 9110 §10.2.3): the limiter's own `retryAfter`, else a minute. */
const retryAfterSeconds = (details: Record<string, unknown> | undefined) => {
  const s = Number(details?.retryAfter);
  return Number.isFinite(s) && s >= 1 ? Math.ceil(s) : DEFAULT_RETRY_AFTER_S;
};

export const errorHandler =
  (log: Logger): ErrorHandler =>
  (err, c) => {
    if (err instanceof AppError) {
      if (err.status === 429) c.header('Retry-After', String(retryAfterSeconds(err.details)));
      return c.json(
        {
          error: {
            ...err.details,
            code: err.code,
            message: err.message,
            ...(err.fields ? { fields: err.fields } : {}),
          },
        },
        err.status,
      );
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 429) c.header('Retry-After', String(DEFAULT_RETRY_AFTER_S));
      const code = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'http_error';
      return c.json({ error: { code, message: err.message || 'Request failed' } }, status);
    }
    if (isDependencyUnavailable(err)) {
      log.warn('dependency unavailable', {
        method: c.req.method,
        route: c.req.routePath,
        ...errorForLog(err),
      });
      c.header('Retry-After', '5');
      return c.json({ error: { code: 'service_unavailable', message: pick(c, UNAVAILABLE_MESSAGE) } }, 503);
    }
    log.error('unhandled error', { method: c.req.method, route: c.req.routePath, ...errorForLog(err) });
    return c.json(
      { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } },
      500,
    );
  };

export const apiNotFound =
  (log: Logger): NotFoundHandler =>
  (c) => {
    log.warn('not found', { method: c.req.method, path: c.req.path });
    return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  };
