import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';
import { TOPICS, topicFor } from './concept-topics';
import { splitSentences } from './sentences';

const subjects = (p: { hints?: Record<string, unknown> }) => (p.hints?.subjects as string[]) ?? [];

describe('a learning book teaches the topic its idea names (issue 14)', () => {
  it('reads the topic from the idea, en and fr', () => {
    expect(topicFor('Learn about sun, rain, snow and wind with Pip the penguin')?.id).toBe('weather');
    expect(topicFor('Les quatre saisons avec Léo le renard')?.id).toBe('seasons');
    expect(topicFor('My feelings: happy, sad and angry')?.id).toBe('feelings');
    expect(topicFor('Colours and opposites')).toBeUndefined();
  });

  it('a days-of-the-week book goes from Monday to Sunday, each day drawn, and stars no « Learn » (review)', async () => {
    expect(topicFor('Les jours de la semaine avec Léo')?.id).toBe('days');
    for (const [language, description, first, last] of [
      ['en', 'Learn the days of the week', 'Monday', 'Sunday'],
      ['fr', 'Apprends les jours de la semaine avec Léo', 'Lundi', 'Dimanche'],
    ] as const) {
      const plan = await planStory({ type: 'learning-books', pages: 8, language, description });
      const headings = plan.pages.map((p) => p.heading);
      expect(headings[0]).toBe(first);
      expect(headings[6]).toBe(last);
      expect(subjects(plan.pages[4])).toEqual(['pizza']);
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).not.toMatch(/strawberry|fraise|\bLearn\b|Apprends/);
    }
  });

  it('a weather book shows the sun, the rain, the snow and the wind, with that weather drawn', async () => {
    const plan = await planStory({
      type: 'learning-books',
      pages: 8,
      description: 'Learn about sun, rain, snow and wind with Pip the penguin',
    });
    const headings = plan.pages.map((p) => p.heading);
    expect(headings.slice(0, 4)).toEqual(['Sun', 'Rain', 'Snow', 'Wind']);
    expect(subjects(plan.pages[1])).toEqual(['cloud-with-rain']);
    expect(plan.pages[1].hints?.weather).toBe('rain');
    expect(plan.pages[2].hints?.weather).toBe('snow');
    // No colour page in a weather book of this length.
    for (const p of plan.pages) expect(p.text).not.toMatch(/strawberry|banana|grapes/);
  });

  it('a 50-page seasons book in French never says a sentence twice and goes on with first concepts', async () => {
    const plan = await planStory({
      type: 'learning-books',
      pages: 50,
      language: 'fr',
      description: 'Les quatre saisons avec Léo le renard',
    });
    expect(plan.pages[0].heading).toBe('Le printemps');
    // Sandcastles at the beach under a sunshade, in the sun: no rain for the beach umbrella.
    const beach = plan.pages.find((p) => /châteaux de sable/.test(p.text));
    expect(beach?.hints?.weather).toBeUndefined();
    const sentences = plan.pages.flatMap((p) => splitSentences(p.text));
    expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
    expect(plan.pages.at(-1)?.text).toMatch(/Léo/);
  });

  it('draws every topic line with an icon the picture set has', () => {
    for (const t of TOPICS)
      for (const idea of t.ideas) for (const [, , icon] of idea) expect(hasIcon(icon), icon).toBe(true);
  });
});
