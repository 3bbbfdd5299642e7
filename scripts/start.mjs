#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources (the web app with Vite, the server
// bundle with esbuild), then runs the server (API + web + jobs) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBundle, serverBundleIsStale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const built = join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const webSources = [join(web, 'src'), join(web, 'index.html'), join(root, 'packages/core/src')].filter(
  existsSync,
);
const mtime = (s) => (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs);
const webStale = !existsSync(built) || webSources.some((s) => mtime(s) > statSync(built).mtimeMs);
if (webStale && existsSync(join(web, 'index.html')) && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app (first start or sources changed)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (serverBundleIsStale()) await buildServer();
await import(pathToFileURL(serverBundle).href);
