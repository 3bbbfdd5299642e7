import { PASSWORD_MIN } from '@bookloom/core';
import { type Database, ensureProfile, schema } from '@bookloom/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';

/** Header our own server sets from the socket address (clients cannot spoof it: it is overwritten). */
export const CLIENT_IP_HEADER = 'x-bookloom-client-ip';

export type AuthDeps = {
  env: Env;
  database: Database;
  mailer: Mailer;
  log: Logger;
  secret: string;
  baseURL: string;
};

export function createAuth({ env, database, mailer, log, secret, baseURL }: AuthDeps) {
  const social = {
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
      ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
      : {}),
  };
  return betterAuth({
    appName: 'Bookloom',
    logger: { disabled: env.LOG_LEVEL === 'silent', level: 'warn' },
    baseURL,
    secret,
    trustedOrigins: trustedOrigins(env, baseURL),
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, user.name, url));
        log.info('password reset e-mail sent', { userId: user.id });
      },
    },
    socialProviders: social,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: env.RATE_LIMIT ?? true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 300, max: 5 },
        '/reset-password': { window: 300, max: 10 },
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(database.db, {
              userId: user.id,
              email: user.email,
              adminEmails: env.ADMIN_EMAILS,
              firstAccountIsAdmin: env.NODE_ENV !== 'production',
              welcomeCredits: env.WELCOME_CREDITS,
            });
          },
        },
      },
    },
    plugins: [bearer()],
  });
}

/** In development the app is reached as localhost or 127.0.0.1 (and through Vite's dev server). */
function trustedOrigins(env: Env, baseURL: string): string[] {
  if (env.NODE_ENV === 'production') return [baseURL];
  return [baseURL, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, 'http://localhost:5173'];
}

export type Auth = ReturnType<typeof createAuth>;
export const configuredProviders = (env: Env) => ({
  google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  github: Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET),
});
