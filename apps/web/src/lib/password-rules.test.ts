import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('needs 6 characters, then a matching confirmation', () => {
    expect(passwordProblem('12345', '12345')).toBe('too_short');
    expect(passwordProblem('123456', '123457')).toBe('mismatch');
    expect(passwordProblem('123456', '123456')).toBeNull();
  });
});
