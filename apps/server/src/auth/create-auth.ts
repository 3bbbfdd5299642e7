import { PASSWORD_MIN } from '@bookloom/core';
import { type Database, ensureProfile, onEmailVerified, schema } from '@bookloom/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import type { Env } from '../env';
import { errorForLog } from '../error-for-log';
import type { Logger } from '../logger';
import { existingAccountMail, verifyEmailMail } from '../mail/account-mails';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail } from '../mail/templates';
import { checkedName } from './display-name';

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
  const production = env.NODE_ENV === 'production';
  return betterAuth({
    appName: 'Bookloom',
    logger: authLogger(env, log),
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
      // Whoever reset the password may be locking out an intruder: every other session ends.
      revokeSessionsOnPasswordReset: true,
      // In production a sign-up answers alike for new and taken addresses (no account enumeration), so
      // it cannot sign in at once: the verification link does. Embedded defaults (a local, loopback-only
      // app) keep "sign up → make a book" one step.
      autoSignIn: !production,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, user.name, new URL('/auth', baseURL).href));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // The link always lands on the web app's page (whatever callbackURL a client asked for).
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/email-verified');
        await mailer.send(verifyEmailMail(user.email, user.name, link.href));
        log.info('verification e-mail sent', { userId: user.id });
      },
      afterEmailVerification: async (user) => {
        await onEmailVerified(database.db, {
          userId: user.id,
          email: user.email,
          adminEmails: env.ADMIN_EMAILS,
          welcomeCredits: env.WELCOME_CREDITS,
        });
      },
    },
    hooks: {
      // A password change always ends the account's other sessions, whatever the client asked.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
      }),
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
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns both checks off when it detects a test run; they stay on everywhere.
      disableCSRFCheck: false,
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        update: { before: async (user) => checkedName(user) },
        create: {
          before: async (user) => checkedName(user),
          after: async (user) => {
            await ensureProfile(database.db, {
              userId: user.id,
              email: user.email,
              emailVerified: user.emailVerified,
              adminEmails: env.ADMIN_EMAILS,
              firstAccountIsAdmin: !production,
              welcomeCredits: env.WELCOME_CREDITS,
              welcomeNeedsVerification: production,
            });
          },
        },
      },
    },
    plugins: [bearer()],
  });
}

/**
 * better-auth's own logger writes raw strings (request values such as callbackURL included) with
 * colour codes; ours writes one escaped JSON line, values cut short, errors without their values.
 */
export function authLogger(env: Env, log: Logger) {
  return {
    disabled: env.LOG_LEVEL === 'silent',
    level: 'warn' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) =>
      log[level]('better-auth', {
        message: String(message).slice(0, 300),
        ...(args.length
          ? { args: args.map((a) => (a instanceof Error ? errorForLog(a) : String(a).slice(0, 300))) }
          : {}),
      }),
  };
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
