import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage';
import { storageContract } from './storage-contract';
import { StorageUnreachableError } from './storage-errors';

/**
 * A local S3-compatible server (s3rver, from npm) on a free port: never an outside service. (s3rver's
 * continuation tokens use a cipher OpenSSL 3 lacks, so listings beyond 1000 keys are not exercised here.)
 */
const dir = mkdtempSync(join(tmpdir(), 'bookloom-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: dir,
  configureBuckets: [{ name: 'bookloom', configs: [] }],
});
let endpoint = '';
beforeAll(async () => {
  const addr = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const make = (bucket = 'bookloom') =>
  s3Storage({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

describe('s3 storage', () => {
  // Each test gets its own key space (the bucket outlives tests), so the shared contract applies unchanged.
  storageContract(() => make());

  it('gives a working short-lived download link', async () => {
    const s = make();
    await s.put('exports/x/book.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    const url = await s.signedUrl('exports/x/book.pdf', 60);
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('boot check: a missing bucket or an unreachable endpoint names the settings', async () => {
    await expect(make().check()).resolves.toBeUndefined();
    await expect(make('no-such-bucket').check()).rejects.toThrow(StorageUnreachableError);
    const down = s3Storage({
      endpoint: 'http://127.0.0.1:1',
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'a',
      secretAccessKey: 'b',
    });
    await expect(down.check()).rejects.toThrow(/S3_ENDPOINT \/ S3_BUCKET/);
  });
});
