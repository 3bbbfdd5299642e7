import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { isUploadPath } from '../services/uploads/upload-paths';
import { AppError } from './app-error';
import { pick } from './localized';
import { requestHeader } from './node-incoming';

/**
 * Routes that take a raw body from another site and authenticate it themselves (a signed webhook):
 * no Origin or Content-Type check. Keep this list short; every entry must verify its own signature.
 */
export const CSRF_EXEMPT = new Set(['/api/stripe/webhook']);

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins a browser may call the API from: PUBLIC_URL's, else the request's own; dev tooling outside production. */
export function trustedApiOrigins(env: Env, requestOrigin: string): string[] {
  const own = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : requestOrigin;
  if (env.NODE_ENV === 'production') return [own];
  return [own, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, 'http://localhost:5173'];
}

/**
 * Without PUBLIC_URL, the request's own host also counts whatever the scheme: behind a proxy that ends
 * TLS the server sees http://host while the browser sends Origin https://host.
 */
export function isTrustedOrigin(env: Env, origin: string, requestUrl: string): boolean {
  const req = new URL(requestUrl);
  if (trustedApiOrigins(env, req.origin).includes(origin)) return true;
  if (env.PUBLIC_URL) return false;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false; // "null" and other opaque origins
  }
}

type Req = { req: { header(name: string): string | undefined } };
const forbidden = (c: Req) =>
  new AppError(
    403,
    'cross_site_request',
    pick(c, {
      en: 'This request came from another site and was refused.',
      fr: 'Cette requête venait d’un autre site et a été refusée.',
    }),
  );
const unsupported = (c: Req) =>
  new AppError(
    415,
    'unsupported_media_type',
    pick(c, {
      en: 'Send the request body as JSON (Content-Type: application/json).',
      fr: 'Envoyez le corps de la requête en JSON (Content-Type: application/json).',
    }),
  );

type OriginCtx = Req & { req: { url: string }; var: AppEnv['Variables'] };

/**
 * The origin half of the guard, for state-changing routes outside /api that take form posts (the
 * test checkout's Pay): Origin must be ours, or, without Origin, Sec-Fetch-Site must not say cross-site.
 */
export function assertSameSite(c: OriginCtx) {
  const origin = requestHeader(c, 'origin');
  const site = requestHeader(c, 'sec-fetch-site');
  if (origin !== undefined) {
    if (!isTrustedOrigin(c.var.deps.env, origin, c.req.url)) throw forbidden(c);
  } else if (site !== undefined && site !== 'same-origin' && site !== 'none') throw forbidden(c);
}

/**
 * Cross-site request forgery guard for state-changing /api calls: a browser sends Origin (or at
 * least Sec-Fetch-Site) with every POST/PUT/PATCH/DELETE, and a cross-site form or no-cors fetch
 * can only send text/plain, urlencoded or multipart bodies. Clients without either header are not
 * browsers and carry no ambient cookie risk.
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method) || CSRF_EXEMPT.has(c.req.path)) return next();
  assertSameSite(c);

  // better-auth parses its own bodies (JSON only for the routes we use) and checks origins itself too.
  if (c.req.path.startsWith('/api/auth/')) return next();
  const type = requestHeader(c, 'content-type')?.split(';')[0].trim().toLowerCase();
  // Browsers send no Content-Length on a bodiless DELETE; a body always comes with a length or chunks.
  const length = requestHeader(c, 'content-length');
  const hasBody =
    (length !== undefined && length !== '0') || requestHeader(c, 'transfer-encoding') !== undefined;
  if (type === undefined) {
    if (hasBody) throw unsupported(c);
  } else if (type !== 'application/json') {
    const multipartOk = type === 'multipart/form-data' && isUploadPath(c.req.path);
    if (!multipartOk) throw unsupported(c);
  }
  return next();
});
