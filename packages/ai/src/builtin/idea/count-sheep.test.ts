import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/**
 * "Counting sheep with a sleepy lamb" was a hunt for "a kite hidden somewhere" at bedtime: counting
 * sheep is itself the way to sleep (read-goal-brave.ts SHEEP), so the night is counted one by one.
 */
describe('counting sheep is counted to sleep', () => {
  it.each([
    ['Counting sheep with a sleepy lamb', 'en'],
    ['A little bear counts sheep', 'en'],
    ['Compter les moutons avec un petit agneau', 'fr'],
    ['Un ourson compte les moutons', 'fr'],
  ] as const)('%s', (description, lang) => {
    const goal = readIdea('', description, lang).goal;
    expect(goal?.kind).toBe('brave');
    expect(goal?.kind === 'brave' && goal.count?.one.en).toBe('sheep');
    expect(goal?.kind === 'brave' && goal.sleep).toBe(true);
  });
});
