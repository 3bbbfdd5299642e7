import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Un petit poisson protège le récif de corail contre un requin » opened with « le sol se mit à
 * trembler : BOUM, BOUM ! Un requin avançait droit sur la mer », and the shark "calmed down and sat",
 * the hero "stood" and "climbed", a turtle "came running". Under the sea the threat's lines are the
 * water's own; a land book keeps its text (the ground still shakes in the forest).
 */
const DRY_WORDS = /ground|stomp|\bsat\b|stood|climbed|came running|footprint|kitten/i;
const DRY_WORDS_FR = /le sol|s’assit|se planta|grimpa|en courant|empreinte|chaton/i;

describe('a threat under the sea is met in the water’s own words (goal-defend-sea-words)', () => {
  it.each([
    ['en', 'A little fish protects the reef from a shark', DRY_WORDS],
    ['fr', 'Un petit poisson protège le récif de corail contre un requin', DRY_WORDS_FR],
  ] as const)('%s: %s', async (lang, description, dry) => {
    for (const pages of [8, 12, 16]) {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages });
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(dry);
      expect(plan.pages[1].text).toMatch(/shark|requin/);
    }
  });

  it('a land book keeps its lines: the ground shakes in the forest', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Zoe protects the forest from the wolf',
      pages: 8,
    });
    expect(plan.pages[1].text).toMatch(/the ground began to shake/);
    expect(plan.pages.map((p) => p.text).join(' ')).toMatch(/came running/);
  });
});
