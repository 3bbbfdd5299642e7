import { createAccount } from './helpers';

/**
 * The first account of a fresh server is an admin. Creating the admin (whose address scripts/e2e.mjs
 * also lists in ADMIN_EMAILS) before any test keeps every other test account a plain user.
 */
export default async function globalSetup() {
  const email = process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@bookloom.test';
  const res = await createAccount(email, 'E2E Admin');
  if (!res.ok() && res.status() !== 422 && res.status() !== 400) {
    throw new Error(`could not create the admin account: ${res.status()} ${await res.text()}`);
  }
}
