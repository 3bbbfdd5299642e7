import { PASSWORD_MIN } from '@bookloom/core';

export type FieldErrors = Partial<Record<'name' | 'email' | 'password', string>>;
type Rules = { name?: string; email: string; password?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's §5 rules; returns translation keys (with the minimum for the password one). */
export function validateAuth(values: Rules): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name !== undefined && !values.name.trim()) errors.name = 'auth.required';
  if (!values.email.trim()) errors.email = 'auth.required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'auth.emailInvalid';
  if (values.password !== undefined) {
    if (!values.password) errors.password = 'auth.required';
    else if (values.name !== undefined && values.password.length < PASSWORD_MIN)
      errors.password = 'auth.passwordMin';
  }
  return errors;
}
