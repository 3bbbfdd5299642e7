import type { PageContent, VisionCheck } from '@bookloom/db';
import { describe, expect, it } from 'vitest';
import { pagesToCheck, verdictApplies } from './vision-check-plan';

const page = (pageId: number, content: Partial<PageContent>, visionCheck?: VisionCheck) => ({
  pageId,
  content: { layout: 'image-full' as const, ...content },
  visionCheck: visionCheck ?? null,
});
const at = new Date().toISOString();
const builtin = { check: 'ok' as const, drawnWith: { figure: 'dino', palette: ['green'] } };

describe('which pages the vision model judges', () => {
  it('judges uploads and provider pictures against page 1, not page 1 itself, not builtin pictures or text pages', () => {
    const pages = [
      page(1, { image: 'p1.png', ...builtin }),
      page(2, { image: 'p2-u1.png', check: 'not_checked' }),
      page(3, { image: 'p3.png', ...builtin }),
      page(4, { text: 'The end.', layout: 'text-only' }),
      page(
        5,
        { image: 'p5-ab.png', check: 'not_checked' },
        {
          image: 'p5-ab.png',
          reference: 'page:p1.png',
          status: 'differs',
          at,
        },
      ),
      page(
        6,
        { image: 'p6-new.png', check: 'not_checked' },
        {
          image: 'p6-old.png',
          reference: 'page:p1.png',
          status: 'same',
          at,
        },
      ),
    ];
    const plan = pagesToCheck({ characterId: null }, pages);
    expect(plan.ref?.key).toBe('page:p1.png');
    expect(plan.pages.map((p) => p.pageId)).toEqual([2, 6]);
  });

  it("uses the chosen character's reference: page 1 is judged too, and a new page 1 does not void the verdicts", () => {
    const pages = [
      page(1, { image: 'p1-u9.png', check: 'not_checked' }),
      page(
        2,
        { image: 'p2.png', check: 'not_checked' },
        {
          image: 'p2.png',
          reference: 'character:c1',
          status: 'same',
          at,
        },
      ),
    ];
    const plan = pagesToCheck({ characterId: 'c1' }, pages);
    expect(plan.ref?.key).toBe('character:c1');
    expect(plan.pages.map((p) => p.pageId)).toEqual([1]);
    expect(verdictApplies(pages[1].visionCheck, pages[1].content, 'p1-u9.png')).toBe(true);
  });

  it('a verdict made against an older page 1 or for an older picture no longer applies', () => {
    const vc: VisionCheck = { image: 'p2.png', reference: 'page:p1.png', status: 'differs', at };
    expect(verdictApplies(vc, { layout: 'image-full', image: 'p2.png' }, 'p1.png')).toBe(true);
    expect(verdictApplies(vc, { layout: 'image-full', image: 'p2.png' }, 'p1-new.png')).toBe(false);
    expect(verdictApplies(vc, { layout: 'image-full', image: 'p2-u2.png' }, 'p1.png')).toBe(false);
  });
});
