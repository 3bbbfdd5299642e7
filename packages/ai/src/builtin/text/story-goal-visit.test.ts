import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { SETTINGS } from '../idea/settings';
import { planStory } from '../testing/story-fixtures';

const subjects = (p: { hints?: Record<string, unknown> }) =>
  (p.hints?.subjects as string[] | undefined) ?? [];
const ZOO = new Set(SETTINGS.find((x) => x.id === 'zoo')?.places.map((p) => p.pic ?? p.en));
const goalOf = (description: string, language: 'en' | 'fr') =>
  withPlainGoal(readIdea('', description, language), description, language).goal;

describe('a visit to the zoo with a deed named is the zoo’s spots and the deed done (review)', () => {
  it('reads a visit, with the animal and the feeding', () => {
    expect(goalOf('Zoe visits the zoo with her grandpa and feeds the giraffes', 'en')).toMatchObject({
      kind: 'visit',
      animal: { id: 'giraffe' },
      feed: true,
    });
    expect(goalOf('Léa va au zoo avec son papi et donne à manger aux girafes', 'fr')).toMatchObject({
      kind: 'visit',
      animal: { id: 'giraffe' },
      feed: true,
    });
    // A journey to a place with nothing to do there stays a journey.
    expect(goalOf('Zoe walks to the old lighthouse', 'en')?.kind).not.toBe('visit');
  });

  for (const [language, description, fed] of [
    ['en', 'Zoe visits the zoo with her grandpa and feeds the giraffes', /giraffes ate/],
    ['fr', 'Léa va au zoo avec son papi et donne à manger aux girafes', /girafes mangèrent/],
  ] as const)
    it(`${language}: ${description} — the zoo's spots, the giraffes fed at the zoo`, async () => {
      const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
      const texts = plan.pages.map((p) => p.text);
      const places = plan.pages.map((p) => String(p.hints?.place ?? ''));
      // Nothing happens in places the zoo does not have.
      for (const p of places) expect(p).not.toMatch(/library|garden|park|hill/);
      for (const t of texts) expect(t).not.toMatch(/library|bibliothèque/i);
      // The middle happens at the zoo's own spots.
      for (const p of places.slice(2, -2)) expect(ZOO.has(p)).toBe(true);
      // The giraffes are fed at the turn, in their meadow, a giraffe drawn there.
      const turn = texts.findIndex((t) => fed.test(t));
      expect(turn).toBeGreaterThan(1);
      expect(places[turn]).toMatch(/giraffe/);
      expect(subjects(plan.pages[turn] ?? {})).toContain('giraffe');
      // The opening is at home, and the book goes home.
      expect(texts[0]).not.toMatch(/lived at the|vit (au|dans le) zoo/);
      expect(texts.at(-1)).toMatch(/home|retour|maison/i);
    });
});
