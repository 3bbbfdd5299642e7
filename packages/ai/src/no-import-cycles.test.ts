import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 14 follow-up: the builtin engine once had an import cycle (text ↔ pictures); keep it gone.
// Every relative import of packages/ai/src (type-only ones included), searched for a cycle.
const root = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

function importsOf(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of src.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const base = resolve(dirname(file), m[1]).replace(/\.js$/, '');
    const hit = [`${base}.ts`, join(base, 'index.ts')].find((c) => existsSync(c));
    if (hit) out.push(hit);
  }
  return out;
}

describe('packages/ai has no import cycle', () => {
  it('finds none', () => {
    const graph = new Map(sources(root).map((f) => [f, importsOf(f)]));
    const state = new Map<string, 1 | 2>();
    const stack: string[] = [];
    const cycles: string[] = [];
    const visit = (f: string) => {
      state.set(f, 1);
      stack.push(f);
      for (const d of graph.get(f) ?? []) {
        if (state.get(d) === 1)
          cycles.push([...stack.slice(stack.indexOf(d)), d].map((x) => relative(root, x)).join(' → '));
        else if (!state.has(d)) visit(d);
      }
      stack.pop();
      state.set(f, 2);
    };
    for (const f of graph.keys()) if (!state.has(f)) visit(f);
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles).toEqual([]);
  });
});
