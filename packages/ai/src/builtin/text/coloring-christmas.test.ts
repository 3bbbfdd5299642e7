import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * 'Christmas coloring book with Santa and his reindeer' colored a boy called Santa who "plays with a
 * ball on the frozen lake" and "finds the book in the market square"; the four Christmas stories now
 * color their own scenes in order (coloring-arc-scenes-christmas.ts), the night's at night.
 */
type Case = [description: string, lang: Language, order: RegExp[], drawn: string];
const CASES: Case[] = [
  [
    'Christmas coloring book with Santa and his reindeer',
    'en',
    [/list/, /carrot/, /sleigh bells/, /stockings/, /very last present/],
    'sled',
  ],
  [
    'Un livre de coloriage avec le père Noël et ses rennes',
    'fr',
    [/liste/, /carotte/, /grelots/, /chaussettes/, /tout dernier cadeau/],
    'sled',
  ],
  [
    'Santa’s reindeer gets sick on Christmas Eve',
    'en',
    [/blanket/, /temperature/, /soup/, /sets off/],
    'deer',
  ],
  [
    'Le renne du père Noël tombe malade',
    'fr',
    [/couverture/, /température/, /soupe/, /part en traîneau/],
    'deer',
  ],
  [
    'A little elf who helps Santa make toys',
    'en',
    [/train/, /teddy/, /paints/, /ribbon/, /sleigh/],
    'teddy-bear',
  ],
  [
    'Noël chez mamie avec mon petit frère',
    'fr',
    [/route|neige/, /câlin/, /biscuits/, /s’endort/, /cadeaux/],
    'old-woman',
  ],
];
const STOCK =
  /\bball\b|ballon|bubbles|bulles|picnic|pique-nique|the book|le livre|frozen lake|lac gelé|market|marché|lantern|lanternes/i;

describe('a Christmas coloring book', () => {
  it.each(CASES)('colors its story in order: %s', async (description, language, order, drawn) => {
    const plan = await planStory({ type: 'coloring', description, language, pages: 12 });
    const texts = plan.pages.map((p) => p.text);
    for (const p of plan.pages) expect(`${p.text} ${p.alt}`).not.toMatch(STOCK);
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const subjects = plan.pages.map((p) => (p.hints as { subjects?: string[] })?.subjects ?? []);
    expect(subjects.filter((s) => s.includes(drawn)).length).toBeGreaterThanOrEqual(2);
    expect(new Set(texts).size).toBe(12);
    // The sleigh bells under the moon, the chimneys and the stockings are colored at night.
    for (const p of plan.pages)
      if (/moon|lune|stockings|chaussettes/.test(p.text)) expect(p.hints?.light).toBe('night');
  });

  it('Santa is drawn as himself', async () => {
    const plan = await planStory({
      type: 'coloring',
      description: 'Christmas coloring book with Santa and his reindeer',
      language: 'en',
      pages: 12,
    });
    expect(plan.character.figure?.id).toBe('santa');
  });
});
