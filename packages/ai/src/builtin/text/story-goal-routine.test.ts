import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * "A baby elephant goes to bed" was a task "to go to bed" at the top of the hill and the library;
 * « Un petit lapin va se coucher » hunted for a kite. Getting ready for bed is its own story now:
 * the bath, pyjamas, teeth, a story read by Mum or Dad (drawn beside the hero), a goodnight kiss, the
 * light off, asleep in bed — in the bathroom and the bedroom.
 */
const BOOKS = [
  ['en', 'A baby elephant goes to bed', /bath/, /tooth/, /Mum|Dad/, /kiss/, /light/, /fast asleep/],
  ['fr', 'Un petit lapin va se coucher', /bain/, /dent/, /Maman|Papa/, /bisou/, /lumière/, /s’endormit/],
  ['en', 'Teddy gets ready for bed', /bath/, /tooth/, /Mum|Dad/, /kiss/, /light/, /fast asleep/],
] as const;

describe('a bedtime routine: bath, teeth, story, kiss, asleep', () => {
  it.each(BOOKS)('%s: %s', async (language, description, bath, teeth, parent, kiss, light, asleep) => {
    for (const [pages, seed] of [
      [12, 1],
      [12, 2],
      [12, 3],
      [12, 4],
      [24, 1],
    ]) {
      const plan = await planStory({ type: 'bedtime-books', language, description, pages, seed });
      const texts = plan.pages.map((p) => p.text ?? '');
      const all = texts.join('\n');
      expect(all).not.toMatch(/hill|colline|library|bibliothèque|kite|cerf-volant|the job|Everyone cheered/);
      // In order: the bath before teeth, the story before the kiss, asleep at the turn.
      const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
      for (const re of [bath, teeth, kiss, light, asleep]) expect(at(re), `${re}\n${all}`).toBeGreaterThan(0);
      expect(at(bath)).toBeLessThan(at(teeth));
      expect(at(teeth)).toBeLessThan(at(kiss));
      expect(at(asleep)).toBe(pages - 2);
      // Rooms: the bath in the bathroom, the story in the bedroom with the parent drawn and said.
      expect(String(plan.pages[at(bath)].hints?.place)).toMatch(/bathroom/);
      expect(plan.pages[at(bath)].hints?.subjects).toContain('bathtub');
      const story = plan.pages.find((p) => /book|livre/.test(p.text ?? '') && parent.test(p.text ?? ''));
      expect(story, all).toBeDefined();
      expect(String(story?.hints?.place)).toMatch(/bedroom/);
      expect((story?.hints as StoryHints | undefined)?.companion).toMatch(/woman|man/);
      expect(story?.alt).toMatch(parent);
      // Asleep in the bedroom at the end.
      const last = plan.pages[pages - 1];
      expect(String(last.hints?.place)).toMatch(/bedroom/);
      expect((last.hints as StoryHints).asleep).toBe(true);
    }
  });
});
