import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * "A day with a baker", « Une journée avec le facteur » (idea/read-goal-job-visit.ts `day` →
 * goal-day-with.ts `dayBeside`): a child spends the day beside that worker, each page one of the job's
 * real tasks. Before, the baker's was "a doctor called Ada… one big wish: to find a book" in the
 * bakery, and the postman's a child hunting a book around town.
 */
const HUNT = /find a book|the book!|le livre !|\bclues?\b|\bindices\b|doctor|médecin/i;

describe('a day with a worker is a day beside them', () => {
  it.each([
    [
      'en',
      'A day with a baker',
      'man-cook',
      'the baker',
      /Before dawn/,
      /Croissants|birthday cake|“Open”/,
      /oven door opened/,
    ],
    [
      'fr',
      'Une journée avec la boulangère',
      'woman-cook',
      'la boulangère',
      /Avant l’aube/,
      /croissants|gâteau d’anniversaire|« Ouvert »/,
      /porte du four/,
    ],
    [
      'en',
      'A day with the postman',
      'man',
      'the postman',
      /sorting office/,
      /parcel|letterbox|pigeonholes|yellow bike/,
      /for Grandma/,
    ],
    [
      'fr',
      'Une journée avec le facteur',
      'man',
      'le facteur',
      /centre de tri/,
      /colis|casiers|vélo jaune|boîtes aux lettres/,
      /pour Mamie/,
    ],
    [
      'en',
      'A day with a librarian',
      'man-teacher',
      'the librarian',
      /whole day with the librarian/,
      /shelves|date stamp|torn page/,
      /story time/,
    ],
  ] as const)('%s: %s', async (language, description, figure, said, morning, task, turn) => {
    const plan = await planStory({ type: 'jobs', language, description, pages: 12 });
    const texts = plan.pages.map((p) => p.text);
    for (const t of texts) expect(t).not.toMatch(HUNT);
    expect(plan.character.figure?.id).toBe('child');
    expect(texts[1]).toMatch(morning);
    expect(texts.slice(2, -2).filter((t) => task.test(t)).length).toBeGreaterThanOrEqual(2);
    expect(texts.at(-2)).toMatch(turn);
    for (const p of plan.pages.slice(2)) {
      expect(p.hints?.companion).toBe(figure);
      expect(p.alt).toContain(said);
    }
  });

  it('the baker’s day starts in the dark, at the bakery', async () => {
    const plan = await planStory({
      type: 'jobs',
      language: 'en',
      description: 'A day with a baker',
      pages: 12,
    });
    expect(plan.pages[1]?.hints?.place).toBe('the bakery');
    expect(plan.pages[1]?.alt).toMatch(/at night/);
  });

  it.each([
    ['en', 'A day with a baker', 4],
    ['fr', 'Une journée avec le facteur', 4],
    ['en', 'A day with the postman', 24],
    ['fr', 'Une journée avec la boulangère', 24],
    ['en', 'A day with a baker', 50],
    ['fr', 'Une journée avec le facteur', 50],
  ] as const)('%s: %s at %i pages says no sentence twice', async (language, description, pages) => {
    const plan = await planStory({ type: 'jobs', language, description, pages });
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(plan.pages).toHaveLength(pages);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(plan.pages.at(-2)?.text).toMatch(/oven door|porte du four|Grandma|Mamie/);
  });
});
