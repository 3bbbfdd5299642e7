// Payments and support: Stripe webhook handling at 32 concurrent deliveries (each a signed
// checkout.session.completed for a new session, credited through the ledger) and support-assistant
// replies (minisearch index built at boot, no AI provider), both through the real server over HTTP, on
// PGlite and then on a fresh Postgres database, each beside a baseline (GET /api/health) of the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Stripe from 'stripe';
import { withFreshPostgres } from './_fresh-postgres';
import { freePort, startServer, waitForBootJobs } from './_server-process';

const SECRET = 'whsec_bench_secret';
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function signUp(base: string) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'benchpass' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { userId: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

function webhookRequest(userId: string, n: number) {
  const payload = JSON.stringify({
    id: `evt_bench_${n}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_bench_${n}_${Date.now()}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        client_reference_id: userId,
        metadata: { packageId: 'starter' },
        currency: 'usd',
        amount_subtotal: 999,
        amount_total: 999,
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

const QUESTIONS = [
  'How do I get a refund?',
  'what trim sizes',
  'upload to amazon kdp',
  'what is bleed',
  'export epub',
];

type Latency = { p50: number; p99: number; total: number; non2xx: number };
const figures = (r: autocannon.Result): Latency => ({
  p50: r.latency.p50,
  p99: r.latency.p99,
  total: r.requests.total,
  non2xx: r.non2xx,
});
const line = (what: string, r: Latency, base: Latency, target: number) =>
  `${what}: ${r.total} requests (${r.non2xx} non-2xx), p50 ${ms(r.p50)}, p99 ${ms(r.p99)} (target < ${target} ms; ${(r.p99 / base.p99).toFixed(1)}× the baseline's p99)`;

/** One server on one database: a baseline (GET /api/health, same server, same load), then the two targets. */
async function measure(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookloom-bench-'));
  const port = await freePort();
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    RATE_LIMIT: 'false',
    SUPPORT_CHAT_IP_LIMIT: '1000000',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const { userId, cookie } = await signUp(base);
    const waited = await waitForBootJobs(base, cookie);
    console.log(`[${label}] waited ${waited.toFixed(1)} s for the boot's seed jobs`);
    const baseline = figures(await autocannon({ url: `${base}/api/health`, connections: 32, duration: 5 }));
    console.log(
      `[${label}] baseline GET /api/health, 32 connections: ${baseline.total} requests, p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}`,
    );
    let n = 0;
    const hook = await autocannon({
      url: `${base}/api/stripe/webhook`,
      method: 'POST',
      connections: 32,
      duration: 10,
      requests: [{ setupRequest: (req) => ({ ...req, ...webhookRequest(userId, n++) }) }],
    });
    console.log(
      line(`[${label}] POST /api/stripe/webhook, 32 concurrent deliveries`, figures(hook), baseline, 50),
    );
    let q = 0;
    const chat = await autocannon({
      url: `${base}/api/support/chat`,
      method: 'POST',
      connections: 32,
      duration: 10,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { 'content-type': 'application/json', origin: base },
            body: JSON.stringify({
              sessionId: `bench-session-${q}`,
              message: QUESTIONS[q++ % QUESTIONS.length],
            }),
          }),
        },
      ],
    });
    console.log(
      line(
        `[${label}] POST /api/support/chat (offline, index built at boot), 32 connections`,
        figures(chat),
        baseline,
        100,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  await measure('pglite');
  await withFreshPostgres('bench_payments', (url) => measure('postgres', url));
}
