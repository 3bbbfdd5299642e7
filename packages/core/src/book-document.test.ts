import { describe, expect, it } from 'vitest';
import { BookDocumentError, parseBookDocument } from './book-document';

const ok = { version: 1, title: 'Milo', author: 'Ada', pages: [{ text: 'Hi', image: 'p1.png' }] };

describe('parseBookDocument', () => {
  it('fills defaults', () => {
    const d = parseBookDocument(ok);
    expect(d.trim).toBe('6x9');
    expect(d.pages[0].layout).toBe('image-top');
    expect(d.bleed).toBe(true);
  });
  it('names the bad field and why', () => {
    try {
      parseBookDocument({ ...ok, trim: '9x9', pages: [{ layout: 'weird' }] });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(BookDocumentError);
      const msg = (e as Error).message;
      expect(msg).toContain('trim');
      expect(msg).toContain('pages[0].layout');
    }
  });
  it('rejects a 0-page book and unknown fields', () => {
    expect(() => parseBookDocument({ ...ok, pages: [] })).toThrow(/pages: a book needs at least one page/);
    expect(() => parseBookDocument({ ...ok, extra: 1 })).toThrow(/extra/);
  });
});
