import { z } from 'zod';
import { parseTrustProxy } from './http/client-address';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const opt = <T extends z.ZodTypeAny>(s: T) => z.preprocess(emptyToUndefined, s.optional());

/** Every setting, read once at boot. A bad value stops the boot with the variable's name. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; unset = 127.0.0.1 (development routes only open on a loopback HOST). */
  HOST: opt(z.string()),
  /** Proxies in front of us: a hop count or their addresses; rate limits then key on X-Forwarded-For. */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|false|[0-9a-fA-F:.]+(,\s*[0-9a-fA-F:.]+)*)?$/, 'must be a hop count or proxy addresses')
    .optional()
    .transform(parseTrustProxy),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  PUBLIC_URL: opt(z.url()),
  BETTER_AUTH_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  WELCOME_CREDITS: z.coerce.number().int().min(0).max(100_000).default(100),
  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.string().default('Bookloom <no-reply@bookloom.local>'),
  /** Where /contact messages are mailed, and the address the contact page and chat show. */
  SUPPORT_EMAIL: z.email().default('support@bookloom.local'),
  /** Support-chat messages per minute from one client address (one office or school shares one). */
  SUPPORT_CHAT_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  GOOGLE_CLIENT_ID: opt(z.string()),
  GOOGLE_CLIENT_SECRET: opt(z.string()),
  GITHUB_CLIENT_ID: opt(z.string()),
  GITHUB_CLIENT_SECRET: opt(z.string()),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  WORKER_PORT: opt(z.coerce.number().int().min(0).max(65535)),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: opt(z.url()),
  /** The S3 endpoint browsers reach for presigned downloads, when not S3_ENDPOINT (e.g. MinIO in compose). */
  S3_PUBLIC_ENDPOINT: opt(z.url()),
  S3_BUCKET: opt(z.string().min(3, 'must be a bucket name')),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: opt(z.string()),
  S3_SECRET_ACCESS_KEY: opt(z.string()),
  S3_FORCE_PATH_STYLE: bool.default(false),
  RATE_LIMIT: opt(bool),
  USER_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(10_000_000).default(500),
  STRIPE_SECRET_KEY: opt(z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')),
  STRIPE_WEBHOOK_SECRET: opt(z.string().regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')),
  /** Another Stripe API host (stripe-mock, a test double); the real one when unset. */
  STRIPE_API_URL: opt(z.url()),
  /** A bearer token that may read GET /api/metrics (Prometheus); admins may without it. */
  METRICS_TOKEN: opt(z.string().min(16, 'must be at least 16 characters')),
  /**
   * Worker threads that run the builtin engine (story planning, drawing) beside the API's thread, so
   * requests are answered while books are made; 0 runs it on the API's thread.
   */
  DRAWING_THREADS: z.coerce.number().int().min(0).max(16).default(2),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});
export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const r = envSchema.safeParse(source);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid settings (see .env.example):\n${lines.join('\n')}`);
  }
  const env = r.data;
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new EnvError(
      'Invalid settings:\n  BETTER_AUTH_SECRET: required in production (32+ random characters)',
    );
  }
  if (env.ROLE !== 'all' && !env.DATABASE_URL) {
    throw new EnvError(
      'Invalid settings:\n  ROLE: api and worker processes need DATABASE_URL (the embedded PGlite database is single-process; use ROLE=all)',
    );
  }
  // Split processes sign sessions and links with one shared secret; a secret generated per process
  // (the embedded default keeps one in DATA_DIR) would make every other process refuse them.
  if (env.ROLE !== 'all' && !env.BETTER_AUTH_SECRET) {
    throw new EnvError(
      'Invalid settings:\n  BETTER_AUTH_SECRET: required with ROLE=api or ROLE=worker (the same 32+ random characters in every process)',
    );
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new EnvError('Invalid settings:\n  S3_BUCKET: required when STORAGE=s3');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new EnvError(
      'Invalid settings:\n  STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or neither, for the test-mode checkout)',
    );
  }
  return env;
}

/**
 * The app's public origin for links it hands out (download links, e-mails): PUBLIC_URL, else the
 * embedded default. Never the request's Host header, which any client can set.
 */
export const publicOrigin = (env: Env) => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
