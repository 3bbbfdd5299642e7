import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * « Le premier jour de Léo à la crèche » was a stock kite hunt; "Mia’s first day at nursery" was the
 * school's day (the classroom, the art room, the school library). Now the little ones' own day: the
 * cuddly toy, goodbye to Mum at the door, the coat peg, the hello song, snack time, the nap room, the
 * sandpit where the friend is made, the carer (« l’auxiliaire ») met and drawn, Mum back at pick-up.
 */
describe('a first day at nursery, daycare, « la crèche »', () => {
  it.each([
    [
      'fr',
      'Le premier jour de Léo à la crèche',
      /premier jour de Léo à la crèche|Bonne première journée à la crèche/,
      /l’auxiliaire/,
    ],
    ['en', 'Mia’s first day at nursery', /first day at nursery/, /the nursery teacher/],
    ['en', 'A first day at daycare', /first day at daycare/, /the carer/],
    ['fr', 'Le premier jour de Jade à la garderie', /la garderie/, /l’auxiliaire/],
  ] as const)('%s: %s', async (language, description, first, carer) => {
    expect(readIdea('Nursery', description, language).goal).toMatchObject({ kind: 'befriend', school: {} });
    for (const pages of [8, 12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).not.toMatch(
        /kite|cerf-volant|library|bibliothèque|classroom|salle de classe|school|école|wise grandmother|grand-mère/,
      );
      expect(text).toMatch(first);
      expect(text).toMatch(/cuddly toy|doudou/);
      expect(text).toMatch(/became friends|play together|inséparables|jouait ensemble/);
      if (pages >= 12) expect(text).toMatch(carer);
      const places = plan.pages.slice(2, -1).map((p) => String(p.hints?.place));
      for (const p of places) expect(p).toMatch(/coat pegs|playroom|snack table|nap room|sandpit/);
      expect(places.some((p) => /sandpit/.test(p))).toBe(true);
      // Mum comes back at pick-up time, or hears all about it at home.
      expect(plan.pages.at(-1)?.text).toMatch(/pick-up|Mum|Maman|l’heure des parents/);
    }
  });

  it('the carer met is drawn and said, not a stock helper', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Le premier jour de Léo à la crèche',
      pages: 12,
    });
    const met = plan.pages.find((p) => /s’accroupit/.test(p.text ?? ''));
    expect(met?.hints?.subjects).toContain('woman-teacher');
    expect(met?.alt).toMatch(/auxiliaire/);
  });

  it('kindergarten and « la maternelle » stay the school’s first day', () => {
    expect(readIdea('School', 'La rentrée de Léa en maternelle', 'fr').goal).not.toMatchObject({
      school: { young: expect.anything() },
    });
    expect(readIdea('School', 'Sam starts kindergarten', 'en').goal).not.toMatchObject({
      school: { young: expect.anything() },
    });
  });

  it.each([
    ['en', 'Mia’s first day at nursery'],
    ['fr', 'Le premier jour de Léo à la crèche'],
  ] as const)('%s: %s, no sentence twice in 4, 12, 24 or 50 pages', async (language, description) => {
    for (const pages of [4, 12, 24, 50]) {
      const plan = await planStory({ type: 'story-book', language, description, pages });
      const sentences = plan.pages.flatMap((p) => splitSentences(p.text ?? ''));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
