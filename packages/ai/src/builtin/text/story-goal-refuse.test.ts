import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: « Un petit ours qui ne veut pas partager ses jouets » was a hunt for a kite, and 'A
 * princess who does not want to be rescued' a deed "to be rescued": the negation was dropped.
 */
describe('a refusal is its own arc', () => {
  it.each([
    [
      'en',
      'A little bear who does not want to share his toys',
      /“No! It’s mine!”|“All mine!”|“No!” said/,
      'teddy-bear',
    ],
    [
      'fr',
      'Un petit ours qui ne veut pas partager ses jouets',
      /«\sNon\s!|«\sTout est à moi\s!/u,
      'teddy-bear',
    ],
    [
      'en',
      'A little rabbit who won’t go to bed',
      /“No! Not sleepy!”|hid behind the curtain|tower of pillows/,
      'id="room-bedroom"',
    ],
    [
      'fr',
      'Un lapin qui ne veut pas aller au lit',
      /«\sNon\s!\sPas sommeil\s!|derrière le rideau|tour d’oreillers/u,
      'id="room-bedroom"',
    ],
    ['en', 'Tom refuses to eat his vegetables', /“No! Yuck!”|under a napkin|little soldiers/, 'broccoli'],
    [
      'fr',
      'Léo ne veut pas manger ses légumes',
      /«\sNon\s!\sBeurk\s!|sous une serviette|petits soldats/u,
      'broccoli',
    ],
    [
      'en',
      'A princess who does not want to be rescued',
      /“No, thank you!”|don’t need rescuing|Not today!/,
      'dragon',
    ],
    [
      'fr',
      'Une princesse qui ne veut pas être sauvée',
      /«\sNon, merci\s!|Pas besoin qu’on vienne|Pas aujourd’hui\s!/u,
      'dragon',
    ],
  ] as const)(
    '%s: %s — the refusal said, what it costs, the turn, the things drawn',
    async (language, description, no, drawn) => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
      const texts = plan.pages.map((p) => p.text);
      const text = texts.join(' ');
      expect(text).toMatch(no);
      // Not the old quest (a kite, a search) nor the refused deed read as a wish.
      expect(text).not.toMatch(/kite|cerf-volant|search|cherch|to be rescued|être sauvée/i);
      expect(new Set(texts).size).toBe(texts.length);
      expect(text).not.toContain(description);
      const turn = plan.pages.findIndex((p) => (p.hints as { beat?: string }).beat === 'turn');
      expect(turn).toBeGreaterThan(0);
      // The refused thing (or, for bed, the bedroom with its bed: no second bed on the floor).
      const svg = await drawPlanPage(plan, 'story-book', turn, 300);
      expect(svg).toContain(drawn.startsWith('id=') ? drawn : `data-icon="${drawn}"`);
    },
  );
});
