import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A sleepy bunny says goodnight to the farm animals' as a coloring book printed the farm group's
 * stock captions ("Color the pig rolling in the mud!"): the goodnight round was lost. Each page now
 * says goodnight to the round's next thing, drawn beside the hero, and the last to the moon.
 */
describe('a goodnight round as a coloring book', () => {
  it.each([
    [
      'en',
      'A sleepy bunny says goodnight to the farm animals',
      /^Color Pip .*goodnight/,
      /\bthe (cow|hens|pig|horse|sheep)\b/,
    ],
    [
      'fr',
      'Un petit lapin dit bonne nuit aux animaux de la ferme',
      /^Colorie Pip qui .*bonne nuit/,
      /(à la vache|aux poules|au cochon|au cheval|aux moutons)\b/,
    ],
  ] as [Language, string, RegExp, RegExp][])('%s: %s', async (language, description, says, thing) => {
    const plan = await planStory({ type: 'coloring', language, description, pages: 6 });
    const texts = plan.pages.map((p) => p.text ?? '');
    expect(texts.join(' ')).not.toMatch(/mud|boue/);
    expect(new Set(texts).size).toBe(texts.length);
    plan.pages.slice(0, -1).forEach((page, i) => {
      expect(page.text).toMatch(says);
      expect(page.text).toMatch(thing);
      const icon = (page.hints?.subjects as string[] | undefined)?.[0];
      expect(icon).toBeTruthy();
      expect(drawPlanPage(plan, 'coloring', i, 600, page, true)).toContain(`data-icon="${icon}"`);
    });
    expect(texts.at(-1)).toMatch(language === 'en' ? /goodnight to the moon/ : /bonne nuit à la lune/);
  });
});
