import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { indexPolicy } from '../http/content-security-policy';

/**
 * Serves the built SPA: hashed assets with a long cache, every other GET gets index.html so the
 * client router decides (it shows the 404 page and reports the path to /api/client-log).
 */
export function staticWeb(distDir: string) {
  const app = new Hono<AppEnv>();
  if (!existsSync(join(distDir, 'index.html'))) {
    return app.get('*', (c) =>
      c.text('The web app is not built yet: run `npm run build` (npm start does this for you).', 503),
    );
  }
  const indexPath = join(distDir, 'index.html');
  // Re-read only when the build changes (a rebuild while running must not serve a stale asset list).
  let cached = { mtime: 0, html: '', policy: '' };
  const index = () => {
    const mtime = statSync(indexPath).mtimeMs;
    if (mtime !== cached.mtime) {
      const html = readFileSync(indexPath, 'utf8');
      cached = { mtime, html, policy: indexPolicy(html) };
    }
    return cached;
  };
  const serveIndex = (c: Context<AppEnv>) => {
    const { html, policy } = index();
    c.header('cache-control', 'no-cache');
    c.header('content-security-policy', policy);
    return c.html(html);
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  // index.html always through serveIndex (its policy allows its inline scripts), never as a static file.
  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);
  app.use('*', serveStatic({ root: relative(process.cwd(), distDir) || '.' }));
  app.get('*', serveIndex);
  return app;
}
