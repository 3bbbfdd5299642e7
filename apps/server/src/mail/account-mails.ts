import { escapeHtml } from './templates';

/** Confirms the address; the link signs the user in and lands on /email-verified. */
export function verifyEmailMail(to: string, name: string, url: string) {
  const who = name || 'there';
  return {
    to,
    subject: 'Confirm your Bookloom e-mail address',
    text: `Hello ${who},\n\nPlease confirm the e-mail address of your Bookloom account:\n\n${url}\n\nIf you did not create an account, ignore this e-mail.\n\n— Bookloom`,
    html: `<p>Hello ${escapeHtml(who)},</p><p>Please confirm the e-mail address of your Bookloom account.</p><p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p><p>If you did not create an account, ignore this e-mail.</p><p>— Bookloom</p>`,
  };
}

/**
 * Someone signed up with an address that already has an account. The sign-up answer looks the same
 * as for a new address (no account enumeration); the owner learns about it here instead.
 */
export function existingAccountMail(to: string, name: string, signInUrl: string) {
  const who = name || 'there';
  return {
    to,
    subject: 'You already have a Bookloom account',
    text: `Hello ${who},\n\nSomeone tried to create a Bookloom account with this e-mail address, which already has one. To sign in (or reset your password), open:\n\n${signInUrl}\n\nIf it was not you, you can ignore this e-mail.\n\n— Bookloom`,
    html: `<p>Hello ${escapeHtml(who)},</p><p>Someone tried to create a Bookloom account with this e-mail address, which already has one.</p><p><a href="${escapeHtml(signInUrl)}">Sign in</a> (or reset your password from there).</p><p>If it was not you, you can ignore this e-mail.</p><p>— Bookloom</p>`,
  };
}
