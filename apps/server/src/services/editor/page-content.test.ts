import { describe, expect, it } from 'vitest';
import { cleanPageText, consistencyOf } from './page-content';

const drawn = (figure: string) => ({ figure: { kind: figure }, palette: ['#f00'] });

describe('page consistency', () => {
  it('flags a page drawn with another figure than page 1; uploads are not checked; text pages have none', () => {
    expect(
      consistencyOf([
        { layout: 'image-top', image: 'p1.png', drawnWith: drawn('dino') },
        { layout: 'image-top', image: 'p2.png', drawnWith: drawn('dino') },
        { layout: 'image-top', image: 'p3.png', drawnWith: drawn('fox') },
        { layout: 'image-top', image: 'p4.png', check: 'not_checked' },
        { layout: 'text-only', text: 'The end.' },
      ]),
    ).toEqual(['ok', 'ok', 'differs', 'not_checked', 'none']);
  });
  it('keeps HTML as text, drops control and bidi characters', () => {
    expect(cleanPageText('<b>Rex</b>\r\nruns\u0007\u202e.')).toBe('<b>Rex</b>\nruns.');
  });
});
