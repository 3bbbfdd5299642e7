import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planBuiltinStory } from './plan-builtin-story';
import { splitSentences } from './sentences';

// Issue 14 at 50 pages: an arc whose own lines run out (the elf's toys, the dance lessons, the pigs'
// houses) printed whole pages again; now it says a short line that fits any arc, at a new place first,
// and keeps its turn and ending last.
const IDEAS: [Language, string][] = [
  ['en', 'A hungry caterpillar eats and eats and becomes a butterfly'],
  ['en', 'Halloween night trick or treating with friends'],
  ['en', 'The Easter bunny lost his eggs'],
  ['en', 'A little elf who helps Santa make toys'],
  ['en', 'Santa’s reindeer gets sick on Christmas Eve'],
  ['en', 'Little Red Riding Hood visits her grandmother'],
  ['en', 'The three little pigs'],
  ['en', 'A little tractor who helps on the farm'],
  ['en', 'A superhero kid saves the city'],
  ['en', 'A princess who wants to be a knight'],
  ['en', 'A dragon who cannot breathe fire'],
  ['en', 'A robot who wants to learn how to dance'],
  ['en', 'A bunny who loves carrots grows the biggest carrot in the village'],
  ['fr', 'Une chenille affamée mange et mange et devient un papillon'],
  ['fr', 'Halloween, la nuit des bonbons avec des amis'],
  ['fr', 'Le lapin de Pâques a perdu ses œufs'],
  ['fr', 'Un petit lutin qui aide le Père Noël à fabriquer des jouets'],
  ['fr', 'Le renne du Père Noël tombe malade la veille de Noël'],
  ['fr', 'Le petit chaperon rouge va chez sa grand-mère'],
  ['fr', 'Les trois petits cochons'],
  ['fr', 'Un petit tracteur qui aide à la ferme'],
  ['fr', 'Un enfant super-héros sauve la ville'],
  ['fr', 'Une princesse qui veut devenir chevalière'],
  ['fr', 'Un dragon qui ne sait pas cracher du feu'],
  ['fr', 'Un robot qui veut apprendre à danser'],
  ['fr', 'Un lapin qui adore les carottes fait pousser la plus grosse carotte du village'],
];

const plan = (language: Language, description: string) =>
  planBuiltinStory({
    title: 'T',
    author: 'A',
    type: 'story-book',
    description,
    pages: 50,
    language,
    trim: '8x8',
    bleed: false,
    quality: 'standard',
  });

describe('a long book never prints an arc’s line twice', () => {
  it.each(IDEAS)('%s: %s at 50 pages', async (language, description) => {
    const { pages } = await plan(language, description);
    expect(pages).toHaveLength(50);
    const seen = new Map<string, number>();
    for (const p of pages)
      for (const s of splitSentences(p.text.replace(/\n+/g, ' '))) seen.set(s, (seen.get(s) ?? 0) + 1);
    const repeated = [...seen].filter(([, n]) => n > 1).map(([s, n]) => `${n}× ${s}`);
    expect(repeated).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(40);
    expect(new Set(pages.map((p) => p.text)).size).toBe(50);
    // The turn and the ending stay last, each a page of its own.
    expect(pages.map((p) => p.hints?.beat).slice(-2)).toEqual(['turn', 'ending']);
    expect(pages.every((p) => p.text.trim().length > 0)).toBe(true);
  });
});
