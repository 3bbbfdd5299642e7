import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DIR, scratch } from '../test-support';
import { run } from './export-cli';

const BIN = fileURLToPath(new URL('../../bin/bookloom-export.mjs', import.meta.url));
const example = join(EXAMPLE_DIR, 'book.json');

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const log = { log: (s: string) => out.push(s), error: (s: string) => err.push(s) } as unknown as Console;
  const code = await run(args, log);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('bookloom-export CLI', () => {
  it('writes a preflighted interior PDF through the real bin (exit 0)', () => {
    const out = join(scratch(), 'book.pdf');
    const r = spawnSync(
      process.execPath,
      [BIN, example, '--format', 'pdf', '--out', out, '--no-bleed', '--trim', '8x8'],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Preflight passed: interior, 24 page(s), 8 × 8 in');
    expect(execFileSync('pdfinfo', [out], { encoding: 'utf8' })).toMatch(/Page size:\s+576 x 576 pts/);
  });

  it('exits 1 with a one-line reason on bad input', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'bad.json'), '{"version": 1, "title": "X"');
    writeFileSync(
      join(dir, 'invalid.json'),
      JSON.stringify({ version: 1, title: 'X', author: '', pages: [{ layout: 'poster' }] }),
    );
    const cases: [string[], RegExp][] = [
      [[join(dir, 'missing.json')], /^bookloom-export: Cannot read .*missing\.json: ENOENT$/],
      [[join(dir, 'bad.json')], /^bookloom-export: .*bad\.json is not valid JSON/],
      [
        [join(dir, 'invalid.json')],
        /^bookloom-export: Invalid book document: author: is required; pages\[0\]\.layout: /,
      ],
      [[example, '--trim', '9x12'], /^bookloom-export: Unknown trim size "9x12"/],
      [[example, '--format', 'docx'], /^bookloom-export: Unknown format "docx"/],
      [[example, '--colour'], /^bookloom-export: Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toMatch(message);
      expect(r.err.split('\n')).toHaveLength(1);
    }
  });

  it('preflights a PDF file: exit 0 when it passes, 2 with findings when it fails', async () => {
    const dir = scratch();
    const pdf = join(dir, 'i.pdf');
    expect((await cli([example, '--out', pdf])).code).toBe(0);
    const ok = await cli([pdf, '--format', 'preflight', '--out', join(dir, 'report.json')]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).ok).toBe(true);
    // Cut the book to its first pages: too short, odd, yet still a valid PDF.
    const bad = join(dir, 'short.pdf');
    execFileSync('qpdf', [pdf, '--pages', pdf, '1-3', '--', bad]);
    const r = await cli([bad, '--format', 'preflight']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('error: page-count-min: 3 pages; a paperback needs at least 24');
    expect(r.out).toContain('Preflight FAILED');
  });

  it('--out - writes the file to stdout (not a file named "-") and the status lines to stderr', async () => {
    const dir = scratch();
    const pdf = join(dir, 'i.pdf');
    expect((await cli([example, '--out', pdf])).code).toBe(0);
    const chunks: Buffer[] = [];
    const stdout = {
      write(b: Buffer, done: () => void) {
        chunks.push(b);
        done();
        return true;
      },
    };
    const err: string[] = [];
    const log = { log: (s: string) => err.push(`out:${s}`), error: (s: string) => err.push(s) };
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(await run([pdf, '--format', 'preflight', '--out', '-'], log, stdout as never)).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8')).ok).toBe(true);
    expect(err.join('\n')).toContain('Preflight passed');
    expect(err.some((l) => l.startsWith('out:'))).toBe(false);
    expect(existsSync(join(dir, '-'))).toBe(false);
  });

  it('preflights a book document: interior and cover in one JSON report', async () => {
    const out = join(scratch(), 'report.json');
    const r = await cli([example, '--format', 'preflight', '--out', out]);
    expect(r.code).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.interior.stats.pages).toBe(24);
    expect(report.cover.stats.kind).toBe('cover');
  });
});
