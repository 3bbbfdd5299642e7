import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';

// 'An ABC of vehicles' said "E is for elephant (no vehicle starts with E)", and the same for G, I, J,
// N, O, Q, U, V, W, X, Z: every letter with a vehicle the icons draw (or own-icons draws) now has it.
describe('a vehicle alphabet names a vehicle wherever there is one', () => {
  it.each([
    [
      'en',
      'An ABC of vehicles',
      [
        'E is for excavator',
        'J is for jeep',
        'O is for ocean liner',
        'U is for underground train',
        'V is for van',
        'W is for wagon',
        'Z is for zeppelin',
      ],
      /\b(elephant|giraffe|owl|umbrella|violin|whale|zebra)\b/,
    ],
    [
      'fr',
      'Un abécédaire des véhicules',
      [
        'E comme excavatrice',
        'J comme jeep',
        'N comme navire',
        'U comme ULM',
        'W comme wagon',
        'Z comme zeppelin',
      ],
      /\b(étoile|jongleur|nuage|usine|zèbre)\b/,
    ],
  ] as const)('%s: %s', async (language, description, said, stock) => {
    for (const pages of [26, 30]) {
      const plan = await planStory({ type: 'alphabet', language, description, pages });
      const text = plan.pages.map((p) => p.text).join(' ');
      for (const s of said) expect(text).toContain(s);
      expect(text).not.toMatch(stock);
      const subjects = plan.pages.flatMap((p) => (p.hints as { subjects?: string[] }).subjects ?? []);
      expect(subjects).toEqual(expect.arrayContaining(['excavator', 'zeppelin']));
      for (const s of subjects) expect(hasIcon(s), s).toBe(true);
    }
  });
});
