import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

type P = { scene: string; speaker: string | null; line: string | null; who?: string };

const comic = async (language: Language, description: string) => {
  const book = await planStory({ type: 'comic-books', language, description, pages: 12, seed: 1 });
  const panels = book.pages.flatMap((p) => (p.hints?.panels as P[] | undefined) ?? []);
  return {
    hero: book.character.name,
    helpers: new Set(panels.filter((p) => p.line && p.who === 'helper').map((p) => p.speaker)),
    scenes: panels.map((p) => p.scene).join(' '),
    drawn: new Set(book.pages.map((p) => p.hints?.helper)),
  };
};

/**
 * 'Tom and Dad build a treehouse' as a comic: the story never meets anyone, yet from its helper page
 * on "a wise grandmother" (the comic theme's stock helper: a robot in space) said "Need a hand?" and
 * "We did it!" in close-ups of her. A story arc's comic talks with the arc's own helper, the companion
 * at the hero's side (Dad, « Papa »), drawn as him; with no companion, the hero talks to themself and
 * no one is drawn (the sweets falling on the town).
 */
describe('a story arc’s comic brings in no stock helper', () => {
  it.each([
    ['en', 'Tom and Dad build a treehouse', 'Dad'],
    ['fr', 'Tom et Papa construisent une cabane dans un arbre', 'Papa'],
  ] as const)('%s: %s speaks with %s', async (language, description, dad) => {
    const { helpers, scenes, drawn } = await comic(language, description);
    expect([...helpers]).toEqual([dad]);
    expect(scenes).not.toMatch(/grandmother|robot/);
    expect([...drawn].filter(Boolean)).toEqual(['man']);
  });

  it.each([
    ['en', 'The day it rained candy'],
    ['fr', 'Le jour où il a plu des bonbons'],
  ] as const)('%s: %s has no helper at all', async (language, description) => {
    const { helpers, scenes, drawn } = await comic(language, description);
    expect([...helpers]).toEqual([]);
    expect(scenes).not.toMatch(/grandmother|robot/);
    expect([...drawn]).toEqual(['']);
  });
});
