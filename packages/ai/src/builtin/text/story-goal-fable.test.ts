import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: 'A brave little mouse helps a lion' was a lost lion at the Green Park Zoo, with a
 * zookeeper. It is the fable: the lion spares the mouse, who promises help; hunters set a net; the
 * mouse gnaws it open at the turn; the lion is drawn, bigger than the mouse, when it is there.
 */
describe('the lion and the mouse', () => {
  it.each([
    ['en', 'A brave little mouse helps a lion', 8, /one day, I will help you/i, /gnaw/, /zoo|zookeeper/i],
    ['fr', 'Une petite souris aide un lion', 12, /un jour, je t’aiderai/i, /ronger/, /zoo|gardien/i],
    ['en', 'A mouse saves a lion caught in a net', 24, /one day, I will help you/i, /gnaw/, /zoo|zookeeper/i],
  ] as const)('%s: %s (%i pages)', async (language, description, pages, promise, gnaw, zoo) => {
    const plan = await planStory({ type: 'story-book', language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(plan.pages[1].text).toMatch(promise);
    expect(plan.pages.at(-2)?.text).toMatch(gnaw);
    expect(text).not.toMatch(zoo);
    for (const i of [1, pages - 2, pages - 1]) {
      expect(plan.pages[i].hints?.subjects).toContain('lion');
      expect((plan.pages[i].hints?.scales as Record<string, number>)?.lion).toBeGreaterThan(1);
    }
    expect(plan.pages[1].alt).toMatch(/lion/);
    const sentences = splitSentences(text);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('a child helping a lost lion cub is no fable', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Tom helps a lost lion cub',
      pages: 8,
    });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/gnaw/);
  });
});
