// `npm run bench [-- name…]`: runs every benchmark in this folder (or the named ones) and prints figures.
// Figures, not pass/fail: these machines are shared and noisy, so compare ratios within one run.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const all = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.startsWith('_'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const names = wanted.length ? all.filter((n) => wanted.includes(n)) : all;
if (wanted.length && names.length !== wanted.length) {
  console.error(`Unknown benchmark. Available: ${all.join(', ')}`);
  process.exit(1);
}
for (const name of names) {
  console.log(`\n=== ${name} ===`);
  const mod = (await import(`./${name}.ts`)) as { run: () => Promise<void> };
  await mod.run();
}
