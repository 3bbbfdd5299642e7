import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';

/**
 * What pages of ours may load: only our own origin. Styles also inline (sonner and the dev outbox
 * inject <style> elements; style injection cannot run script). Scripts never inline, except the
 * exact inline scripts of the built index.html, allowed by hash (indexPolicy).
 */
const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export const BASE_POLICY = DIRECTIVES.join('; ');

/** The policy for index.html: its inline scripts (the no-flash theme script) by SHA-256. */
export function indexPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
  return DIRECTIVES.map((d) => (d.startsWith('script-src') ? [d, ...hashes].join(' ') : d)).join('; ');
}

/** Sets the base policy on every response that has none of its own. */
export const contentSecurityPolicy = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('content-security-policy'))
    c.res.headers.set('content-security-policy', BASE_POLICY);
});
