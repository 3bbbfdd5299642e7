import { describe, expect, it } from 'vitest';
import { emptyForm, fromPrompt, MAX, toRequest, validate } from './book-form';

const filled = () => ({
  ...emptyForm('Ada'),
  title: '  Luna  ',
  type: 'story-book' as const,
  description: 'An owl and a star.',
});

describe('book form', () => {
  it('defaults: 8 pages, standard, 6x9, bleed on, nothing chosen', () => {
    const f = emptyForm();
    expect([f.pages, f.quality, f.trimSize, f.includeBleed, f.type]).toEqual([
      8,
      'standard',
      '6x9',
      true,
      '',
    ]);
  });
  it('title, author, type and description are required', () => {
    expect(Object.keys(validate(emptyForm())).sort()).toEqual(['author', 'description', 'title', 'type']);
    expect(validate({ ...filled(), title: '   ' }).title?.key).toBe('generateBook.titleRequired');
    expect(validate(filled())).toEqual({});
  });
  it('pages stay within 4..50 and whole; text within the API limits', () => {
    for (const pages of [3, 51, 8.5, Number.NaN])
      expect(validate({ ...filled(), pages }).pages).toBeDefined();
    for (const pages of [4, 50]) expect(validate({ ...filled(), pages }).pages).toBeUndefined();
    expect(validate({ ...filled(), description: 'x'.repeat(MAX.description + 1) }).description?.key).toBe(
      'generateBook.tooLong',
    );
  });
  it('builds the request trimmed, without an empty subtitle, with the picks', () => {
    const body = toRequest(filled(), { language: 'fr', characterId: 'c1' });
    expect(body).toMatchObject({ title: 'Luna', author: 'Ada', language: 'fr', characterId: 'c1' });
    expect(body).not.toHaveProperty('subtitle');
    expect(body).not.toHaveProperty('coverTemplateId');
  });
  it('a saved prompt fills the form and ignores values it does not know', () => {
    const f = fromPrompt(emptyForm('Me'), 'Saved', {
      type: 'coloring',
      pages: 99,
      quality: 'high',
      trimSize: '3x3',
      description: 'Dinosaurs',
      author: 'Zoe',
    });
    expect(f).toMatchObject({
      title: 'Saved',
      type: 'coloring',
      pages: 50,
      quality: 'high',
      trimSize: '6x9',
    });
    expect(f.author).toBe('Zoe');
  });
});
