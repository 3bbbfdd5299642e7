import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export const PASSWORD = 'secret-pass-1';

/** A fresh address per test and run, so tests never share accounts. */
export function uniqueEmail(tag: string) {
  return `${tag}-${randomUUID().slice(0, 8)}@bookloom.test`;
}

export function baseURL() {
  return process.env.E2E_BASE_URL ?? 'http://localhost:3000';
}

/** Creates an account through the API, in its own cookie jar (the page stays signed out). */
export async function createAccount(email: string, name = 'Test Reader', password = PASSWORD) {
  const api: APIRequestContext = await request.newContext({ baseURL: baseURL() });
  const res = await api.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin: baseURL() },
  });
  await api.dispose();
  return res;
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens /auth, signs in and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export type OutboxMail = { to: string; subject: string; text: string; html: string };

/** The dev outbox, read as the e2e admin (it holds reset links: the server shows it to admins only). */
export async function readOutbox(): Promise<OutboxMail[]> {
  const api = await request.newContext({ baseURL: baseURL() });
  try {
    const headers = { origin: baseURL() };
    const email = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@bookloom.test';
    await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD }, headers });
    const res = await api.get('/dev/outbox.json', { headers });
    if (!res.ok()) throw new Error(`dev outbox: ${res.status()}`);
    return ((await res.json()) as { items: OutboxMail[] }).items;
  } finally {
    await api.dispose();
  }
}
