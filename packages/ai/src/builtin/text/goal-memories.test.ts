import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "Grandpa tells stories about when he was a boy" made "Milo, a grandfather" the hero of a hunt:
 * "Milo had one big wish: to find a kite" (« un grand projet pour la journée : étaire petit »). Now
 * the grandchild listens on a rainy day: one memory a page at its own place, the grandparent drawn
 * there as a child with the memory's thing, a keepsake at the turn, bed at the end (goal-memories.ts).
 */
const STOCK =
  /kite|cerf-volant|big wish|big plan|grand projet|étaire|a grandfather|a grandmother|un grand-père nommé/i;

const noRepeat = (texts: string[]) => {
  const sentences = texts.flatMap(splitSentences);
  expect(new Set(sentences).size).toBe(sentences.length);
};

describe('a grandparent’s stories of long ago', () => {
  it.each([
    [
      'en',
      'Grandpa tells stories about when he was a boy',
      'old-man',
      'boy-grandpa',
      /Grandpa as a boy/,
      /Grandpa/,
    ],
    [
      'en',
      'Grandma’s stories from when she was little',
      'old-woman',
      'girl-grandma',
      /Grandma as a girl/,
      /Grandma/,
    ],
    ['en', 'Nana tells me about the old days', 'old-woman', 'girl-grandma', /Nana as a girl/, /Nana/],
    ['fr', 'Papi raconte quand il était petit', 'old-man', 'boy-grandpa', /Papi enfant/, /Papi/],
    [
      'fr',
      'les histoires de mamie quand elle était petite',
      'old-woman',
      'girl-grandma',
      /Mamie enfant/,
      /Mamie/,
    ],
    ['fr', 'Papy raconte son enfance', 'old-man', 'boy-grandpa', /Papy enfant/, /Papy/],
  ] as const)('%s: %s', async (language, description, now, then, young, teller) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      expect(plan.pages).toHaveLength(pages);
      expect(texts.join('\n')).not.toMatch(STOCK);
      // The grandchild is the hero, never the teller.
      expect(plan.character.name).not.toMatch(teller);
      // The rainy afternoon and the album, the grandparent beside the child.
      expect(texts[1]).toMatch(/album/);
      expect(plan.pages[1].hints?.subjects).toContain(now);
      // The memories: the grandparent as a child, at several places of their own.
      const memories = plan.pages.filter((p) => ((p.hints?.subjects ?? []) as string[]).includes(then));
      expect(memories.length).toBeGreaterThanOrEqual(pages === 12 ? 5 : 10);
      for (const p of memories) expect(p.alt).toMatch(young);
      expect(new Set(memories.map((p) => p.hints?.place)).size).toBeGreaterThanOrEqual(5);
      // The keepsake given at the turn, bed at the end.
      expect(texts.at(-2)).toMatch(/medal|yo-yo|teddy|médaille|ours en peluche/);
      expect(plan.pages.at(-2)?.hints?.subjects).toContain(now);
      expect(plan.pages.at(-1)?.hints?.asleep).toBe(true);
      expect(texts.at(-1)).toMatch(teller);
      // « dit-il », never « dit il »; « toute petite » for a grandmother.
      expect(texts.join('\n')).not.toMatch(/dit (?:il|elle)\b|tout petite|\b(?:il|elle) said/);
      noRepeat(texts);
    }
  });

  it.each([
    ['en', 'Grandpa tells stories about when he was a boy', /asleep/],
    ['fr', 'Papi raconte quand il était petit', /endorm|ferma les yeux/],
  ] as const)('a bedtime book ends asleep (%s)', async (language, description, asleep) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages: 12 });
    expect(plan.pages.at(-1)?.text).toMatch(asleep);
    expect(plan.pages.at(-1)?.hints?.asleep).toBe(true);
    expect(plan.pages.map((p) => p.text).join('\n')).not.toMatch(STOCK);
  });

  it.each([
    ['en', 'Grandpa tells stories about when he was a boy', /Grandpa as a child on an old red bicycle/],
    ['fr', 'les histoires de mamie quand elle était petite', /Mamie enfant sur un vieux vélo rouge/],
  ] as const)('a coloring book colors the memories (%s)', async (language, description, bicycle) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(bicycle);
    expect(text).not.toMatch(/magic wand|baguette magique/);
  });
});
