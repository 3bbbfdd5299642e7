import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * Issue 14: "Lily's first Christmas" named the hero Noa (a stock name): a capitalised word with 's
 * (or ’s) is someone's name, at the start or anywhere — but "Dragon's quest" and "Monday's child"
 * name no hero, and "Mia rides Santa's sleigh" is Mia's. « Le premier Noël de Lily » already read Lily.
 */
describe('a name that owns something is the hero’s name (read-names)', () => {
  it.each([
    ["Lily's first Christmas", 'en', 'Lily'],
    ['Lily’s first Christmas', 'en', 'Lily'],
    ["Lily's First Christmas", 'en', 'Lily'],
    ["Max's big day", 'en', 'Max'],
    ["The day of Lily's party", 'en', 'Lily'],
    ["Zorp's trip to the moon", 'en', 'Zorp'],
    ["Mia rides Santa's sleigh", 'en', 'Mia'],
    // Santa heading the idea is the hero as the santa kind (text/santa-hero.test.ts), not by the 's.
    ["Santa's sleigh", 'en', 'Santa'],
    ["Dragon's quest", 'en', undefined],
    ["Monday's child", 'en', undefined],
    ['Le premier Noël de Lily', 'fr', 'Lily'],
    ['L’anniversaire de Max', 'fr', 'Max'],
  ] as const)('%s → %s', (description, lang, name) => {
    expect(readIdea('', description, lang).heroName).toBe(name);
  });

  it.each([
    ['en', "Lily's first Christmas"],
    ['fr', 'Le premier Noël de Lily'],
  ] as const)('%s: %s is Lily’s book', async (language, description) => {
    const plan = await planStory({ type: 'holiday', description, language, pages: 12, title: 'T' });
    expect(plan.character.name).toBe('Lily');
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(/\bLily\b/);
    expect(text).not.toMatch(/\b(?:Noa|Pim)\b/);
  });
});
