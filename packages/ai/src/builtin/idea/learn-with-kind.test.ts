import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * "Learn the colours with a chameleon" made its hero "a bunny" (« un garçon » in French) and drew no
 * chameleon: "with a chameleon" was read as a companion of a stock hero. In a learning book the one
 * the child learns with is the hero (learn-with-kind.ts), and the chameleon takes each page's colour.
 */
const skin = (svg: string) => /data-skin="(#[0-9a-f]{6})"/.exec(svg.slice(svg.indexOf('<g id="hero"')))?.[1];

describe('learning with an animal', () => {
  it.each([
    ['en', 'Learn the colours with a chameleon', 'learning-books', /chameleon/],
    ['fr', 'Apprendre les couleurs avec un caméléon', 'learning-books', /caméléon/],
    ['en', 'Learn to count with a little fox', 'educational-workbooks', /fox/],
  ] as const)('%s: %s', async (language, description, type, kind) => {
    const plan = await planStory({ type, description, title: description, language: language as Language });
    expect(plan.character.look).toMatch(kind);
    expect(plan.character.look).not.toMatch(/bunny|boy|girl|garçon|fille|lapin/);
  });

  it('keeps Pip the penguin, and a child who learns with Grandpa', async () => {
    const pip = await planStory({
      type: 'learning-books',
      description: 'Learn to count with Pip the penguin',
      title: 'Learn to count with Pip the penguin',
    });
    expect(pip.character.figure?.id).toBe('penguin');
    expect(pip.pages.map((p) => p.text).join(' ')).toMatch(/\bPip\b/);
    const grandpa = await planStory({
      type: 'learning-books',
      description: 'Learn the colours with Grandpa',
    });
    expect(grandpa.character.look).not.toMatch(/grandfather|grandpa/i);
  });

  it('a story with a chameleon keeps its hero', async () => {
    const plan = await planStory({
      type: 'story-book',
      description: 'A girl goes to the zoo with a chameleon',
    });
    expect(plan.character.look).not.toMatch(/chameleon/);
  });

  it('draws the chameleon in the colour of the page', async () => {
    const plan = await planStory({
      type: 'learning-books',
      description: 'Learn the colours with a chameleon',
      pages: 6,
    });
    const skins = plan.pages.map((_, i) => skin(drawPlanPage(plan, 'learning-books', i)));
    expect(plan.pages[0].text).toMatch(/^Red/);
    expect(skins[0]).toBe('#e63946');
    expect(plan.pages[2].text).toMatch(/^Yellow/);
    expect(skins[2]).toBe('#ffd60a');
    expect(new Set(skins).size).toBeGreaterThanOrEqual(5);
  });
});
