import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

const placeOf = (p: { hints?: unknown }) => (p.hints as { place?: string }).place ?? '';
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];

/**
 * « Léo a peur de l’eau et apprend à nager avec papa » was a generic fear arc at the library, the top
 * of the hill, the park and the garden (« À la bibliothèque, Léo fit un tout petit pas vers l’eau »)
 * and no water was ever drawn. Learning to swim is its own arc at the swimming pool: the swim bag and
 * armbands, the shallow end, the splash, bubbles, floating with the helper's hands under, the float
 * board, the helper letting go and the child swimming alone at the turn, a badge at the end.
 */
describe('learning to swim', () => {
  it.each([
    [
      'fr',
      'Léo a peur de l’eau et apprend à nager avec papa',
      'Papa',
      /brassards/,
      /bulles/,
      /Léo savait nager/,
    ],
    [
      'en',
      'Mia is afraid of the water and learns to swim with Mum',
      'Mum',
      /armbands/,
      /bubbles/,
      /Mia could swim/,
    ],
    ['en', 'Tom learns to swim', 'the swimming teacher', /armbands/, /bubbles/, /Tom could swim/],
    ['fr', 'Zoé prend des leçons de natation', 'la monitrice', /brassards/, /bulles/, /Zoé savait nager/],
  ] as const)('%s: %s', async (language: Language, description, helper, armbands, bubbles, swims) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type: 'story-book', language, description, pages });
      expect(book.pages).toHaveLength(pages);
      const text = book.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(/library|bibliothèque|hill|colline|the park|au parc/);
      expect(text).toMatch(armbands);
      expect(text).toMatch(bubbles);
      expect(text).toMatch(new RegExp(helper, 'i'));
      // Every middle page and the turn at the swimming pool, drawn there.
      for (const p of book.pages.slice(2, -1)) expect(placeOf(p)).toMatch(/swimming pool/);
      const turn = book.pages.at(-2);
      expect(turn?.text).toMatch(swims);
      expect(book.pages.at(-1)?.text).toMatch(/badge/);
      expect(subjectsOf(book.pages.at(-1) ?? {})).toContain('sports-medal');
      // The float (armbands, the board) is drawn where the words name it.
      for (const p of book.pages.filter((x) => /armband|brassard|float board|planche/.test(x.text)))
        expect(subjectsOf(p)).toContain('ring-buoy');
      // The swimming teacher, with no Dad or Mum in the idea, is drawn where named.
      if (/teacher|monitrice/.test(helper))
        for (const p of book.pages.filter((x) => x.text.toLowerCase().includes(helper)))
          expect(subjectsOf(p)).toContain('teacher');
    }
  });

  it.each([
    ['en', 'A little bear learns to swim', /lake/],
    ['fr', 'Un petit chat apprend à nager', /lake/],
    ['en', 'Zoé learns to swim at the beach', /beach/],
  ] as const)('%s: %s is learnt at its own water', async (language, description, water) => {
    const book = await planStory({ type: 'story-book', language, description, pages: 12 });
    for (const p of book.pages.slice(2, -1)) expect(placeOf(p)).toMatch(water);
    expect(book.pages.at(-1)?.text).toMatch(/jumped in with a happy splash|sauta dans l’eau/);
    expect(book.pages.map((p) => p.text).join(' ')).toMatch(/armbands|brassards/);
  });
});
