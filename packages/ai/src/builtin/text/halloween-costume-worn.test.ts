import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import type { StoryHints } from './story-light';

/**
 * 'Halloween night trick or treating dressed as a ghost' drew the costume beside the child as an
 * icon (a ghost standing there as if met), never worn. Now from the page the child pulls it on to
 * the last, the child wears it (StoryHints.wears → pictures/costume-worn.ts): a ghost's sheet, a
 * witch's hat, a pirate's hat; the icon is not drawn beside, and the alt says "dressed as a ghost",
 * « déguisée en sorcière ».
 */
const CASES: [Language, string, string, string, RegExp, string | undefined][] = [
  [
    'en',
    'Tom goes trick or treating dressed as a ghost on Halloween night',
    'ghost-sheet',
    'ghost-sheet',
    /, dressed as a ghost,/,
    'ghost',
  ],
  [
    'en',
    'Sam goes trick or treating dressed as a pirate',
    'pirate-hat',
    'pirate-hat',
    /, dressed as a pirate,/,
    'pirate-flag',
  ],
  [
    'fr',
    'Léa se déguise en sorcière et fête Halloween avec ses amis',
    'witch-hat',
    'witch-hat',
    /, déguisée en sorcière,/,
    undefined,
  ],
  [
    'fr',
    'Hugo se déguise en fantôme pour la nuit d’Halloween avec ses copains',
    'ghost-sheet',
    'ghost-sheet',
    /, déguisé en fantôme,/,
    'ghost',
  ],
];

describe('a trick-or-treat costume is worn, not drawn beside', () => {
  it.each(CASES)('%s: %s', async (language, description, wears, part, alt, icon) => {
    const plan = await planStory({ type: 'holiday', language, description, pages: 12 });
    const hints = plan.pages.map((p) => p.hints as StoryHints);
    const on = plan.pages.findIndex((p) => /pulled it on|enfila/.test(p.text));
    expect(on, plan.pages.map((p) => p.text).join('\n')).toBeGreaterThan(0);
    plan.pages.forEach((p, i) => {
      const svg = drawPlanPage(plan, 'holiday', i);
      if (i < on) {
        expect(hints[i].wears, p.text).toBeUndefined();
        expect(svg).not.toContain('data-wears=');
        return;
      }
      expect(hints[i].wears, p.text).toBe(wears);
      expect(p.alt).toMatch(alt);
      expect(svg, p.text).toContain(`data-wears="${wears}"`);
      expect(svg).toContain(`data-part="${part}"`);
      if (icon) expect(hints[i].subjects ?? [], p.text).not.toContain(icon);
    });
  });

  // The idea's hero is a young witch already: drawn as one, never a witch figure beside her nor "dressed as a witch".
  it.each([
    ['en', 'Halloween night trick or treating dressed as a witch', /dressed as/],
    [
      'fr',
      'La nuit d’Halloween, une petite sorcière fait la tournée des bonbons déguisée en sorcière',
      /déguisée? en/,
    ],
  ] as const)('%s: %s', async (language, description, dressed) => {
    const plan = await planStory({ type: 'holiday', language, description, pages: 12 });
    const on = plan.pages.findIndex((p) => /pulled it on|enfila/.test(p.text));
    expect(on).toBeGreaterThan(0);
    expect((plan.pages[on].hints as StoryHints).subjects ?? []).not.toContain('woman-mage');
    plan.pages.forEach((p, i) => {
      expect(p.alt).not.toMatch(dressed);
      expect(drawPlanPage(plan, 'holiday', i)).not.toContain('data-wears=');
    });
  });
});
