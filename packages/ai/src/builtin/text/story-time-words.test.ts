import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';

/** Issue 14: an evening or night story does not turn with "But one day" / « Mais un jour ». */
const text = async (description: string, language: Language, type = 'story-book', title = 'Title') =>
  (
    await planBuiltinStory({
      type,
      language,
      title,
      description,
      pages: 8,
      author: 'Test',
    } as Parameters<typeof planBuiltinStory>[0])
  ).pages
    .map((p) => p.text)
    .join(' ');

const DAY_EN = /\bone day\b|today is the day/i;
const DAY_FR = /\bun jour\b|aujourd’hui/i;

describe('day-bound connectives agree with the story’s time', () => {
  // Several titles: the seed picks the goal template, so both "lost" templates are met.
  const titles = ['A', 'B', 'C', 'D', 'E', 'F'];
  it.each([
    ['One night, a fox lost his red kite in the forest', 'en', 'story-book', DAY_EN],
    ['One evening, a girl called Mia lost her teddy bear in the garden', 'en', 'story-book', DAY_EN],
    ['A little bear lost his blanket', 'en', 'bedtime-books', DAY_EN],
    ['Par une nuit étoilée, un chat a perdu sa balle dans la forêt', 'fr', 'story-book', DAY_FR],
    ['Un soir, une souris a perdu son livre au jardin', 'fr', 'story-book', DAY_FR],
    ['Un petit ours a perdu sa couverture', 'fr', 'bedtime-books', DAY_FR],
  ] as const)('%s', async (description, lang, type, day) => {
    for (const title of titles) expect(await text(description, lang, type, title)).not.toMatch(day);
  });

  it('a daytime story still says "one day" somewhere across seeds', async () => {
    const all = await Promise.all(
      titles.map((t) => text('A fox lost his red kite in the park', 'en', 'story-book', t)),
    );
    expect(all.join(' ')).toMatch(/But one day/);
    const night = await Promise.all(
      titles.map((t) => text('One night, a fox lost his red kite in the park', 'en', 'story-book', t)),
    );
    expect(night.join(' ')).toMatch(/But that night/);
  });

  it('a night story’s ending does not say "That evening" / « Ce soir-là »', async () => {
    const en = await Promise.all(
      titles.map((t) => text('One night, a fox lost his red kite in the forest', 'en', 'story-book', t)),
    );
    expect(en.join(' ')).not.toMatch(/(^|\. )That evening,/);
    const fr = await Promise.all(
      titles.map((t) =>
        text('Par une nuit étoilée, un chat a perdu sa balle dans la forêt', 'fr', 'story-book', t),
      ),
    );
    expect(fr.join(' ')).not.toMatch(/(^|\. )Ce soir-là,/);
  });
});
