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
  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses anything else', () => {
    expect(readEnv({}).TRUST_PROXY).toBeUndefined();
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, ::1' }).TRUST_PROXY).toEqual({ addresses: ['10.0.0.1', '::1'] });
    expect(() => readEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('settings for several processes and S3', () => {
  it('reads roles, the worker port and S3 settings', () => {
    const pg = 'postgres://u@h/db';
    const secret = 's'.repeat(32);
    expect(
      readEnv({ ROLE: 'worker', DATABASE_URL: pg, WORKER_PORT: '3100', BETTER_AUTH_SECRET: secret }),
    ).toMatchObject({
      ROLE: 'worker',
      WORKER_PORT: 3100,
      STORAGE: 'local',
    });
    expect(readEnv({ ROLE: 'api', DATABASE_URL: pg, BETTER_AUTH_SECRET: secret }).ROLE).toBe('api');
    expect(() => readEnv({ ROLE: 'api', DATABASE_URL: pg })).toThrow(
      /BETTER_AUTH_SECRET: required with ROLE/,
    );
    expect(() => readEnv({ ROLE: 'boss' })).toThrow(/ROLE/);
    const s3 = readEnv({ STORAGE: 's3', S3_BUCKET: 'books', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'books',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });
  it('refuses split roles on PGlite and S3 without a bucket, naming the setting', () => {
    expect(() => readEnv({ ROLE: 'api' })).toThrow(/ROLE: .*PGlite/);
    expect(() => readEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => readEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => readEnv({ WORKER_PORT: 'x' })).toThrow(/WORKER_PORT/);
  });
});
