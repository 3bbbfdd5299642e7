import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../logger';
import { AppError } from './app-error';

export const errorHandler =
  (log: Logger): ErrorHandler =>
  (err, c) => {
    if (err instanceof AppError) {
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
      const code = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'http_error';
      return c.json({ error: { code, message: err.message || 'Request failed' } }, status);
    }
    log.error('unhandled error', { path: c.req.path, err: err instanceof Error ? err.stack : String(err) });
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
