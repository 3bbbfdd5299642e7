import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * "Super Dog saves the city", « Les aventures de Robot Max dans l’espace »: the kind word in the
 * hero's name is what the hero is (kind-in-name.ts). Before, "there lived a child called Super Dog"
 * and « Voici Robot, un enfant ».
 */
describe('a kind word in the hero’s name says what the hero is', () => {
  it.each([
    [
      'en',
      'Super Dog saves the city',
      'dog',
      /a dog called Super Dog|Super Dog, a dog\b|Super Dog was just a dog\b/,
    ],
    [
      'fr',
      'Super Chat sauve la ville',
      'cat',
      /un chat nommé Super Chat|Super Chat, un chat\b|Super Chat ressemblait à un chat\b/,
    ],
    ['fr', 'Les aventures de Robot Max dans l’espace', 'robot', /un robot nommé Max\b|Max, un robot\b/],
    ['en', 'The adventures of Robot Max in space', 'robot', /a robot called Max\b|Max, a robot\b/],
    // A job's title before the kind: a cat detective called Detective Cat (was "Cat, a child").
    [
      'en',
      'Detective Cat and the missing cookies',
      'cat',
      /Detective Cat, a cat\b|a cat called Detective Cat/,
    ],
    [
      'fr',
      'Inspecteur Chat et les biscuits disparus',
      'cat',
      /Inspecteur Chat, un chat\b|un chat nommé Inspecteur Chat/,
    ],
  ] as const)('%s: %s', async (language, description, kind, opening) => {
    const plan = await planStory({ type: 'comic-books', language, description, pages: 12 });
    expect(plan.character.figure?.id).toBe(kind);
    expect(plan.pages[0]?.text).toMatch(opening);
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/child called|un enfant|Robot,/);
  });

  it('Super Dog wears the superhero’s cape', async () => {
    const plan = await planStory({
      type: 'comic-books',
      language: 'en',
      description: 'Super Dog saves the city',
      pages: 4,
    });
    expect(plan.character.figure).toMatchObject({ id: 'dog', accessory: 'cape' });
    // (The titled superhero's own opening says so: superhero-titled-opening.test.ts.)
    expect(plan.pages[0]?.text).toMatch(/superhero/);
  });
});
