import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/** Issue 14: "a mouse looks for cheese" drew a parcel in English (the French noun had its icon). */
describe('cheese is drawn as cheese', () => {
  it.each([
    ['A mouse looks for cheese at the farm', 'en'],
    ['Une souris cherche du fromage', 'fr'],
  ] as const)('%s', (description, lang) => {
    const object = readIdea('T', description, lang).object;
    expect(object?.word.icon).toBe('cheese-wedge');
    expect(object?.parcel).toBeUndefined();
  });
});
