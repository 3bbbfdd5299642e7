import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const opt = <T extends z.ZodTypeAny>(s: T) => z.preprocess(emptyToUndefined, s.optional());

/** Every setting, read once at boot. A bad value stops the boot with the variable's name. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  GOOGLE_CLIENT_ID: opt(z.string()),
  GOOGLE_CLIENT_SECRET: opt(z.string()),
  GITHUB_CLIENT_ID: opt(z.string()),
  GITHUB_CLIENT_SECRET: opt(z.string()),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  RATE_LIMIT: opt(bool),
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
      'Invalid settings:\n  ROLE: api and worker processes need DATABASE_URL (the embedded database is single-process)',
    );
  }
  return env;
}
