import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3Storage } from './s3-storage';

/**
 * A local S3 (s3rver, from npm) behind a proxy that can be told to fail: the AWS SDK sees real S3 error
 * responses (503 SlowDown), retries as it would against AWS, then gives up. Tests only; never an outside service.
 */
export async function startFaultyS3(bucket = 'bookloom') {
  const dir = mkdtempSync(join(tmpdir(), 'bookloom-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const upstream = (await s3.run()) as AddressInfo;
  /** Which requests fail now: none, writes (PUT/POST/DELETE), or all. */
  const fault = { mode: 'none' as 'none' | 'writes' | 'all', failed: 0 };
  const proxy = createServer((req, res) => {
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    if (fault.mode === 'all' || (fault.mode === 'writes' && write)) {
      fault.failed++;
      req.resume();
      res.writeHead(503, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Injected fault</Message></Error>');
      return;
    }
    // The Host header is passed unchanged: it is part of the request's signature.
    const up = request(
      { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const storage = s3Storage({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    endpoint,
    storage,
    fault,
    close: async () => {
      await new Promise((r) => proxy.close(r));
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
