import type { BookType, Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "A little owl who is afraid of the dark", « Une petite chouette qui a peur du noir »: the owl
 * "counted slowly to five in the garden" and "sang a brave little song at the library", by day.
 * Now one night at its old oak and round it: the noises that are friends (hedgehog, frog), the
 * shadows that are only branches, Mum's hug, and the sky full of stars at the turn.
 */
const FRIENDS: [RegExp, string][] = [
  [/hedgehog|hérisson/i, 'hedgehog'],
  [/frog|grenouille/i, 'frog'],
  [/\bbat\b|chauve-souris/i, 'bat'],
];
const TOWN = /garden|library|\bpark\b|top of the hill|jardin|bibliothèque|\bparc\b|colline/i;

describe('an owl afraid of the dark has its night in the forest (goal-dark-wild)', () => {
  it.each([
    ['en', 'A little owl who is afraid of the dark', /hedgehog|frog/, /stars/, /Mum/],
    ['fr', 'Une petite chouette qui a peur du noir', /hérisson|grenouille/, /étoiles/, /Maman/],
  ] as [Language, string, RegExp, RegExp, RegExp][])(
    '%s: %s',
    async (language, description, friend, stars, mum) => {
      for (const [type, pages] of [
        ['story-book', 12],
        ['bedtime-books', 12],
        ['story-book', 24],
        ['story-book', 4],
      ] as [BookType, number][]) {
        const plan = await planStory({ type, language, description, pages });
        const tag = `${type} ${pages}`;
        for (const [i, p] of plan.pages.entries()) {
          expect(p.hints?.mood, `${tag} p${i + 1}`).toBe('night');
          expect(p.text, `${tag} p${i + 1}`).not.toMatch(TOWN);
          expect(String(p.hints?.place), `${tag} p${i + 1}`).toMatch(/in the forest/);
        }
        // The turn: the sky full of stars.
        expect(plan.pages.at(-2)?.text, tag).toMatch(stars);
        if (pages < 12) continue;
        const all = plan.pages.map((p) => p.text).join(' ');
        expect(all, tag).toMatch(friend);
        expect(all, tag).toMatch(mum);
        // The night's friends a page names are drawn on it, the frog by the stream.
        for (const [i, p] of plan.pages.entries()) {
          const drawn = (p.hints?.subjects as string[] | undefined) ?? [];
          for (const [re, icon] of FRIENDS)
            if (re.test(p.text)) expect(drawn, `${tag} p${i + 1}`).toContain(icon);
          if (/Croak|Croâ/.test(p.text)) expect(String(p.hints?.place), tag).toMatch(/stream/);
        }
      }
    },
  );

  it('a child afraid of the dark keeps the house at night', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A little girl who is afraid of the dark',
      pages: 12,
    });
    expect(plan.pages.every((p) => /at home/.test(String(p.hints?.place)))).toBe(true);
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/hedgehog|Croak/);
  });
});
