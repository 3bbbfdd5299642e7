import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Un petit ours qui ne veut pas aller au lit »: after « Il fait nuit… au lit ! », « Maman s’assit au
 * bord du lit » and « Milo ferma les yeux et rêva » were drawn by day between night pages. Once bedtime
 * is called, a bedroom page is drawn at night until the next morning.
 */
type Hints = { place?: string; light?: string };
const MORNING = /next morning|next day|lendemain/i;

describe('once bedtime is called, the bedroom stays dark', () => {
  it.each([
    ['en', 'A little bear who won’t go to bed'],
    ['fr', 'Un petit ours qui ne veut pas aller au lit'],
    ['en', 'A girl who does not want to go to bed'],
    ['fr', 'Une petite fille qui ne veut pas aller au lit'],
  ] as const)('%s: %s', async (language, description) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const hints = plan.pages.map((p) => (p.hints ?? {}) as Hints);
      const called = hints.findIndex((h) => h.light === 'night');
      expect(called).toBeGreaterThan(-1);
      plan.pages.slice(called).forEach((page, i) => {
        const h = hints[called + i];
        if (MORNING.test(page.text) || !/bedroom/.test(h.place ?? '')) return;
        expect(h.light, page.text).toBe('night');
      });
    }
  });
});
