import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readTask } from './read-goal-task';

/**
 * « Le petit tracteur rouge qui aidait tout le monde » printed « Bella avait un grand projet pour la
 * journée : aidaire tout le monde »: the tagger's infinitive of an imperfect is a non-word.
 */
const task = (description: string) => readTask(description, 'fr')?.task.fr;

describe('a French deed said in the past takes its real infinitive (fr-past-infinitive)', () => {
  it('reads the imperfect of first-group verbs, with their plural and « et »', () => {
    expect(task('Le petit tracteur rouge qui aidait tout le monde')).toBe('aider tout le monde');
    expect(task('Les tracteurs aidaient tout le monde')).toBe('aider tout le monde');
    expect(task('Le chat chantait une chanson et dansait avec Léa')).toBe(
      'chanter une chanson et danser avec Léa',
    );
    expect(task('Le chat jouait au ballon')).toBe('jouer au ballon');
    expect(task('Le chat mangeait une pomme')).toBe('manger une pomme');
  });

  it('reads the common irregulars and the second group', () => {
    expect(task('Le chat faisait un gâteau')).toBe('faire un gâteau');
    expect(task('Le chat allait à la mer')).toBe('aller à la mer');
    expect(task('Le chat prenait le train')).toBe('prendre le train');
    expect(task('Le chat finissait son dessin')).toBe('finir son dessin');
    expect(task('Le chat construisait une cabane')).toBe('construire une cabane');
    expect(task('La vache voulait voler très haut')).toBe('voler très haut');
  });

  it('reads the passé simple of first-group verbs', () => {
    expect(task('Le chat aida tout le monde')).toBe('aider tout le monde');
    expect(task('Le chat mangea une pomme')).toBe('manger une pomme');
  });

  it('prints the plan of « Le petit tracteur rouge qui aidait tout le monde » with a real verb', async () => {
    const plan = await planStory({
      type: 'vehicles',
      language: 'fr',
      description: 'Le petit tracteur rouge qui aidait tout le monde',
      pages: 12,
    });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/aidaire/);
    // The helpful tractor's day of farm jobs (goal-rescue-vehicle-tractor.ts), its deed read as « aider ».
    expect(text).toMatch(/ferme/);
  });
});
