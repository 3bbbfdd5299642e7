import { createMiddleware } from 'hono/factory';

/**
 * API answers are per account: no browser or shared cache keeps them (a shared computer's back
 * button, a proxy). Routes that choose their own caching (images, exports) keep theirs.
 */
export const noStoreJson = createMiddleware(async (c, next) => {
  await next();
  const h = c.res.headers;
  if (!h.has('cache-control') && h.get('content-type')?.includes('application/json'))
    h.set('cache-control', 'no-store');
});
