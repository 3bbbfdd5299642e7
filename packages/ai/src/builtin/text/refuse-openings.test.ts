import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * 'Teddy the bear refuses to take a bath' opened "Meet Teddy, a bear who lives in a little house at
 * the end of Maple Lane." drawn in the bathroom. A refusal book opens on its own refusal, in the room
 * it is drawn in: the mud before the bath, the bed, the plate, the toy box.
 */
const CASES = [
  ['en', 'Teddy the bear refuses to take a bath', /mud/, 'the bathroom'],
  ['fr', 'Un petit ours qui ne veut pas prendre son bain', /boue/, 'the bathroom'],
  ['en', 'A little bear who won’t go to bed', /bed|sleep/, 'the bedroom'],
  ['fr', 'Un petit ours qui ne veut pas aller au lit', /lit|dormir/, 'the bedroom'],
  ['en', 'Tom refuses to eat his vegetables', /plate|dinner/, 'kitchen'],
  ['fr', 'Léo ne veut pas manger ses légumes', /assiette|dîner/, 'kitchen'],
  ['en', 'A little bear who will not share his toys', /toy/, 'the playroom'],
  ['fr', 'Un petit ours qui ne veut pas partager ses jouets', /jouets/, 'the playroom'],
] as const;

describe('a refusal book opens on its refusal, not on a house down the lane', () => {
  it.each(CASES)('%s: %s', async (language, description, own, room) => {
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const first = plan.pages[0];
      expect(first.text).not.toMatch(/Maple Lane|Érables|lives in|qui vit (?:dans|au)/);
      expect(first.text).toMatch(own);
      expect((first.hints as { place?: string }).place).toContain(room);
    }
  });
});
