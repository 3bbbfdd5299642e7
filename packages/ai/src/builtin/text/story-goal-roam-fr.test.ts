import { describe, expect, it } from 'vitest';
import { withPlainGoal } from '../idea/read-goal-plain';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const goalOf = (description: string, language: 'en' | 'fr') =>
  withPlainGoal(readIdea('', description, language), description, language).goal;

describe('an animal roaming a place in French is a day there, not a journey to it (issue 14)', () => {
  it('reads the French roaming verbs as a roam, and journeys as journeys', () => {
    for (const d of [
      'Un renard court dans la forêt',
      'Un renard se promène dans la forêt',
      'Un renard gambade dans la forêt',
      'Un renard se balade dans la forêt',
      'Un renard explore la forêt',
      'Un oiseau vole au-dessus de la forêt',
    ])
      expect(goalOf(d, 'fr'), d).toMatchObject({ kind: 'roam', task: { fr: 'parcourir la forêt' } });
    // A wild pack roams as a nature book: a day in the wolves' life (idea/wild-life.ts).
    expect(goalOf('Une meute de loups court dans la forêt enneigée', 'fr')).toMatchObject({
      kind: 'roam',
      wild: 'wolf',
    });
    expect(goalOf('A bird flies over the forest', 'en')).toMatchObject({ kind: 'roam' });
    expect(goalOf('A fox explores the forest', 'en')).toMatchObject({ kind: 'roam' });
    expect(goalOf('Un renard va à la forêt', 'fr')?.kind).toBe('reach');
    expect(goalOf('A fox goes to the forest', 'en')?.kind).toBe('reach');
  });

  it('fr: Un renard court dans la forêt — a day in the forest, home to sleep', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Un renard court dans la forêt',
    });
    const texts = plan.pages.map((p) => p.text);
    for (const t of texts) expect(t).not.toMatch(/jusqu’à la forêt|chemin|orée/);
    expect(texts[0]).toMatch(/dans la forêt/);
    expect(texts[1]).toMatch(/parcourir la forêt|explorer la forêt/);
    const sentences = texts.flatMap((t) => splitSentences(t));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('fr: the wild forest home is « à l’orée », never « dans l’orée »', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Un renard court dans la forêt jusqu’à la rivière',
    });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(/à l’orée d’une grande forêt sauvage/);
    expect(text).not.toMatch(/dans l’orée/);
  });
});
