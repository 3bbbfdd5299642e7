import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from './idempotency-key';

const req = (headers: Record<string, string>) => ({
  req: { header: (name: string) => headers[name.toLowerCase()] },
});

describe('idempotencyKeyOf', () => {
  it('keeps a valid key and allows none', () => {
    expect(idempotencyKeyOf(req({ 'idempotency-key': ' 7b1f-key ' }))).toBe('7b1f-key');
    expect(idempotencyKeyOf(req({}))).toBeUndefined();
  });

  it('refuses a too long or non-ASCII key with 400 in the request language, never drops it', () => {
    expect(() => idempotencyKeyOf(req({ 'idempotency-key': 'x'.repeat(129) }))).toThrow(/1 to 128/);
    expect(() => idempotencyKeyOf(req({ 'idempotency-key': 'clé', 'accept-language': 'fr-FR' }))).toThrow(
      /1 à 128/,
    );
  });
});
