import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Review: 'A superhero kid saves the city' as a poem sang the stock couplets ("At the library, Sacha
 * counts to three", a herb drawn). Now it sings the hero's day in order (poetry-superhero-lines.ts):
 * the cape on, the rescues, the storm at the old bridge, everyone helping back, the city cheering;
 * each couplet drawn with what it names, the hero in a cape.
 */
const subjectsOf = (p: { hints?: unknown }) => (p.hints as { subjects?: string[] }).subjects ?? [];
const HEROES: [string, Language, RegExp[], RegExp][] = [
  [
    'A superhero kid saves the city',
    'en',
    [/cape, a mask/, /kitten/, /storm clouds/, /sandbags/, /city cheered/],
    /counts to three|library, \w+ (stopped|gave)|danced the clouds/,
  ],
  [
    'Une petite fille super-héros nommée Léa sauve la ville',
    'fr',
    [/une cape, un masque/i, /chaton/, /nuages d’orage/, /sacs de sable/, /applaudit/],
    /compte jusqu’à trois|s’amuse|danse sous ce ciel/,
  ],
];

describe('a superhero’s poem sings the hero saving the day', () => {
  const cases = HEROES.flatMap((h) => [4, 12, 24].map((pages) => [...h, pages] as const));
  it.each(cases)('%s (%s) %#', async (idea, lang, order, stock, pages) => {
    const plan = await planStory({ type: 'poetry-rhymes', description: idea, language: lang, pages });
    const texts = plan.pages.map((p) => p.text);
    expect(new Set(texts).size).toBe(pages);
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text.replace(/\n/g, ' ')));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(texts.join('\n')).not.toMatch(stock);
    const subjects = plan.pages.flatMap(subjectsOf);
    expect(subjects).not.toContain('herb');
    // The cape goes on first; the city cheers near the end.
    expect(texts[0]).toMatch(order[0]);
    const at = order.map((re) => texts.findIndex((t) => re.test(t))).filter((k) => k >= 0);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    if (pages < 24) return;
    expect(at.length).toBe(order.length);
    const page = (re: RegExp) => plan.pages[texts.findIndex((t) => re.test(t))];
    expect(subjectsOf(page(order[1]))).toContain('cat');
    expect(subjectsOf(page(order[2]))).toContain('cloud-with-lightning-and-rain');
    expect(page(order[2]).hints?.weather).toBeDefined();
    expect(subjectsOf(page(order[3]))).toContain('bus');
    expect(plan.pages.at(-1)?.hints?.light).toBe('night');
    // A heroine is « prête », a hero « prêt ».
    if (lang === 'fr') expect(texts[0]).toMatch(/est prête à s’envoler/);
  });

  it('draws the hero in a cape', async () => {
    const plan = await planStory({
      type: 'poetry-rhymes',
      description: 'A superhero kid saves the city',
      language: 'en',
      pages: 4,
    });
    expect(drawPlanPage(plan, 'poetry-rhymes', 1)).toMatch(/data-cape=/);
  });
});
