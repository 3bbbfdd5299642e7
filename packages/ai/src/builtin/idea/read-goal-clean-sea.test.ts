import { describe, expect, it } from 'vitest';
import { readCleanSea } from './read-goal-clean-sea';

/** An ocean clean-up is read from the sea's plastic, not from any sea story (goal-clean-sea.ts). */
describe('readCleanSea', () => {
  it.each([
    ['A mermaid cleans the ocean of plastic', 'mermaid'],
    ['Une sirène nettoie l’océan', 'mermaid'],
    ['A turtle caught in a plastic bag', 'turtle'],
    ['Une tortue prise dans un filet', 'turtle'],
    ['Kids clean up the beach and the sea of rubbish', undefined],
  ])('%s', (description, hero) => {
    expect(readCleanSea(description, hero)?.kind).toBe('cleansea');
  });

  it.each([
    ['A mermaid who wants to see the snow', 'mermaid'],
    ['A turtle goes to the beach', 'turtle'],
    ['A robot made of plastic bottles', 'robot'],
    ['Une sirène cherche son collier de perles', 'mermaid'],
  ])('not %s', (description, hero) => {
    expect(readCleanSea(description, hero)).toBeUndefined();
  });
});
