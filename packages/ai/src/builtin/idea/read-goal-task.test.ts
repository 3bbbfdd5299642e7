import { describe, expect, it } from 'vitest';
import { readTask } from './read-goal-task';
import { readIdea } from './read-idea';

const task = (description: string, lang: 'en' | 'fr' = 'en') => readTask(description, lang)?.task[lang];

describe('a deed the idea names is the goal (read-goal-task)', () => {
  it('turns the first deed into an infinitive, with a second deed after "and" / « et »', () => {
    expect(task('Daisy the cow wakes up the farm animals for the big fair')).toBe(
      'wake up the farm animals for the big fair',
    );
    expect(task('Maya the girl plays football with her team and scores the winning goal')).toBe(
      'play football with her team and score the winning goal',
    );
    expect(task('A little fire truck named Ruby helps the town on a busy day')).toBe(
      'help the town on a busy day',
    );
    expect(task('Leo is a brave knight who protects the village from a storm')).toBe(
      'protect the village from a storm',
    );
    expect(task('Tom built a treehouse and painted it blue')).toBe('build a treehouse and paint it blue');
    expect(task('Max wants to build the biggest snowman in town')).toBe('build the biggest snowman in town');
    expect(task('Zara dreams of becoming an astronaut')).toBe('become an astronaut');
    expect(task("Lily bakes a cake for her mum's birthday")).toBe('bake a cake for her mum’s birthday');
  });

  it('reads French deeds, the tagger’s misses and reflexive verbs included', () => {
    expect(task('Maya joue au football avec son équipe et marque le but de la victoire', 'fr')).toBe(
      'jouer au football avec son équipe et marquer le but de la victoire',
    );
    expect(task('Tom construit une cabane avec son papa', 'fr')).toBe('construire une cabane avec son papa');
    expect(task("Léa fait un gâteau pour l'anniversaire de sa maman", 'fr')).toBe(
      'faire un gâteau pour l’anniversaire de sa maman',
    );
    expect(task('Hugo se prépare pour le grand spectacle', 'fr')).toBe('se préparer pour le grand spectacle');
    expect(task('Zara rêve de devenir astronaute', 'fr')).toBe('devenir astronaute');
    expect(task('Léo est un chevalier qui protège le village', 'fr')).toBe('protéger le village');
  });

  it('finds no deed in a sentence about the book or without a doer', () => {
    expect(task('A bedtime story to help my daughter sleep')).toBeUndefined();
    expect(task('Make it funny')).toBeUndefined();
    // An order to the reader: "rain" in its list is no deed.
    expect(task('Learn about sun, rain, snow and wind with Pip the penguin')).toBeUndefined();
    expect(task('Wild Tigers of India')).toBeUndefined();
    expect(task('A cat who loves to dance')).toBeUndefined();
    expect(task('Une histoire pour aider mon fils à dormir', 'fr')).toBeUndefined();
  });

  it('is read last: a search, a journey, a help or a skill outranks it', () => {
    expect(readIdea('', 'Daisy the cow wakes up the farm animals', 'en').goal?.kind).toBe('task');
    expect(readIdea('', 'Zoé looks for a shell at the beach', 'en').goal).toBeUndefined();
    expect(readIdea('', 'Tom walks to the old lighthouse', 'en').goal?.kind).toBe('reach');
    expect(readIdea('', 'Sam finds a lost puppy and helps it home', 'en').goal?.kind).toBe('help');
    expect(readIdea('', 'Ava learns to ride her bike', 'en').goal?.kind).toBe('learn');
    // A kind before a thing names the thing: a dragon egg is protected, no dragon is helped home.
    expect(
      readIdea('', 'A young wizard named Elio protects a dragon egg until it hatches', 'en').goal,
    ).toMatchObject({
      kind: 'task',
      task: { en: 'protect a dragon egg' },
    });
    expect(readIdea('', 'Emma and her dog help a lost lamb find its mother', 'en').goal?.kind).toBe('help');
  });
});
