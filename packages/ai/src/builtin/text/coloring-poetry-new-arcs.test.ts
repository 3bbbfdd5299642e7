import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: the arcs added today printed the coloring theme's stock captions ("Color Mia, who finds the
 * magic wand in the enchanted forest!") and sang stock couplets at Maple Lane and the library. Now each
 * arc's coloring book captions its own scenes and its poem sings its own couplets, none twice.
 */
type Arc = [description: string, lang: Language, drawn: RegExp, sung: RegExp];
const ARCS: Arc[] = [
  ['Une petite sorcière rate toutes ses potions', 'fr', /grimoire|chaudron|bocal/, /chaudron|potion/],
  ['A little witch whose potions always go wrong', 'en', /spell book|cauldron|jar/, /cauldron|potion/],
  ['A robot who wants to learn how to dance', 'en', /music|dance teacher|mirror|stage/, /danc|music/],
  ['Un petit robot veut apprendre à danser', 'fr', /musique|professeure|miroir|scène/, /danse|musique/],
  ['A baby elephant goes to bed', 'en', /bath|teddy|story|tooth|bed/, /bath|bubble|teddy|story|bed/],
  ['A bear wanders into the village', 'en', /bread|basket|apple|honey|village/, /village|bread|honey/],
  ['Un ours entre dans le village', 'fr', /pain|panier|pomme|miel|village/, /village|pain|miel/],
  ['Un petit lapin va se coucher', 'fr', /bain|doudou|histoire|dents|lit/, /bain|mousse|doudou|histoire|lit/],
];
const STOCK =
  /clouds away|magic wand|baguette magique|fairy|fée|library|bibliothèque|Maple Lane|allée des Érables/i;

describe('coloring books and poems of the new arcs', () => {
  it.each(ARCS)('colors its own scenes: %s', async (description, language, drawn) => {
    const plan = await planStory({ type: 'coloring', description, language, pages: 12 });
    for (const p of plan.pages) {
      expect(p.text).not.toMatch(STOCK);
      expect(p.alt).not.toMatch(STOCK);
    }
    const named = plan.pages.filter((p) => drawn.test(p.text));
    expect(named.length).toBeGreaterThanOrEqual(4);
    expect(new Set(plan.pages.map((p) => p.text)).size).toBe(12);
  });

  it.each(ARCS)('sings its own couplets: %s', async (description, language, _drawn, sung) => {
    const plan = await planStory({ type: 'poetry-rhymes', description, language, pages: 24 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).not.toMatch(STOCK);
    expect(plan.pages.filter((p) => sung.test(p.text)).length).toBeGreaterThanOrEqual(5);
    const lines = plan.pages.flatMap((p) => p.text.split('\n'));
    expect(lines.length - new Set(lines).size).toBe(0);
    for (const p of plan.pages) expect(p.hints?.place ?? '').not.toMatch(STOCK);
  });
});
