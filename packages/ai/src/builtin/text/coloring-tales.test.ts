import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: a fairy tale's coloring book printed the fairyland's stock pages ("Color Little Red Riding
 * Hood, who finds the magic wand in the castle tower!"); now it colors the tale's scenes in order, the
 * tale's characters drawn beside the hero.
 */
type Tale = [description: string, lang: Language, order: RegExp[], drawn: string];
const TALES: Tale[] = [
  [
    'Little Red Riding Hood',
    'en',
    [/basket/, /wolf/, /flowers/, /nightcap/, /woodcutter/, /hugs Grandma/],
    'wolf',
  ],
  [
    'Le petit chaperon rouge',
    'fr',
    [/panier/, /loup/, /fleurs/, /bonnet/, /bûcheron/, /serre Mère-Grand/],
    'wolf',
  ],
  [
    'The three little pigs',
    'en',
    [/straw/, /sticks/, /bricks/, /straw flies/, /sticks tumble/, /SPLASH/],
    'wolf',
  ],
  [
    'Les trois petits cochons',
    'fr',
    [/paille/, /bâtons/, /briques/, /paille s’envole/, /bâtons dégringolent/, /PLOUF/],
    'wolf',
  ],
  ['Goldilocks and the three bears', 'en', [/porridge/, /chair/, /bed/, /three bears/, /sorry/], 'bear'],
  ['Boucle d’or et les trois ours', 'fr', [/bouillie/, /chaise/, /lit/, /trois ours/, /pardon/], 'bear'],
];
const STOCK = /magic wand|baguette magique|castle|château|rainbow|arc-en-ciel|dragon|Maple Lane|Érables/i;

describe('a fairy tale’s coloring book', () => {
  it.each(TALES)('colors the tale in order: %s', async (description, language, order, drawn) => {
    const plan = await planStory({ type: 'coloring', description, language, pages: 12 });
    const texts = plan.pages.map((p) => p.text);
    for (const p of plan.pages) expect(`${p.text} ${p.alt} ${p.hints?.place}`).not.toMatch(STOCK);
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(
      plan.pages.filter((p) => ((p.hints as { subjects?: string[] })?.subjects ?? []).includes(drawn)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(new Set(texts).size).toBe(12);
  });
});
