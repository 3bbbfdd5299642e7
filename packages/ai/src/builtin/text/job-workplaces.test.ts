import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: a jobs book's stock hero was « un docteur nommé Ada », and a doctor's day happened at the
 * bakery and the fire station. The hero's noun agrees with her name; one job's pages are at its workplace.
 */
describe('a jobs book (job-workplaces, job-hero-gender)', () => {
  it.each([
    ['en', 'Jobs people do', /\ba doctor called Ada\b/],
    ['fr', 'Les métiers', /\bune docteure nommée Ada\b/],
  ] as const)('the stock hero agrees with her name (%s: %s)', async (language, description, intro) => {
    const plan = await planStory({ type: 'jobs', language, description });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(intro);
    expect(text).not.toMatch(/\bun docteur nommé\b|\bun docteur\b/);
  });

  it.each([
    ['en', 'Léo learns to be a doctor', /hospital/, /bakery|fire station|school/i],
    ['fr', 'Léo apprend à devenir docteur', /hospital/, /boulangerie|caserne|école/i],
    ['en', 'Zoé learns the job of a baker', /bakery/, /doctor|fire station|school/i],
    ['fr', 'Zoé apprend le métier de boulangère', /bakery/, /médecin|caserne|école/i],
    ['en', 'A day at the fire station', /fire station/, /bakery|doctor|school/i],
    ['fr', 'Une journée à la caserne des pompiers', /fire station/, /boulangerie|médecin|école/i],
  ] as const)('one job is at its own workplace (%s: %s)', async (language, description, pic, elsewhere) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'jobs', language, description, pages });
      const middle = plan.pages.slice(2, -2);
      // Every middle page drawn at the job's own place (the work interiors), said there too.
      for (const p of middle) {
        expect(String(p.hints?.place)).toMatch(pic);
        expect(p.text).not.toMatch(elsewhere);
      }
      expect(new Set(middle.map((p) => p.hints?.place)).size).toBe(1);
    }
  });

  it('« apprend le métier de boulangère » is learning the job', async () => {
    const plan = await planStory({
      type: 'jobs',
      language: 'fr',
      description: 'Zoé apprend le métier de boulangère',
    });
    expect(plan.pages.map((p) => p.text).join(' ')).toMatch(/pain/);
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/livre/);
  });
});
