import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: a fairy tale's poem (« Les trois petits cochons ») sang the stock couplets at Maple Lane and
 * the library ("À la bibliothèque, le petit cochon fait coucou"); now its 24 couplets tell the tale in
 * order at the tale's own places, none twice.
 */
type Tale = [description: string, lang: Language, order: RegExp[]];
const TALES: Tale[] = [
  [
    'Little Red Riding Hood',
    'en',
    [/cake/, /wolf came out/, /flowers/, /big ears/, /woodcutter/, /Out of the wardrobe/],
  ],
  [
    'Le petit chaperon rouge',
    'fr',
    [/galette/, /grand loup rusé/, /fleurs/, /grandes oreilles/, /bûcheron/, /De l’armoire/],
  ],
  [
    'The three little pigs',
    'en',
    [/straw/, /sticks/, /bricks/, /straw flew/, /down came the sticks/, /SPLASH/],
  ],
  [
    'Les trois petits cochons',
    'fr',
    [/paille/, /bâtons/, /briques/, /paille s’envole/, /bâtons dégringolent/, /PLOUF/],
  ],
  [
    'Goldilocks and the three bears',
    'en',
    [/porridge/, /chairs/, /beds/, /my porridge/, /three bears were there/i, /sorry/],
  ],
  [
    'Boucle d’or et les trois ours',
    'fr',
    [/bouillie/, /chaises/, /lits/, /ma bouillie/, /trois ours la regardent/i, /Pardon/],
  ],
];
const STOCK = /Maple Lane|Érables|library|bibliothèque|the park|au parc|magic wand|baguette/i;

describe('a fairy tale’s poem', () => {
  it.each(TALES)('sings the tale in order: %s', async (description, language, order) => {
    const plan = await planStory({ type: 'poetry-rhymes', description, language, pages: 24 });
    const texts = plan.pages.map((p) => p.text);
    for (const p of plan.pages) expect(`${p.text} ${p.alt} ${p.hints?.place}`).not.toMatch(STOCK);
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const lines = texts.flatMap((t) => t.split('\n'));
    expect(lines.length - new Set(lines).size).toBe(0);
  });
});
