import { describe, expect, it } from 'vitest';
import type { BookRequest } from '../../types';
import { planBuiltinStory } from './plan-builtin-story';
import { frenchContractions } from './story-context';

/** Issue 14: French elision before names, and no doubled « qui… qui ». */
describe('French wording', () => {
  it('elides de/que before a name with a vowel or a known mute h, not before another H or Y', () => {
    expect(frenchContractions('le chien de Emma')).toBe('le chien d’Emma');
    expect(frenchContractions('plus vite que Élise')).toBe('plus vite qu’Élise');
    expect(frenchContractions('le chat de Hugo')).toBe('le chat d’Hugo');
    expect(frenchContractions('plus grand que Hugo')).toBe('plus grand qu’Hugo');
    expect(frenchContractions('la maison de Hélène')).toBe('la maison d’Hélène');
    expect(frenchContractions('le chat de Harry')).toBe('le chat de Harry');
    expect(frenchContractions('le chat de Hugoline')).toBe('le chat de Hugoline');
    expect(frenchContractions('la sœur de Yasmine')).toBe('la sœur de Yasmine');
  });

  it('does not elide the end of a word after an accented letter: « tiède et », not « tièd’et »', () => {
    expect(frenchContractions('l’eau devint tiède et peu profonde')).toBe(
      'l’eau devint tiède et peu profonde',
    );
    expect(frenchContractions('un remède efficace')).toBe('un remède efficace');
    expect(frenchContractions('le goût de une pomme')).toBe('le goût d’une pomme');
    expect(frenchContractions('près de le phare')).toBe('près du phare');
  });

  it('a helper described with « qui » is not followed by « , qui »', () => {
    expect(frenchContractions('C’était un mystérieux chat qui parle, qui voulait aider.')).toBe(
      'C’était un mystérieux chat qui parle et qui voulait aider.',
    );
  });

  it('a French story with a « qui » helper and a vowel name reads well', async () => {
    const plan = await planBuiltinStory({
      title: 'Emma et le chat',
      author: 'Test',
      type: 'story-book',
      description: 'Emma cherche sa clé avec un mystérieux chat qui parle.',
      pages: 40,
      language: 'fr',
      trim: '8x8',
      bleed: false,
      quality: 'standard',
      seed: 2,
    } as BookRequest);
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).not.toMatch(/\bqui [^,.;:!?«»]+, qui\b/);
    expect(text).not.toMatch(/\b(de|que) Emma\b/);
  });
});
