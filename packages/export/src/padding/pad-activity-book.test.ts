import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shortBookFillsFor } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { exportBook } from '../export-book';
import { EXAMPLE_DIR, exampleBook, pdfText } from '../test-support';
import { padShortBook } from './pad-short-book';

// Issue 14, requirement 5: a workbook padded to 24 pages gets practice and notes pages, never
// "Draw your favourite part of the story".
const readImage = (name: string) => readFile(join(EXAMPLE_DIR, name));
const opts = { trim: '8.5x8.5' as const, bleed: true, readImage };

describe('an activity book’s added pages are practice and notes, not story drawing prompts', () => {
  it.each([
    ['educational-workbooks', 'draw'],
    ['activity-books', 'notes'],
    ['alphabet', 'coloring'],
    ['numbers', 'draw'],
  ] as const)('%s asked for %s', async (type, fill) => {
    const doc = { ...exampleBook(), type };
    const r = await padShortBook(doc, fill, opts);
    const added = r.doc.pages.slice(doc.pages.length);
    expect(added).toHaveLength(16);
    const words = added.map((p) => `${p.heading ?? ''} ${p.text ?? ''}`).join(' ');
    expect(words).not.toMatch(/Draw|story/);
    expect(added.filter((p) => p.heading === 'More practice').length).toBeGreaterThan(3);
    // Never the same frame more than twice in a row.
    const key = (i: number) => `${added[i].image}|${added[i].heading}|${added[i].text}`;
    for (let i = 2; i < added.length; i++) expect(key(i) === key(i - 1) && key(i) === key(i - 2)).toBe(false);
  });

  it('French headings; a story book keeps its drawing prompts', async () => {
    const fr = await padShortBook(
      { ...exampleBook(), type: 'educational-workbooks', language: 'fr' },
      'notes',
      opts,
    );
    expect(fr.doc.pages.at(-1)?.heading).toMatch(/^(Pour s’entraîner encore|Notes)$/);
    const story = await padShortBook({ ...exampleBook(), type: 'story-book' }, 'draw', opts);
    expect(story.doc.pages.at(-1)?.text).toMatch(/^Draw /);
  });

  it('the panel offers an activity book no drawing prompts', () => {
    expect(shortBookFillsFor('educational-workbooks')).not.toContain('draw');
    expect(shortBookFillsFor('story-book')).toContain('draw');
  });

  it('the PDF’s own padding (no fill chosen) is ruled practice pages for a workbook', async () => {
    const doc = { ...exampleBook(), type: 'educational-workbooks' as const };
    const text = pdfText((await exportBook(doc, 'pdf', { baseDir: EXAMPLE_DIR })).bytes);
    expect(text).not.toContain('Draw your favourite');
    expect(text).toContain('More practice');
    const story = pdfText((await exportBook(exampleBook(), 'pdf', { baseDir: EXAMPLE_DIR })).bytes);
    expect(story).toContain('Draw your favourite');
  }, 60_000);
});
