// Bundles the server (and the workspace packages it imports) into one ESM file, so `npm start` runs plain
// JavaScript: no TypeScript loader in the running process (faster start, ~40 MB less memory).
// npm packages stay external. Each bundled file keeps its own `import.meta.url`, so paths relative to a
// source file (migrations, fonts, web build, worker scripts) resolve exactly as they do under tsx.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = join(root, 'apps/server/dist/server.mjs');
const sourceDirs = [
  'apps/server/src',
  'packages/core/src',
  'packages/db/src',
  'packages/db/drizzle',
  'packages/ai/src',
  'packages/export/src',
];

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export function serverBundleIsStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  return sourceDirs.some((d) => newest(join(root, d)) > built);
}

const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\/(apps|packages)\/[^/]+\/[^/]+\/.*\.ts$/ }, (args) => {
      const src = readFileSync(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: src.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bookloom/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  // The engine's worker threads (decision 0025: the gallery seeders; 0037: books) are bundles beside the server's.
  const workers = ['seed-drawing/seed-draw-worker', 'engine-threads/builtin-engine-worker'];
  await Promise.all(
    workers.map((w) =>
      build({
        entryPoints: [join(root, `apps/server/src/services/${w}.ts`)],
        outfile: join(root, `apps/server/dist/${w.split('/').pop()}.mjs`),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'warning',
        plugins: [externalNpm, keepImportMetaUrl],
      }),
    ),
  );
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    define: { BOOKLOOM_BUNDLE: 'true' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalNpm, keepImportMetaUrl],
  });
}
