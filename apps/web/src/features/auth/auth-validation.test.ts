import { describe, expect, it } from 'vitest';
import { validateAuth } from './auth-validation';

describe('validateAuth', () => {
  it('sign up needs a name, a valid e-mail and 6+ characters', () => {
    expect(validateAuth({ name: ' ', email: 'x', password: '12345' })).toEqual({
      name: 'auth.required',
      email: 'auth.emailInvalid',
      password: 'auth.passwordMin',
    });
    expect(validateAuth({ name: 'Ada', email: 'ada@example.com', password: '123456' })).toEqual({});
  });
  it('sign in only needs both fields (no length rule on an existing password)', () => {
    expect(validateAuth({ email: '', password: '' })).toEqual({
      email: 'auth.required',
      password: 'auth.required',
    });
    expect(validateAuth({ email: 'ada@example.com', password: '1' })).toEqual({});
  });
  it('the reset request needs an e-mail', () => {
    expect(validateAuth({ email: '' })).toEqual({ email: 'auth.required' });
  });
});
