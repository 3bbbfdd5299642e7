import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

describe('settings', () => {
  it('runs on embedded defaults with no settings at all', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      WELCOME_CREDITS: 100,
      ROLE: 'all',
      ADMIN_EMAILS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('stops with the name of a bad variable', () => {
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => readEnv({ ROLE: 'worker' })).toThrow(EnvError);
  });
  it('requires a secret in production and parses admin e-mails', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(readEnv({ ADMIN_EMAILS: ' A@x.com, b@y.org ,' }).ADMIN_EMAILS).toEqual(['a@x.com', 'b@y.org']);
  });
});
