import { describe, expect, it } from 'vitest';
import { KINDS } from '../idea/kinds';
import { readDifferent } from '../idea/read-goal-different';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

const kind = (id: string) => KINDS.find((k) => k.id === id);

/**
 * Issue 14: « Le hérisson qui voulait un câlin » was a stock kite hunt in the forest. Now the prickly
 * hero's wish to be hugged: tries to hide the prickles, the old tortoise's words, a mouse shielded
 * from the fox, and its hug on the hero's soft tummy at the turn.
 */
describe('a hedgehog who wants a hug', () => {
  it.each([
    [
      'fr',
      'Le hérisson qui voulait un câlin',
      /envie d’un câlin/,
      /ventre de \p{Lu}\p{L}+, le seul endroit sans un seul piquant/u,
    ],
    [
      'en',
      'A hedgehog who wants a hug',
      /wanted a hug more than anything/,
      /hugged \p{Lu}\p{L}+’s soft tummy/u,
    ],
  ] as const)('%s: %s', async (language, description, wish, hug) => {
    for (const pages of [4, 12, 24]) {
      const plan = await planStory({ type: 'story-book', language, description, title: description, pages });
      const texts = plan.pages.map((p) => p.text);
      const text = texts.join('\n');
      expect(text).toMatch(wish);
      expect(text).toMatch(hug);
      expect(text).not.toMatch(/kite|cerf-volant/);
      const turn = texts.findIndex((t) => hug.test(t));
      expect(plan.pages[turn].hints?.subjects).toContain('mouse');
      const sentences = texts.flatMap((t) => splitSentences(t));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('reads the wish only for a prickly hero, and keeps the T-rex’s hugs', () => {
    expect(readDifferent('Le hérisson qui voulait un câlin', kind('hedgehog'))?.wish).toBe('prickles');
    expect(readDifferent('A hedgehog who is too prickly to hug', kind('hedgehog'))?.wish).toBe('prickles');
    expect(readDifferent('A puppy who wants a hug', kind('dog'))).toBeUndefined();
    expect(
      readDifferent('A T-rex who wants to give hugs but his arms are too short', kind('t-rex'))?.wish,
    ).toBe('hugs');
  });
});
