import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, spawnServer } from '../testing/spawn-server';

describe('STORAGE=s3 at boot', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-s3boot-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits with a message naming the S3 settings when the store is unreachable', async () => {
    const started = spawnServer({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_BUCKET: 'bookloom',
      S3_ACCESS_KEY_ID: 'x',
      S3_SECRET_ACCESS_KEY: 'y',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const err = await started.then(
      (s) => {
        s.child.kill('SIGKILL');
        return exited(s.child).then(() => 'started');
      },
      (e: Error) => e.message,
    );
    expect(err).toMatch(/S3_ENDPOINT \/ S3_BUCKET: cannot reach bucket "bookloom"/);
  }, 60_000);
});
