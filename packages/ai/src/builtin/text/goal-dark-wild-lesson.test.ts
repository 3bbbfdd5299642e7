import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: "A little owl who is afraid of the dark" ended "Milo had learned that being brave means
 * trying even when you feel afraid": "afraid" picked the stock courage lesson and counted as a lesson
 * the idea named, so the owl's own ("the dark is full of friends and stars") never appeared. Saying
 * the hero is afraid names no lesson; an idea that names one keeps it.
 */
describe('the owl afraid of the dark ends on its own lesson', () => {
  it.each([
    ['en', 'A little owl who is afraid of the dark', /the dark is full of friends and stars/, /being brave/],
    ['fr', 'Une petite chouette qui a peur du noir', /le noir est plein d’amis et d’étoiles/, /courageux/],
  ] as [Language, string, RegExp, RegExp][])('%s: %s', async (language, description, own, stock) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const last = plan.pages.at(-1)?.text ?? '';
      expect(last, `${pages}`).toMatch(own);
      expect(plan.pages.map((p) => p.text).join(' '), `${pages}`).not.toMatch(stock);
    }
  });

  it.each([
    ['en', 'A little owl who is afraid of the dark learns to be brave', /being brave means trying/],
    [
      'fr',
      'Une petite chouette qui a peur du noir apprend à être courageuse',
      /être courageux, c’est essayer/,
    ],
  ] as [Language, string, RegExp][])(
    'a lesson the idea names stays: %s',
    async (language, description, named) => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
      expect(plan.pages.at(-1)?.text).toMatch(named);
    },
  );
});
