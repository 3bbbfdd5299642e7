import { describe, expect, it } from 'vitest';
import { practicePaper } from './short-book';

describe('practicePaper: the paper of an activity book’s added practice pages (issue 14)', () => {
  it('squared for maths: workbooks on sums, tables, division, time, shapes, numbers; numbers and shapes books', () => {
    for (const title of [
      'Addition practice',
      'Subtraction for grade 1',
      'Les tables de multiplication',
      'Division fun',
      'Telling the time',
      'Apprendre à lire l’heure',
      'Shapes workbook',
      'Maths for CP',
    ])
      expect(practicePaper({ type: 'educational-workbooks', title }), title).toBe('squared');
    expect(
      practicePaper({ type: 'educational-workbooks', title: 'My workbook', description: 'Sums to 20' }),
    ).toBe('squared');
    expect(practicePaper({ type: 'numbers', title: 'Bunny at the zoo' })).toBe('squared');
    expect(practicePaper({ type: 'shapes', title: 'Round and round' })).toBe('squared');
  });

  it('ruled for spelling, letters, reading, mixed books and other activity books', () => {
    for (const title of [
      'Spelling practice',
      'Handwriting for beginners',
      'Lire et écrire',
      'My big workbook',
    ])
      expect(practicePaper({ type: 'educational-workbooks', title }), title).toBe('ruled');
    expect(practicePaper({ type: 'alphabet', title: 'ABC' })).toBe('ruled');
    expect(practicePaper({ type: 'journal', title: 'Numbers I like' })).toBe('ruled');
  });
});
