import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { DIWALI_FILLERS, DIWALI_LINES } from './poetry-festival-diwali-lines';
import { HANUKKAH_FILLERS, HANUKKAH_LINES } from './poetry-festival-hanukkah-lines';
import { LUNAR_FILLERS, LUNAR_LINES } from './poetry-festival-lunar-lines';
import { splitSentences } from './sentences';

/**
 * Review: 'Poems about Hanukkah', 'Diwali rhymes', 'Rhymes for the Lunar New Year' sang the stock
 * couplets ("The sun shone warm on the garden today", « Dans le jardin, Lila compte jusqu’à trois »),
 * a herb on every page. Now each sings its festival in order (poetry-festival-*-lines.ts), each
 * couplet drawing what it names: the menorah lit night by night, the diyas, the lion dance.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const STOCK = /counts to three|danced the clouds|library|compte jusqu’à trois|s’amuse|bibliothèque/;
const FEASTS: [string, Language, RegExp[], string[]][] = [
  [
    'Poems about Hanukkah',
    'en',
    [/menorah came/, /first night/, /latkes/, /dreidel/, /eighth night/, /Happy Hanukkah, festival/],
    ['menorah-0', 'menorah-1', 'potato', 'dreidel', 'menorah-8', 'menorah-8'],
  ],
  [
    'Poèmes pour Hanoukka',
    'fr',
    [/ménorah d’argent/, /Première nuit/, /latkes/, /toupie/, /huitième nuit/, /joyeux Hanoucca, la fête/i],
    ['menorah-0', 'menorah-1', 'potato', 'dreidel', 'menorah-8', 'menorah-8'],
  ],
  [
    'Diwali rhymes',
    'en',
    [/clay lamps/, /rangoli/, /Mr Singh/, /Fireworks/, /Sleepy/],
    ['diya-lamp', 'artist-palette', 'wrapped-gift', 'fireworks-burst', 'diya-lamp'],
  ],
  [
    'Comptines de Diwali',
    'fr',
    [/lampes d’argile/, /rangoli/, /monsieur Singh/, /feu d’artifice/, /s’endort/],
    ['diya-lamp', 'artist-palette', 'wrapped-gift', 'fireworks-burst', 'diya-lamp'],
  ],
  [
    'Rhymes for the Lunar New Year',
    'en',
    [/Sweep/, /dumplings/, /red envelope/, /lion danced/, /midnight/, /the lanterns glowed/],
    ['broom', 'dumpling', 'red-envelope', 'lion', 'fireworks-burst', 'red-paper-lantern'],
  ],
  [
    'Poèmes pour le Nouvel An chinois',
    'fr',
    [/balai/, /raviolis/, /enveloppe rouge/, /lion danse/, /minuit/, /brillent les lanternes/],
    ['broom', 'dumpling', 'red-envelope', 'lion', 'fireworks-burst', 'red-paper-lantern'],
  ],
];
const OWN = new Set(
  [HANUKKAH_LINES, DIWALI_LINES, LUNAR_LINES, HANUKKAH_FILLERS, DIWALI_FILLERS, LUNAR_FILLERS].flatMap((ls) =>
    ls.map((l) => l[1]),
  ),
);

describe('a festival’s poem sings the festival in its order', () => {
  const cases = FEASTS.flatMap((f) => [12, 24, 50].map((pages) => [...f, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, order, icons, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    // Its first couplet and its last are the festival's own.
    expect(texts[0]).toMatch(order[0]);
    expect(texts.at(-1)).toMatch(order.at(-1) as RegExp);
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Each couplet draws what it names.
    at.forEach((k, i) => {
      expect(subjectsOf(plan.pages[k])).toContain(icons[i]);
    });
    if (pages === 12) {
      expect(texts.join('\n')).not.toMatch(STOCK);
      expect(plan.pages.flatMap(subjectsOf)).not.toContain('herb');
    }
    // A long poem sings at most two stock couplets in a row.
    const runs = plan.pages
      .map((p) => (subjectsOf(p).some((s) => OWN.has(s)) ? '.' : 's'))
      .join('')
      .split('.');
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(2);
  });
});
