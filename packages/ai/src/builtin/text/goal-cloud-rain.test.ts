import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { placeEnvironment } from '../pictures/environment';
import { planStory } from '../testing/story-fixtures';

/**
 * Review (issue 14): "A little cloud who wants to rain on the desert" was a boy at Maple Lane whose goal
 * was a generic task ("everything tumbled down" at the library), in the rain on every page. Now the
 * cloud lives in the sky, sees the dry desert, travels and tries, gathers water and friends, rains on
 * the desert at the turn, and the desert flowers at the end; only the turn is rainy.
 */
describe('a little cloud rains on the desert', () => {
  it.each([
    ['A little cloud who wants to rain on the desert', 'en', 8],
    ['A little cloud who wants to rain on the desert', 'en', 12],
    ['Un petit nuage qui veut faire pleuvoir sur le désert', 'fr', 8],
    ['Un petit nuage qui veut faire pleuvoir sur le désert', 'fr', 12],
  ] as const)('%s (%s, %s pages)', async (description, language, pages) => {
    const plan = await planStory({ type: 'story-book', description, language: language as Language, pages });
    const text = plan.pages.map((p) => p.text).join(' ');
    const place = (i: number) => String(plan.pages[i].hints?.place ?? '');
    const weather = (i: number) => (plan.pages[i].hints as { weather?: string } | undefined)?.weather;
    expect(text).not.toMatch(/Maple|Érables|library|bibliothèque|tumbled|dégringola/);
    expect(plan.pages[0].text).toMatch(language === 'en' ? /up in the sky/ : /là-haut dans le ciel/);
    expect(plan.pages[1].text).toMatch(language === 'en' ? /desert/ : /désert/);
    const turn = plan.pages.length - 2;
    expect(plan.pages[turn].text).toMatch(language === 'en' ? /it rained!/ : /il plut/);
    expect(placeEnvironment(place(turn))).toBe('desert');
    expect(weather(turn)).toBe('rain');
    expect(plan.pages[turn + 1].text).toMatch(language === 'en' ? /full of flowers/ : /couvert de fleurs/);
    expect(placeEnvironment(place(turn + 1))).toBe('desert');
    // The cloud travels: over the sea or the mountains on the way, water and friends gathered.
    expect(text).toMatch(
      language === 'en' ? /Over the (sea|mountains)/ : /Au-dessus (de la mer|des montagnes)/,
    );
    expect(text).toMatch(
      language === 'en' ? /other little clouds|the sea|droplet/ : /nuages|la mer|gouttelette/,
    );
    // Its wish to rain is no rain: the dry desert pages are not drawn in the rain.
    for (let i = 0; i < turn; i++) expect(weather(i)).toBeUndefined();
    for (const p of plan.pages)
      expect(p.alt).toMatch(language === 'en' ? /a little cloud/ : /un petit nuage/);
  });
});
