#!/usr/bin/env node
// Prints the gzip size of the JS the landing page (/) loads on first visit, from Vite's manifest:
// the entry chunk and its static imports, plus the lazily loaded landing route and its static
// imports (the router fetches it at once on /). Budget: 180 KB gzip. Exit 1 when over.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 180;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No dist/.vite/manifest.json: run `npm run build -w apps/web` first.');
  process.exit(2);
}

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const kb = (files) =>
  [...files].reduce(
    (sum, k) => sum + gzipSync(readFileSync(join(dist, manifest[k].file)), { level: 9 }).length,
    0,
  ) / 1024;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const landing = Object.keys(manifest).find((k) => k.endsWith('features/landing/landing-page.tsx'));
const entryOnly = closure([entry]);
const firstLoad = closure([entry, landing].filter(Boolean));
const total = kb(firstLoad);
console.log(
  `${total.toFixed(1)} KB gzip in ${firstLoad.size} files (entry + static imports: ${kb(entryOnly).toFixed(1)} KB; budget ${BUDGET_KB} KB)`,
);
console.log(
  `BENCH ${JSON.stringify({ landingFirstLoadJsGzipKb: Number(total.toFixed(1)), files: firstLoad.size })}`,
);
process.exit(total <= BUDGET_KB ? 0 : 1);
