import { describe, expect, it } from 'vitest';
import { choiceChanges, requestChoices } from './export-request';

describe('export panel: is the made file the one asked for?', () => {
  it('a changed ISBN is a new export; the same ISBN typed with hyphens is not', () => {
    const made = { fill: null, isbn: '9780306406157', blankBacks: null };
    expect(choiceChanges(made, { isbn: '978-0-306-40615-7' }, 'pdf', 'story-books')).toEqual([]);
    expect(choiceChanges(made, { isbn: '' }, 'pdf', 'story-books')).toEqual(['isbn']);
    expect(choiceChanges({ isbn: null }, { isbn: '0-306-40615-2' }, 'epub', 'story-books')).toEqual(['isbn']);
  });

  it('blank backs matter for the PDF of a coloring book only, default on', () => {
    const made = { isbn: null, blankBacks: null };
    expect(choiceChanges(made, { blankBacks: true }, 'pdf', 'coloring')).toEqual([]);
    expect(choiceChanges(made, { blankBacks: false }, 'pdf', 'coloring')).toEqual(['blankBacks']);
    expect(choiceChanges({ blankBacks: false }, { blankBacks: false }, 'pdf', 'coloring')).toEqual([]);
    expect(choiceChanges(made, { blankBacks: false }, 'epub', 'coloring')).toEqual([]);
    expect(choiceChanges(made, { blankBacks: false }, 'pdf', 'story-books')).toEqual([]);
  });

  it('a changed fill is still a new export, with the other changes listed', () => {
    expect(
      choiceChanges({ fill: 'draw' }, { fill: 'notes', isbn: '9780306406157' }, 'pdf', 'coloring'),
    ).toEqual(['fill', 'isbn']);
  });

  it('sends only what applies to the format', () => {
    const want = { isbn: ' 978-0-306-40615-7 ', fill: 'draw' as const, blankBacks: false };
    expect(requestChoices(want, 'pdf', 'coloring')).toEqual({
      isbn: '978-0-306-40615-7',
      fill: 'draw',
      blankBacks: false,
    });
    expect(requestChoices(want, 'epub', 'coloring')).toEqual({ isbn: '978-0-306-40615-7', fill: 'draw' });
    expect(requestChoices({ isbn: '  ' }, 'pdf', 'story-books')).toEqual({});
  });
});
