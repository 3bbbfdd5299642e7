import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Review (issue 14): 'A sleepy moon says goodnight to the children of the world' made "Camille, a
 * child" the hero, saying goodnight to the garden's cat at Maple Lane. Now the moon is the hero, drawn
 * as our moon with a face (and no second moon in its sky): it rises at dusk and floats over the big
 * city, the farm, the sea, the snowy north, the desert…, saying goodnight to a child at each — drawn
 * below it, children of every skin tone — and to each place's own night; a little boy afraid of the
 * dark sleeps by its light at the turn; at dawn the moon goes to bed.
 */
describe('the moon says goodnight to the children of the world', () => {
  it.each([
    ['A sleepy moon says goodnight to the children of the world', 'en', 'story-book', 12],
    ['A sleepy moon says goodnight to the children of the world', 'en', 'bedtime-books', 50],
    ['La lune dit bonne nuit aux enfants du monde entier', 'fr', 'bedtime-books', 12],
    ['Une vieille lune endormie souhaite bonne nuit aux enfants du monde', 'fr', 'story-book', 24],
  ] as const)('%s (%s, %s, %s pages)', async (description, language, type, pages) => {
    const plan = await planStory({ type, description, language: language as Language, pages });
    const en = language === 'en';
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(plan.character.figure?.id).toBe('moon');
    expect(text).not.toMatch(/Maple|Érables|garden|jardin/);
    expect(plan.pages[0].text).toMatch(en ? /High above the world there lived a moon/ : /vivait une lune/);
    const middle = plan.pages.slice(2, -2);
    // A child or the place's own night on every middle page, named and drawn.
    for (const p of middle) {
      expect(p.text).toMatch(en ? /^Over the |over the / : /[Aa]u-dessus d/);
      expect(((p.hints?.subjects ?? []) as string[]).length).toBeGreaterThan(0);
    }
    const kids = middle.filter((p) => /little (girl|boy)|petite fille|petit garçon/.test(p.text));
    expect(kids.length).toBeGreaterThanOrEqual(Math.min(8, middle.length / 2));
    for (const p of kids) {
      expect(((p.hints?.subjects ?? []) as string[]).some((s) => /^(girl|boy)/.test(s))).toBe(true);
      expect(p.alt).toMatch(en ? /with a little (girl|boy)/ : /avec (une petite fille|un petit garçon)/);
    }
    // Children of the world, not one child: several skin tones.
    const tones = new Set(
      kids.flatMap((p) => ((p.hints?.subjects ?? []) as string[]).filter((s) => /^(girl|boy)/.test(s))),
    );
    expect(tones.size).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(en ? /desert/ : /désert/);
    expect(plan.pages.at(-2)?.text).toMatch(en ? /afraid of the dark/ : /peur du noir/);
    expect(plan.pages.at(-1)?.text).toMatch(en ? /my turn to sleep/ : /mon tour de dormir/);
    // No sentence twice, even in 50 pages.
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(sentences.length - new Set(sentences).size).toBe(0);
    for (const p of plan.pages) expect(p.alt).toMatch(en ? /a moon/ : /une lune/);
  });

  it('draws the moon as the hero, and no other moon in its night sky', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'A sleepy moon says goodnight to the children of the world',
      language: 'en',
      pages: 12,
    });
    for (const i of [2, 5, 8]) {
      const svg = String(await drawPlanPage(plan, 'story-book', i));
      expect(svg).toContain('data-figure="moon"');
      expect(svg).not.toMatch(/data-icon="(crescent|full)-moon"/);
    }
  });
});
