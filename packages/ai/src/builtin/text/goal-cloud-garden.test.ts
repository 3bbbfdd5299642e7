import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { placeEnvironment } from '../pictures/environment';
import { planStory } from '../testing/story-fixtures';

/**
 * Review (issue 14): "A little cloud who wants to make rain for the flowers" was a rainy-day hunt for
 * "a flower" at the library; « Le petit nuage qui voulait faire pleuvoir » rained on a desert it never
 * named. Now the little cloud is too small and white to water the thirsty garden, the wind carries
 * it, the lake and the other clouds give it drops, it rains on the garden at the turn, then a rainbow.
 */
describe('a little cloud makes rain for the flowers', () => {
  it.each([
    ['A little cloud who wants to make rain for the flowers', 'en', 10],
    ['A little cloud who wants to make rain for the flowers', 'en', 24],
    ['Le petit nuage qui voulait faire pleuvoir', 'fr', 10],
    ['Le petit nuage qui voulait faire pleuvoir', 'fr', 24],
  ] as const)('%s (%s, %s pages)', async (description, language, pages) => {
    const plan = await planStory({ type: 'story-book', description, language: language as Language, pages });
    const en = language === 'en';
    const text = plan.pages.map((p) => p.text).join(' ');
    const weather = (i: number) => (plan.pages[i].hints as { weather?: string } | undefined)?.weather;
    const place = (i: number) => String(plan.pages[i].hints?.place ?? '');
    expect(text).not.toMatch(/Maple|Érables|library|bibliothèque|desert|désert|cactus|to find a flower/);
    expect(plan.pages[0].text).toMatch(
      en ? /up in the sky.*so small and so white/ : /là-haut dans le ciel.*si petit et si blanc/,
    );
    expect(plan.pages[1].text).toMatch(
      en ? /garden.*flowers hung their heads/ : /jardin.*les fleurs baissaient la tête/,
    );
    expect(plan.pages[1].hints?.subjects).toContain('wilted-flower');
    expect(text).toMatch(en ? /the wind said/ : /le vent dit/);
    expect(text).toMatch(en ? /said the lake/ : /dit le lac/);
    expect(text).toMatch(en ? /other little clouds/ : /d’autres petits nuages/);
    const turn = plan.pages.length - 2;
    expect(plan.pages[turn].text).toMatch(
      en ? /it rained!.*the flowers drank/ : /il plut\s*!.*les fleurs burent/,
    );
    expect(weather(turn)).toBe('rain');
    expect(plan.pages[turn + 1].text).toMatch(en ? /a rainbow/ : /un arc-en-ciel/);
    expect(plan.pages[turn + 1].hints?.subjects).toContain('rainbow');
    expect(place(turn + 1)).toMatch(/garden/);
    expect(placeEnvironment(place(turn + 1))).not.toBe('desert');
    // The wish to rain is no rain yet: the dry garden is drawn under a clear sky before the turn.
    for (let i = 0; i < turn; i++) expect(weather(i)).toBeUndefined();
    for (const p of plan.pages) expect(p.alt).toMatch(en ? /a little cloud/ : /un petit nuage/);
  });
});
