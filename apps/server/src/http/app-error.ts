import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type routes throw; answered as `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Extra members of the error object (e.g. `needed`, `balance` on insufficient_credits). */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Please sign in.');
