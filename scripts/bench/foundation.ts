import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, ROOT, rssMb, startServer, stopChild } from './_server-process';

const load = (url: string, headers: Record<string, string> = {}) =>
  autocannon({ url, connections: 32, duration: 10, headers });

async function signUp(base: string) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'benchpass' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-bench-'));
  const port = await freePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT: 'false' };
  try {
    const first = await startServer(env);
    await first.stop();
    const second = await startServer(env);
    console.log(
      `npm start → first 200 from /api/health: first start ${(first.startMs / 1000).toFixed(2)} s, second start ${(second.startMs / 1000).toFixed(2)} s (target < 5 s)`,
    );

    const base = `http://127.0.0.1:${port}`;
    const cookie = await signUp(base);
    await new Promise((r) => setTimeout(r, 2000));
    const idleRss = rssMb(second.child.pid!);
    console.log(`idle server RSS: ${idleRss.toFixed(0)} MB (target < 300 MB)`);

    const me = await load(`${base}/api/me`, { cookie });
    const barePort = await freePort();
    const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/_bare-hono.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(barePort) },
      stdio: 'ignore',
    });
    await new Promise((r) => setTimeout(r, 1500));
    const bareRes = await load(`http://127.0.0.1:${barePort}/bare`);
    await stopChild(bare);
    await second.stop();

    const ratio = me.requests.average / bareRes.requests.average;
    console.log(
      `GET /api/me (32 conns, 10 s): ${me.requests.average.toFixed(0)} req/s, p99 ${me.latency.p99} ms, errors ${me.errors + me.non2xx}`,
    );
    console.log(
      `bare Hono route (32 conns, 10 s): ${bareRes.requests.average.toFixed(0)} req/s, p99 ${bareRes.latency.p99} ms`,
    );
    console.log(`ratio /api/me ÷ bare: ${ratio.toFixed(2)} (target ≥ 0.25), /api/me p99 target < 50 ms`);
    console.log(
      `BENCH ${JSON.stringify({ firstStartMs: Math.round(first.startMs), secondStartMs: Math.round(second.startMs), idleRssMb: Math.round(idleRss), meRps: Math.round(me.requests.average), meP99: me.latency.p99, bareRps: Math.round(bareRes.requests.average), ratio: Number(ratio.toFixed(3)) })}`,
    );
    const report = join(ROOT, 'apps/web/scripts/report-bundle.mjs');
    if (existsSync(report)) {
      const r = spawnSync(process.execPath, [report], { cwd: ROOT, encoding: 'utf8' });
      console.log(`landing page first-load JS (target ≤ 180 KB gzip): ${(r.stdout || r.stderr).trim()}`);
    } else console.log('landing page first-load JS: apps/web/scripts/report-bundle.mjs not found');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
