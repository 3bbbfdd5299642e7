import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "Santa loses his reindeer" was "Meet Santa, a boy" hunting a stock present with the
 * reindeer at his side; « Le père Noël a perdu son renne » was a dad (« père ») named Noa. Santa at the
 * head of the idea is the hero, named so and drawn in his red suit; the reindeer he lost is what he
 * finds again, printed as a reindeer and drawn (the deer icon has antlers).
 */
const CASES = [
  ['en', 'Santa loses his reindeer', 'Santa', /could not find the reindeer/, /the reindeer!/],
  ['fr', 'Le père Noël a perdu son renne', 'Père Noël', /le renne avait disparu/, /le renne\s*!/],
] as const;

describe('Santa is the hero and finds his reindeer (issue 14)', () => {
  it.each(CASES)('%s: %s', async (language, description, name, lost, found) => {
    const facts = readIdea('', description, language);
    expect(facts.heroKind?.id).toBe('santa');
    expect(facts.heroName).toBe(name);
    expect(facts.object?.word.id).toBe('deer');
    expect(facts.lost).toBe(true);
    const plan = await planStory({ type: 'holiday', description, language, pages: 12, title: 'T' });
    expect(plan.character.name).toBe(name);
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/\b(?:boy|garçon|papa|present|cadeau)\b/i);
    expect(text).toMatch(lost);
    const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
    expect(plan.pages[turn].text).toMatch(found);
    const svg = drawPlanPage(plan, 'holiday', turn);
    expect(svg).toContain('data-figure="santa"');
    expect(svg).toContain('data-icon="deer"');
    expect(svg).toContain('#d7263d');
    // The alt text says who he is once: "Santa, a jolly old man in a red suit", not "Santa, a Santa…".
    expect(plan.pages[0].alt).toMatch(/jolly old man in a red suit|vieil homme jovial vêtu d’un habit rouge/);
    expect(plan.pages[0].alt).not.toMatch(/Santa, a Santa|Noël, un père Noël/i);
  });

  it.each([
    ['Mia waits for Santa on Christmas Eve', 'en', 'Mia'],
    ['Deux enfants attendent le père Noël', 'fr', undefined],
    ["Mia rides Santa's sleigh", 'en', 'Mia'],
  ] as const)('Santa met or waited for is not the hero: %s', (description, lang, name) => {
    const facts = readIdea('', description, lang);
    expect(facts.heroKind?.id).not.toBe('santa');
    expect(facts.heroName).toBe(name);
  });
});
