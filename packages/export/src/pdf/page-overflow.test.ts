import type { BookPage } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { resolveBook } from '../options';
import { book } from '../test-support';
import { TextWarnings } from '../text/sanitize-text';
import { createPdf } from './create-pdf';
import { pageOverflow } from './page-overflow';
import { planInterior } from './plan-interior';

const sentence = 'Rex waves at the moon and the moon waves back. ';

describe('pageOverflow (the book editor flag)', () => {
  it('says exactly which pages the interior PDF continues on extra pages', () => {
    // Lengths around each layout's capacity on a square picture book, with and without pictures.
    const pages: BookPage[] = [];
    for (const layout of ['image-full', 'image-top', 'text-only', 'coloring'] as const)
      for (const n of [1, 6, 10, 14, 20, 40, 90])
        pages.push({ layout, text: sentence.repeat(n).trim(), image: 'x.png' });
    const doc = book({ trim: '8.5x8.5', bleed: true, pages, type: 'bedtime-books' });
    const plan = planInterior(resolveBook(doc), createPdf({ ...meta }).doc, new TextWarnings());
    const continued = new Set(plan.pages.flatMap((p) => (p.kind === 'continued' ? [p.source] : [])));
    const flags = doc.pages.map(
      (p) => pageOverflow(p, { trim: '8.5x8.5', bleed: true, type: 'bedtime-books', pageCount: 28 }).text,
    );
    expect(flags).toEqual(doc.pages.map((_, i) => continued.has(i)));
    // The comparison means something: some pages fit, some do not.
    expect(flags.filter(Boolean).length).toBeGreaterThan(3);
    expect(flags.filter((f) => !f).length).toBeGreaterThan(3);
  });

  it('flags one unbroken run of letters too big for the page, quickly when it is far too big', () => {
    const at = { trim: '6x9', bleed: false, pageCount: 24 };
    expect(pageOverflow({ layout: 'image-full', image: 'x.png', text: 'a'.repeat(1500) }, at).text).toBe(
      true,
    );
    const t0 = performance.now();
    expect(pageOverflow({ layout: 'text-only', text: 'a'.repeat(20_000) }, at).text).toBe(true);
    expect(performance.now() - t0).toBeLessThan(50);
    expect(pageOverflow({ layout: 'text-only', text: 'Short.' }, at)).toEqual({
      text: false,
      heading: false,
    });
  });

  it('flags a heading that the PDF would shorten', () => {
    const at = { trim: '6x9', bleed: false, pageCount: 24 };
    const long = 'The very long chapter heading that never ends '.repeat(12);
    expect(pageOverflow({ layout: 'text-only', heading: long, text: 'x' }, at).heading).toBe(true);
    expect(pageOverflow({ layout: 'text-only', heading: 'Chapter one', text: 'x' }, at).heading).toBe(false);
  });
});

const meta = {
  title: 't',
  author: 'a',
  kind: 'interior' as const,
  trim: '8.5x8.5',
  bleed: true,
  paper: 'white',
  pages: 0,
};
