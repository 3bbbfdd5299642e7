import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14 review: 'A fox and a rabbit build a treehouse' drew Dad, who saws the plank, as a plain man
 * beside the fox, and the alt text left him out; the camping fox's Dad, drawn as a big fox, was "Milo’s
 * dad" or nothing in the alt. An animal hero's grown-up is a bigger one of its kind, said so in the
 * alt; a child's stays a man.
 */
const scaleOf = (svg: string, tag: RegExp) => {
  const m = new RegExp(
    `${tag.source}[^>]*transform="translate\\([-\\d.]+ [-\\d.]+\\) scale\\((-?[\\d.]+)`,
  ).exec(svg);
  return Math.abs(Number(m?.[1]));
};
const plan = (language: 'en' | 'fr', description: string, pages = 8) =>
  planStory({ type: 'story-book', description, language, pages });

describe('an animal hero’s grown-ups are of its kind, in the picture and the alt (issue 14)', () => {
  it.each([
    ['en', 'A fox and a rabbit build a treehouse', /\bDad\b/, 'Dad, a big fox'],
    [
      'fr',
      'Un renard et un lapin construisent une cabane dans un arbre',
      /\bPapa\b/,
      'Papa, un grand renard',
    ],
  ] as const)('%s: %s — Dad lends a hand as a big fox', async (language, description, dad, said) => {
    const book = await plan(language, description);
    const i = book.pages.findIndex((p) => dad.test(p.text));
    expect(i, 'a page where Dad helps').toBeGreaterThan(0);
    const svg = drawPlanPage(book, 'story-book', i);
    expect(svg).toContain('data-figure="kin" data-kin="fox" data-icon="man"');
    expect(svg).not.toContain('data-figure="helper" data-icon="man"');
    expect(scaleOf(svg, /data-figure="kin"/)).toBeGreaterThan(scaleOf(svg, /<g id="hero"/));
    expect(book.pages[i].alt).toContain(said);
  });

  it.each([
    ['en', 'Tom builds a treehouse', /\bDad\b/],
    ['fr', 'Léo construit une cabane dans un arbre', /\bPapa\b/],
  ] as const)('%s: a child’s Dad stays a man (%s)', async (language, description, dad) => {
    const book = await plan(language, description);
    const i = book.pages.findIndex((p) => dad.test(p.text));
    expect(i).toBeGreaterThan(0);
    expect(drawPlanPage(book, 'story-book', i)).toContain('data-figure="helper" data-icon="man"');
    expect(book.pages[i].alt).toContain(language === 'en' ? 'Dad' : 'Papa');
    expect(book.pages[i].alt).not.toMatch(/big|grand /);
  });

  it.each([
    ['en', 'A little fox goes camping with his dad', 'dad, a big fox'],
    ['fr', 'Un petit renard part camper avec son papa', 'papa de ', ', un grand renard'],
    ['en', 'A little fox goes camping', 'Dad, a big fox'],
    ['fr', 'Un petit renard part camper', 'Papa, un grand renard'],
  ] as const)('%s: %s — the alt says Dad is a big fox', async (language, description, ...said) => {
    const book = await plan(language, description);
    for (const page of book.pages.slice(1)) for (const s of said) expect(page.alt).toContain(s);
    expect(drawPlanPage(book, 'story-book', 2)).toContain('data-figure="kin" data-kin="fox" data-icon="man"');
  });
});
