import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from './plan-builtin-story';
import type { StoryHints } from './story-light';

const book = (language: 'en' | 'fr', title: string): BookRequest => ({
  title,
  author: 'Ada',
  type: 'story-book',
  description: title,
  pages: 8,
  language,
  trim: '8.5x8.5',
  bleed: true,
  quality: 'standard',
  seed: 7,
});

/**
 * "What does a dentist do?" opened at the town's busy market (the city home's spot), the question
 * "Today … going to find out, at the dentist’s office!" too: the visit opens at the workplace.
 */
describe('a job visit is drawn at the workplace from its first page', () => {
  it.each([
    ['en', 'What does a dentist do?', 'the dentist’s office'],
    ['fr', 'Que fait un dentiste ?', 'au cabinet du dentiste'],
  ] as const)('%s: %s', async (lang, title, office) => {
    const plan = await planBuiltinStory(book(lang, title));
    for (const page of plan.pages.slice(0, 2)) {
      const place = String((page.hints as StoryHints | undefined)?.place ?? '');
      expect(place).not.toMatch(/market/);
      expect(place).toMatch(/doctor|dentist/);
      expect(page.alt).toContain(office);
    }
    for (const page of plan.pages) expect(String((page.hints as StoryHints).place)).not.toMatch(/market/);
  });
});
