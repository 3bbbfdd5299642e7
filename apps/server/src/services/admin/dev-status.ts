import { randomUUID } from 'node:crypto';
import { countGalleryTemplates, jobState, migrationState, presentTables } from '@bookloom/db';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { DEV_NOOP_JOB } from '../../jobs/dev-noop';

export type Check = {
  id: string;
  feature: string;
  scope: 'backend' | 'function';
  status: 'YES' | 'NO';
  notes: string;
  urls: string[];
};
/** Answers an in-process request (the whole app), so route probes need no network. */
export type Probe = (path: string, init: { method: string }) => Promise<Response>;

export const REQUIRED_TABLES = [
  'user',
  'session',
  'profiles',
  'transactions',
  'books',
  'book_exports',
  'cover_templates',
  'characters',
  'character_images',
  'api_tokens',
  'pgboss.job',
];
export const GALLERY_SEEDS_MIN = 12;
export const PROBE_TIMEOUT_MS = 10_000;
const ZERO = '00000000-0000-4000-8000-000000000000';

/** The spec's product API (document 1 §7), each mapped to the route that does it here. */
export const PRODUCT_ROUTES = [
  ['limits', 'GET', '/api/limits'],
  ['estimate', 'GET', '/api/estimate?pages=8'],
  ['generate-book', 'POST', '/api/generate'],
  ['stream', 'GET', `/api/stream?jobId=${ZERO}`],
  ['export-pdf', 'POST', `/api/books/${ZERO}/export`],
  ['me-usage', 'GET', '/api/transactions'],
  ['create-checkout', 'POST', '/api/billing/checkout'],
  ['stripe-webhook', 'POST', '/api/stripe/webhook'],
  ['templates-list', 'GET', '/api/templates-list'],
  ['templates-get', 'GET', '/api/gallery/covers'],
  ['cover-render', 'POST', '/api/covers/generate'],
  ['cover-export', 'GET', `/api/templates/${ZERO}/image`],
  ['kdp-presets', 'GET', '/api/kdp-presets'],
] as const;

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 200);
const withTimeout = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, no) => setTimeout(() => no(new Error(`${what}: no answer within ${ms} ms`)), ms)),
  ]);

async function check(id: string, feature: string, run: () => Promise<string>, urls: string[] = []) {
  try {
    return { id, feature, scope: 'backend', status: 'YES', notes: await run(), urls } as Check;
  } catch (e) {
    return { id, feature, scope: 'backend', status: 'NO', notes: errText(e), urls } as Check;
  }
}
const must = (ok: boolean, why: string) => {
  if (!ok) throw new Error(why);
};

async function queueRoundTrip(deps: Pick<AppDeps, 'queue' | 'database'>, waitMs: number) {
  const started = Date.now();
  const id = await deps.queue.send(DEV_NOOP_JOB, {});
  must(Boolean(id), 'the queue refused the job');
  for (;;) {
    const state = await jobState(deps.database.db, id!);
    if (state === 'completed') return `no-op job completed in ${Date.now() - started} ms`;
    must(state !== 'failed', 'the no-op job failed');
    must(Date.now() - started < waitMs, `no worker completed the no-op job within ${waitMs} ms (${state})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The live audit of /dev/status: every check computed now, by this server. */
export async function runDevStatus(
  deps: Pick<AppDeps, 'database' | 'storage' | 'queue' | 'ai' | 'env'>,
  probe: Probe,
  opts: { queueWaitMs?: number } = {},
) {
  const db = deps.database.db;
  const started = Date.now();
  const backend = await Promise.all([
    check('db', 'Database reachable', async () => {
      await db.execute(sql`select 1`);
      const m = await migrationState(db);
      must(m.current, `${m.applied} of ${m.shipped} migrations applied`);
      return `${deps.database.kind}; ${m.applied}/${m.shipped} migrations applied`;
    }),
    check('tables', 'Required tables present', async () => {
      const missing = (await presentTables(db, REQUIRED_TABLES)).filter((t) => !t.present).map((t) => t.name);
      must(missing.length === 0, `missing: ${missing.join(', ')}`);
      return `${REQUIRED_TABLES.length} tables`;
    }),
    check('storage', 'File storage writable', async () => {
      const key = `status/${randomUUID()}.txt`;
      const bytes = new TextEncoder().encode('ok');
      await deps.storage.put(key, bytes, 'text/plain');
      const back = await deps.storage.get(key);
      await deps.storage.delete(key);
      must(back?.length === 2, 'written file could not be read back');
      return `${deps.env.STORAGE}: write, read, delete`;
    }),
    check('queue', 'Job queue alive', () => queueRoundTrip(deps, opts.queueWaitMs ?? 8000)),
    check('providers', 'AI providers configured', async () => {
      const p = await deps.ai.providers();
      return `text ${p.text.name}, image ${p.image.name}, moderation ${deps.ai.moderation.name}; payments ${
        deps.env.STRIPE_SECRET_KEY ? 'stripe' : 'test checkout'
      }; mail ${deps.env.SMTP_URL ? 'smtp' : 'outbox'}`;
    }),
    check('gallery', 'Gallery seeds present', async () => {
      const n = await countGalleryTemplates(db);
      must(n >= GALLERY_SEEDS_MIN, `${n} gallery templates (need ${GALLERY_SEEDS_MIN})`);
      return `${n} gallery templates`;
    }),
  ]);
  const functions = await Promise.all(
    PRODUCT_ROUTES.map(async ([name, method, path]): Promise<Check> => {
      const t0 = Date.now();
      try {
        const res = await withTimeout(probe(path, { method }), PROBE_TIMEOUT_MS, name);
        await res.body?.cancel().catch(() => {});
        const live = res.status < 500;
        const notes = `${method} → ${res.status} in ${Date.now() - t0} ms`;
        return {
          id: name,
          feature: name,
          scope: 'function',
          status: live ? 'YES' : 'NO',
          notes,
          urls: [path],
        };
      } catch (e) {
        return { id: name, feature: name, scope: 'function', status: 'NO', notes: errText(e), urls: [path] };
      }
    }),
  );
  const checks = [...backend, ...functions];
  const passed = checks.filter((c) => c.status === 'YES').length;
  return {
    checkedAt: new Date().toISOString(),
    tookMs: Date.now() - started,
    percent: Math.round((passed / checks.length) * 100),
    backend: { passed: backend.filter((c) => c.status === 'YES').length, total: backend.length },
    functions: { passed: functions.filter((c) => c.status === 'YES').length, total: functions.length },
    live: backend.every((c) => c.status === 'YES'),
    checks,
  };
}
