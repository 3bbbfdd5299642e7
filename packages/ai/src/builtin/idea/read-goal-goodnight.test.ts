import { describe, expect, it } from 'vitest';
import { readGoodnight } from './read-goal-goodnight';
import { readIdea } from './read-idea';

/** Issue 14: saying goodnight round a place is its own goal, with the things the idea lists. */
describe('a goodnight round is read (read-goal-goodnight)', () => {
  it.each([
    ['en', 'A sleepy bunny says goodnight to everything in the garden', 'garden', [], false],
    [
      'en',
      'A little girl says good night to the moon, the stars and her teddy',
      undefined,
      ['moon', 'stars', 'teddy'],
      false,
    ],
    ['en', 'Max bids goodnight to the cows and the pigs on the farm', 'farm', ['cow', 'pig'], false],
    ['fr', 'Un petit lapin qui dit bonne nuit à tous les animaux de la ferme', 'farm', [], true],
    ['fr', 'Zoé souhaite bonne nuit à la lune et à son nounours', undefined, ['moon', 'teddy'], false],
    // The goodnight itself, nobody saying it (was a bell hunt on the farm).
    ['en', 'Goodnight to all the animals on the farm', 'farm', [], true],
    ['fr', 'Bonne nuit à tous les animaux de la ferme', 'farm', [], true],
    ['fr', 'Bonne nuit aux animaux du zoo', 'zoo', [], true],
  ] as const)('%s: %s', (lang, description, setting, named, animals) => {
    const facts = readIdea('', description, lang);
    expect(facts.goal).toMatchObject({ kind: 'goodnight', named, animals });
    expect(facts.setting?.id).toBe(setting);
  });

  it('a sleepless night stays one, whoever says goodnight', () => {
    expect(readIdea('', 'Tom can’t fall asleep after Mum says goodnight', 'en').goal?.kind).toBe('brave');
  });

  it('is not read without a goodnight', () => {
    expect(readGoodnight('A bunny goes to bed in the garden')).toBeUndefined();
    expect(readGoodnight('Un lapin dort à la ferme')).toBeUndefined();
    // A bare "Goodnight, little bear" is a title, not a round.
    expect(readGoodnight('Goodnight, little bear')).toBeUndefined();
  });
});
