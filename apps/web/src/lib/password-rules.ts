import { PASSWORD_MIN } from '@bookloom/core';

export type PasswordProblem = 'too_short' | 'mismatch' | null;

/** The spec's rule for new passwords: at least PASSWORD_MIN characters and equal to the confirmation. */
export function passwordProblem(password: string, confirmation: string): PasswordProblem {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (password !== confirmation) return 'mismatch';
  return null;
}
