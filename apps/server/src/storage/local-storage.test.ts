import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe } from 'vitest';
import { localStorage } from './local-storage';
import { memoryStorage } from './memory-storage';
import { storageContract } from './storage-contract';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const local = () => {
  const d = mkdtempSync(join(tmpdir(), 'bookloom-files-'));
  dirs.push(d);
  return localStorage(join(d, 'files'));
};

describe.each([
  ['local', local],
  ['memory', memoryStorage],
])('%s storage', (_name, make) => {
  storageContract(make);
});
