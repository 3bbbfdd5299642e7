import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function freshDir() {
  const dir = mkdtempSync(join(tmpdir(), 'bookloom-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A real second process that takes the lock and says so, then waits to be killed. */
async function childHoldingLock(dir: string): Promise<ChildProcess> {
  const code = `import { lockDataDir } from ${JSON.stringify(join(import.meta.dirname, 'data-dir-lock.ts'))};
await lockDataDir(${JSON.stringify(dir)}); process.stdout.write('locked\\n'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
    child.on('exit', (c) => reject(new Error(`child exited ${c}`)));
  });
  return child;
}

describe('data-dir lock', () => {
  it('refuses a second holder with a message naming the folder, and frees it on release', async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    const second = await lockDataDir(dir).catch((e) => e);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect(second.message).toContain(dir);
    expect(second.message).toContain('bookloom.lock');
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('refuses while another live process holds it, and starts at once after that process is killed -9', async () => {
    const dir = freshDir();
    const child = await childHoldingLock(dir);
    const refused = await lockDataDir(dir).catch((e) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect(refused.message).toContain(`pid ${child.pid}`);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    const release = await lockDataDir(dir); // immediately: no stale window to wait out
    await release();
  }, 30_000);

  it('takes over a stale lock that is a plain file (garbage or a dead owner) without ENOTDIR', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'bookloom.lock'), '');
    await (await lockDataDir(dir))();
    writeFileSync(
      join(dir, 'bookloom.lock'),
      JSON.stringify({ pid: 2 ** 22 + 1, host: hostname(), token: 'x' }),
    );
    await (await lockDataDir(dir))();
  });

  it('takes over an old-format lock folder stamped in the future, and respects a fresh one', async () => {
    const dir = freshDir();
    const lockPath = join(dir, 'bookloom.lock');
    mkdirSync(lockPath);
    const future = new Date(Date.now() + 3600_000);
    utimesSync(lockPath, future, future);
    await (await lockDataDir(dir))();
    mkdirSync(lockPath);
    expect(await lockDataDir(dir).catch((e) => e)).toBeInstanceOf(DataDirLockedError);
  });
});
