import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "Tom's first ski lesson" / « Le premier cours de ski de Tom » (sports) was a trophy hunt across the
 * pool and the football pitch, or « Il allait falloir courir de ski de Tom ». It is now the first ski
 * lesson in the snow (goal-task-ski.ts): the boots, the falls, the snowplough, the button lift, the
 * little race at the turn and the medal at the end, the skis drawn at the hero's side.
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('a first ski lesson on the snowy slope (goal-task-ski)', () => {
  it.each([
    ['en', 'Tom’s first ski lesson', /learn to ski/, /snowplough/, /button of the lift/, /skis/],
    ['fr', 'Le premier cours de ski de Tom', /apprendre à skier/, /chasse-neige/, /téléski/, /des skis/],
  ] as const)('sports %s: %s', async (language, description, opening, plough, lift, skisSaid) => {
    for (const pages of [12, 24, 50]) {
      const plan = await planStory({ type: 'sports', language, description, pages, seed: 5 });
      const all = plan.pages as Page[];
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(/trophy|coupe|piscine|pool|basket|football|courir de ski/i);
      expect(texts[0]).toMatch(opening);
      expect(texts.some((t) => plough.test(t))).toBe(true);
      expect(texts.some((t) => lift.test(t))).toBe(true);
      expect(texts.some((t) => /fell|tomba/.test(t))).toBe(true);
      expect(texts.at(-2)).toMatch(/flag|drapeau/);
      expect(texts.at(-1)).toMatch(/medal|médaille/);
      expect(subjects(all.at(-1) as Page)).toContain('sports-medal');
      for (const p of all.slice(1)) {
        expect(String(p.hints?.place)).toMatch(/ski/);
        expect(subjects(p)).toContain('skis');
        expect(p.alt).toMatch(skisSaid);
        expect(p.alt).toMatch(/snow|neige/);
      }
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('the slope is drawn in the snow with its lift, the skis beside the hero', async () => {
    const plan = await planStory({
      type: 'sports',
      language: 'en',
      description: 'Tom’s first ski lesson',
      pages: 12,
      seed: 5,
    });
    const svg = await drawPlanPage(plan, 'sports', 6);
    expect(svg).toContain('#dcebf7'); // the slope's shade
    expect(svg).toContain('#d64545'); // the lift's button
  });
});
