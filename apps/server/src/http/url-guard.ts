import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from './app-error';
import { pick } from './localized';

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Ids and query values reach SQL as text: a NUL, a control character or bytes that are not UTF-8
 * (an encoded lone surrogate) made Postgres fail with a 500. Such a URL is a clear 400 instead.
 */
export const urlGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = c.req.url;
  const tail = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  let decoded: string;
  try {
    decoded = decodeURIComponent(tail.replace(/\+/g, ' '));
  } catch {
    decoded = '\u0000';
  }
  if (CONTROL.test(decoded))
    throw new AppError(
      400,
      'invalid_url',
      pick(c, {
        en: 'The address contains characters that are not allowed.',
        fr: 'L’adresse contient des caractères non autorisés.',
      }),
    );
  return next();
});
