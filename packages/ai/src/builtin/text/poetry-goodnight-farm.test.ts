import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { FARM_GOODNIGHTS, FARM_HUSH } from './poetry-goodnight-farm-lines';
import { splitSentences } from './sentences';

/**
 * Review: 'Goodnight farm rhymes' / « Bonne nuit la ferme en comptines » hunted a bell at night
 * (« Pip cherche encore la cloche, du soir à l’aurore »), and 'A little lamb says goodnight to all
 * the animals on the farm' sang "Goodnight to the owl, goodnight to the tree" between stock couplets.
 * Now the poem says goodnight to the farm's animals one couplet each, in the prose's order, each drawn
 * with the animal it names, then the moon, then asleep.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const placeOf = (p: { hints?: unknown }) => (p.hints as { place?: string }).place ?? '';
const IDEAS: [string, Language, RegExp[]][] = [
  [
    'Goodnight farm rhymes',
    'en',
    [/evening glowed/, /Goodnight, cow/, /Goodnight, pig/, /Goodnight, moon/, /is asleep/],
  ],
  [
    'Bonne nuit la ferme en comptines',
    'fr',
    [/Le soir tombe/, /Bonne nuit, la vache/, /Bonne nuit, le cochon/, /Bonne nuit, la lune/, /dort déjà/],
  ],
  [
    'A little lamb says goodnight to all the animals on the farm',
    'en',
    [/evening glowed/, /Goodnight, cow/, /Goodnight, horse/, /Goodnight, moon/, /is asleep/],
  ],
];
const OWN = new Set(['sun', 'bed', 'crescent-moon', ...FARM_HUSH.map((x) => x.subject)]);
const ANIMAL = /^(cow|chicken|pig|horse|ewe|duck|goat|dog|donkey|rooster|cat|mouse|owl|tractor)$/;

describe('a farm’s goodnight poem says goodnight to its animals', () => {
  const cases = IDEAS.flatMap((f) => [12, 24, 50].map((pages) => [...f, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, order, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(texts.join('\n')).not.toMatch(
      /owl, goodnight to the tree|hibou, bonne nuit au pommier|bell|cloche/,
    );
    expect(plan.pages.flatMap(subjectsOf)).not.toContain('bell');
    expect(texts[0]).toMatch(order[0]);
    expect(texts.at(-1)).toMatch(order.at(-1) as RegExp);
    const at = order.map((re) => texts.findIndex((t) => re.test(t)));
    expect(at.every((k) => k >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Each goodnight draws the animal it names; the cow is drawn as a cow, the pig as a pig.
    const goodnights = plan.pages.filter((p) =>
      /^(Goodnight|Bonne nuit), (the )?(cow|pig|la vache|le cochon)\b/.test(p.text),
    );
    expect(goodnights.length).toBe(2);
    for (const p of goodnights) expect(subjectsOf(p).some((s) => /^(cow|pig)$/.test(s))).toBe(true);
    const hens = plan.pages.find((p) => /Goodnight, hens|Bonne nuit, les poules/.test(p.text));
    if (hens) expect(placeOf(hens)).toMatch(/henhouse/);
    expect(plan.pages.at(-1)?.hints?.light).not.toBe('day');
    // At 24 pages, at least 17 of the farm's own couplets; at most two stock ones in a row.
    const own = plan.pages.map((p) => subjectsOf(p).some((s) => OWN.has(s) || ANIMAL.test(s)));
    if (pages >= 24)
      expect(own.filter(Boolean).length).toBeGreaterThanOrEqual(Object.keys(FARM_GOODNIGHTS).length);
    const runs = own
      .map((o) => (o ? '.' : 's'))
      .join('')
      .split('.');
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(2);
  });
});
