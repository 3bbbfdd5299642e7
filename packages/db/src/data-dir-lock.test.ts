import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data-dir lock', () => {
  it('refuses a second holder with a message naming the folder, and frees it on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bookloom-lock-'));
    try {
      const release = await lockDataDir(dir);
      const second = await lockDataDir(dir).catch((e) => e);
      expect(second).toBeInstanceOf(DataDirLockedError);
      expect(second.message).toContain(dir);
      expect(second.message).toContain('bookloom.lock');
      await release();
      const again = await lockDataDir(dir);
      await again();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
