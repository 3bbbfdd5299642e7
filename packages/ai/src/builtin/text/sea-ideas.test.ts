import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Ocean ideas that were clearly wrong: 'A dolphin who lost his pod' lost a pea pod (the key object,
 * drawn as a pea pod) and « Un dauphin qui a perdu sa famille » hunted the stock pearl; 'The octopus
 * who wanted to paint' hunted the pearl too. The dolphin's pod is its family, found again with Mum
 * (read-goal-reunite.ts), without hands to hold under the sea; the octopus learns to paint, its palette
 * drawn (read-goal-brave.ts).
 */
const subjectsOf = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];

describe('ocean ideas', () => {
  it.each([
    ['en', 'A dolphin who lost his pod', /Mum/],
    ['fr', 'Un dauphin qui a perdu sa famille', /Maman/],
  ] as const)('%s: %s finds Mum again under the sea', async (language, description, mum) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type: 'ocean-animals', language, description, pages });
      const text = book.pages.map((p) => p.text).join(' ');
      expect(text).not.toMatch(/pearl|perle|\bpod\b|cosse/i);
      expect(book.pages.flatMap(subjectsOf)).not.toContain('pea-pod');
      expect(book.pages[pages - 2].text).toMatch(mum);
      // No hand held, no arms run into, no scarf dropped under the sea.
      expect(text).not.toMatch(
        /\bhands?\b|\barms\b|scarf|glove|main dans la main|dans les bras|écharpe|le gant/i,
      );
    }
  });

  it('keeps a child who looks for Mum in the park holding her hand', async () => {
    const book = await planStory({
      type: 'story-book',
      description: 'Tom looks for his mum in the park',
      pages: 24,
    });
    expect(book.pages.map((p) => p.text).join(' ')).toMatch(/\bhand\b|\barms\b|scarf|glove/);
  });

  it.each([
    ['en', 'The octopus who wanted to paint', /paint at last/],
    ['fr', 'La pieuvre qui voulait peindre', /peindre/],
  ] as const)('%s: %s learns to paint', async (language, description, paints) => {
    const book = await planStory({ type: 'ocean-animals', language, description, pages: 12 });
    const texts = book.pages.map((p) => p.text);
    expect(texts.join(' ')).not.toMatch(/pearl|perle/i);
    expect(texts[10]).toMatch(paints);
    expect(book.pages.filter((p) => subjectsOf(p).includes('artist-palette')).length).toBeGreaterThan(4);
  });
});
