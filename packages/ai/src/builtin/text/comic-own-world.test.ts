import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

type Panel = { line?: string | null; caption?: string; thought?: string };
/** Everything a reader sees of a page: its text, its alt text and its panels' boxes and bubbles. */
const seen = (p: { text: string; alt?: string; hints?: Record<string, unknown> }) =>
  [
    p.text,
    p.alt ?? '',
    String(p.hints?.place ?? ''),
    ...((p.hints?.panels as Panel[] | undefined) ?? []).flatMap((x) => [
      x.line ?? '',
      x.caption ?? '',
      x.thought ?? '',
    ]),
  ].join(' ');

const SPACE =
  /space station|station spatiale|astronaut|Moon|Lune|comet|comète|red planet|planète rouge|ring of ice|anneau de glace/i;

/**
 * A comic's default theme is space, but an idea that tells its own world keeps it: 'The day it rained
 * candy' made Nova "an astronaut … at the Starlight Space Station", catching sweets "on the quiet Moon"
 * while the text spoke of cars and neighbours "all over town"; 'The new baby sister' came home to an
 * astronaut, and a mouse's party for her friend began « dans la station spatiale ».
 */
describe('a comic tells an idea in its own world, not in the comic’s default space', () => {
  it.each([
    ['en', 'The day it rained candy', /town/],
    ['fr', 'Le jour où il a plu des bonbons', /ville/],
    ['en', 'The new baby sister', /baby/],
    ['fr', 'Léa devient grande sœur', /bébé/],
    ['en', 'Max plans a surprise party for his friend Lily', /Lily/],
    ['fr', 'Une petite souris prépare la fête d’anniversaire de son amie', /anniversaire/],
  ] as const)('%s: %s', async (language: Language, description, story) => {
    const book = await planStory({ type: 'comic-books', language, description, pages: 8, seed: 1 });
    expect(book.pages.map((p) => p.text).join(' ')).toMatch(story);
    // The hero is the idea's (a child, a mouse), drawn and told on Earth: no astronaut, no Moon.
    expect(book.character.figure?.id).not.toBe('astronaut');
    expect(book.character.figure?.theme).not.toBe('space');
    expect(book.character.look).not.toMatch(SPACE);
    for (const [i, page] of book.pages.entries()) expect(seen(page), `page ${i + 1}`).not.toMatch(SPACE);
  });

  it.each([
    ['en', 'A cat looks for its red ball', /Space Station/],
    ['fr', 'Un chat cherche sa balle rouge', /station spatiale/],
  ] as const)('a bare quest keeps the comic’s space (%s)', async (language: Language, description, space) => {
    const book = await planStory({ type: 'comic-books', language, description, pages: 8, seed: 1 });
    expect(book.pages[0].text).toMatch(space);
  });
});
