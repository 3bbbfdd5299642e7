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
