import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * 'Emma joins the volleyball team' (sports) was "Emma was going to join the volleyball team… half of
 * the job was done" at the running track and the pool, and « Emma entre dans l’équipe de volley » a
 * hunt for a cup. Volleyball is a sport the idea plays (idea/read-goal-sport.ts): a match on the
 * volleyball court (goal-task-volley.ts), begun new and shy in the team (goal-task-join-team.ts); the
 * ball drawn on every page, the court's high net on the sand. Joining any team sport's team does the same.
 */
type Page = { text: string; alt?: string; hints?: Record<string, unknown> };
const subjects = (p: Page) => (p.hints?.subjects as string[] | undefined) ?? [];
const place = (p: Page) => String(p.hints?.place ?? '');

const plan = (language: 'en' | 'fr', description: string, pages: number) =>
  planStory({ type: 'sports', language, description, pages, seed: 5 }).then((p) => p.pages as Page[]);

describe('volleyball is a match on the volleyball court (goal-task-volley)', () => {
  it.each([
    [
      'en',
      'Emma joins the volleyball team',
      /joining the volleyball team/,
      /first practice|new in the team/,
      /Welcome to the team/,
    ],
    [
      'fr',
      'Emma entre dans l’équipe de volley',
      /entrait dans l’équipe de volley/,
      /premier entraînement|arrive dans l’équipe/,
      /Bienvenue dans l’équipe/,
    ],
  ] as const)('sports %s: %s', async (language, description, opening, shy, welcome) => {
    for (const pages of [12, 24]) {
      const all = await plan(language, description, pages);
      const texts = all.map((p) => p.text);
      for (const t of texts)
        expect(t).not.toMatch(
          /piscine|pool|running track|piste|one small step|petit pas à la fois|coupe cachée/i,
        );
      expect(texts[0]).toMatch(opening);
      expect(texts[1]).toMatch(shy);
      expect(texts.some((t) => welcome.test(t))).toBe(true);
      expect(texts.some((t) => /dig|manchette/.test(t))).toBe(true);
      for (const p of all.slice(1)) {
        expect(place(p)).toMatch(/volleyball court/);
        expect(subjects(p)).toContain('volleyball');
      }
      expect(texts.at(-2)).toMatch(/Match point|Dig, set|Balle de match|Manchette, passe/);
      expect(subjects(all.at(-1) as Page).some((s) => s === 'trophy' || s === '1st-place-medal')).toBe(true);
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    }
  });

  it('joining the basketball team runs the basketball game, begun new in the team', async () => {
    for (const [language, description] of [
      ['en', 'Emma joins the basketball team'],
      ['fr', 'Emma rejoint l’équipe de basket'],
    ] as const) {
      const all = await plan(language, description, 12);
      expect(all[0].text).toMatch(/joining the basketball team|entrait dans l’équipe de basket/);
      expect(all[0].text).not.toMatch(/loved basketball|aimait le basket/);
      expect(all.some((p) => /Welcome to the team|Bienvenue dans l’équipe/.test(p.text))).toBe(true);
      expect(place(all[4])).toMatch(/basketball court/);
    }
  });

  it('a volleyball fan who wins the match is not new in the team', async () => {
    const all = await plan('en', 'A girl who loves volleyball wins the big match', 12);
    expect(all[0].text).toMatch(/loved volleyball more than anything/);
    expect(all.at(-2)?.text).toMatch(/had managed to win the big match/);
  });

  it('the volleyball court draws its high net on the sand, not the basketball hoop', async () => {
    const p = await planStory({
      type: 'sports',
      language: 'en',
      description: 'Emma joins the volleyball team',
      pages: 12,
      seed: 5,
    });
    const svg = await drawPlanPage(p, 'sports', 4);
    expect(svg).not.toContain('#f26b1d');
    expect(svg).toContain('#e8cf98');
  });
});
