import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** Starts `npm start`'s script as a user would, and resolves when /api/health first answers 200. */
export async function startServer(env: Record<string, string>) {
  const port = Number(env.PORT);
  const t0 = performance.now();
  // BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server process.
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor200(`http://127.0.0.1:${port}/api/health`, child);
  return { child, port, startMs: performance.now() - t0, stop: () => stopChild(child) };
}

async function waitFor200(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Resident memory of a process in MB (Linux /proc). */
export const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

/**
 * Waits until a fresh server's boot jobs (gallery seeding: covers, characters) are done, so they do not compete
 * with a measurement for PGlite and the CPU. `cookie` is an admin session (the first account outside production).
 */
export async function waitForBootJobs(base: string, cookie: string, limitMs = 300_000) {
  const t0 = performance.now();
  for (;;) {
    const res = await fetch(`${base}/api/admin/stats`, { headers: { cookie } });
    const s = (await res.json().catch(() => ({}))) as { jobs?: { queued: number; running: number } };
    if (!s.jobs || (s.jobs.queued === 0 && s.jobs.running === 0) || performance.now() - t0 > limitMs) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return (performance.now() - t0) / 1000;
}
