import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanExportScratch } from './clean-export-scratch';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('export scratch folders at boot', () => {
  it('removes the folders of dead processes and old unowned ones, keeps live and fresh ones', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'bookloom-scratch-test-'));
    dirs.push(tmp);
    // A pid that surely ended: a child that has already exited.
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const make = (name: string, ageMs = 0) => {
      const p = join(tmp, name);
      mkdirSync(p);
      mkdirSync(join(p, 'inner'));
      const when = new Date(Date.now() - ageMs);
      utimesSync(p, when, when);
      return p;
    };
    const dead = make(`bookloom-export-${deadPid}-aB3dE9`);
    const mine = make(`bookloom-export-${process.pid}-x1y2z3`);
    const oldUnowned = make('bookloom-export-Qw12Er', 2 * 3600_000);
    const freshUnowned = make('bookloom-export-Ty34Ui');
    const other = make('something-else', 2 * 3600_000);

    expect(await cleanExportScratch(tmp)).toBe(2);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(oldUnowned)).toBe(false);
    expect([mine, freshUnowned, other].every((p) => existsSync(p))).toBe(true);
  });
});
