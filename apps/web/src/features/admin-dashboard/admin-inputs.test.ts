import { describe, expect, it } from 'vitest';
import { parseMax } from './cleanup-section';
import { coverTestRequest } from './cover-test-page';
import { type Exchange, failureMessage } from './export-api-client';

describe('admin inputs', () => {
  it('accepts only whole numbers from 1 to 1000 as the cleanup limit', () => {
    expect(parseMax('1')).toBe(1);
    expect(parseMax(' 1000 ')).toBe(1000);
    for (const bad of ['0', '1001', 'abc', '2.5', '', '-3']) expect(parseMax(bad)).toBeUndefined();
  });

  it('trims the cover test fields and sends an empty subtitle as null', () => {
    const r = coverTestRequest({
      title: '  Milo ',
      author: ' Ada ',
      subtitle: '   ',
      style: 'fantasy',
      prompt: '',
    });
    expect(r).toMatchObject({ title: 'Milo', author: 'Ada', subtitle: null, style: 'fantasy', prompt: null });
    expect(r.bookId).toMatch(/^test-cover-\d+$/);
  });

  it('takes the export failure message from error, then detail, then the HTTP status', () => {
    const x = (json?: Record<string, unknown>): Exchange => ({
      ok: false,
      status: 502,
      statusText: 'Bad Gateway',
      headers: {},
      body: '',
      json,
    });
    expect(failureMessage(x({ error: 'Book is not completed yet', detail: 'x' }))).toBe(
      'Book is not completed yet',
    );
    expect(failureMessage(x({ detail: 'upstream down' }))).toBe('upstream down');
    expect(failureMessage(x())).toBe('HTTP 502 Bad Gateway');
  });
});
