import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeServer } from '../../packages/ai/src/index';
import { freePort, startServer } from './_server-process';

/** The book benchmarks' HTTP client and servers: accounts, generate, the live stream, a fresh server per run. */

export const BOOK = {
  title: 'Rex and the Smoking Mountain',
  author: 'Bench',
  type: 'dinosaurs',
  description: 'A little dinosaur helps the valley when the volcano rumbles.',
  quality: 'standard',
  trimSize: '8.5x8.5',
  includeBleed: true,
};

export type Client = { base: string; cookie: string };

export async function signUp(base: string, n: number): Promise<Client> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: `Bench ${n}`,
      email: `bench-${n}-${Date.now()}@example.com`,
      password: 'benchpass',
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { base, cookie };
}

export const call = (c: Client, path: string, init: RequestInit = {}) =>
  fetch(`${c.base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', origin: c.base, cookie: c.cookie, ...init.headers },
  });

export async function addCredits(c: Client, times: number) {
  for (let i = 0; i < times; i++) await call(c, '/api/dev/add-credits', { method: 'POST' });
}

export async function generate(c: Client, pages: number) {
  const res = await call(c, '/api/generate', { method: 'POST', body: JSON.stringify({ ...BOOK, pages }) });
  if (res.status !== 202) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { bookId: string; jobId: string };
}

/** Follows /api/stream to the end; returns when each stage was first seen (ms from t0). */
export async function follow(c: Client, jobId: string, t0: number) {
  const res = await call(c, `/api/stream?jobId=${jobId}`);
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const marks: Record<string, number> = {};
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null');
      const at = performance.now() - t0;
      if (event === 'progress') marks[data.stage] ??= at;
      if (event === 'failed') throw new Error(`book failed: ${data.error}`);
      if (event === 'completed') {
        marks.completed = at;
        return marks;
      }
    }
  }
  throw new Error('stream ended before the book completed');
}

export async function withServer<T>(
  env: Record<string, string>,
  work: (base: string, pid: number) => Promise<T>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-bench-books-'));
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT: 'false',
    ...env,
  });
  try {
    return await work(`http://127.0.0.1:${port}`, server.child.pid!);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A server whose OpenAI-compatible providers are the fake server (3 s per text call, 2 s per image). */
export async function withFakeProviders<T>(work: (base: string, pid: number) => Promise<T>) {
  const fake = await startFakeServer({ latencyMs: { text: 3000, image: 2000 } });
  try {
    const env = {
      AI_TEXT_PROVIDER: 'openai',
      AI_IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'fake',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_IMAGE_MODEL: 'dall-e-3', // no reference image: the critical path of the issue
    };
    return await withServer(env, work);
  } finally {
    await fake.close();
  }
}
