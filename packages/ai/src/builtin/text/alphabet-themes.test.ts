import { describe, expect, it } from 'vitest';
import { hasIcon } from '../pictures/icons';
import { planStory } from '../testing/story-fixtures';

// An alphabet keeps the theme the idea names. Before, « L'alphabet des animaux de la ferme » printed
// « A comme abeille. B comme baleine. C comme chameau. D comme dauphin » and "Farm animals ABC" an ant,
// a bear, a camel and a dolphin; a letter with no word of the theme now says so on its page.
describe('an alphabet of farm animals, zoo animals or vehicles', () => {
  it.each([
    [
      'en',
      'Farm animals ABC',
      ['cow', 'duck', 'goat', 'hen', 'pig', 'rooster'],
      /\b(camel|dolphin|whale|kangaroo|penguin)\b/,
      'X is for x-ray (no farm animal starts with X).',
    ],
    [
      'fr',
      'L’alphabet des animaux de la ferme',
      ['âne', 'cochon', 'poule', 'vache', 'mouton', 'lapin'],
      /\b(baleine|chameau|dauphin|kangourou|pingouin)\b/,
      'X comme rayons X (pas d’animal de la ferme en X).',
    ],
    [
      'en',
      'A zoo alphabet',
      ['elephant', 'giraffe', 'lion', 'tiger', 'zebra'],
      /\b(ant|unicorn|octopus|whale)\b/,
      'Q is for queen (no zoo animal starts with Q).',
    ],
    [
      'fr',
      'Les véhicules de A à Z',
      ['avion', 'bus', 'camion', 'tracteur', 'voiture'],
      /\b(abeille|chat|ballon)\b/,
      'Q comme quille (pas de véhicule en Q).',
    ],
    [
      'en',
      'Things that go: vehicles ABC',
      ['ambulance', 'bus', 'car', 'helicopter', 'tractor'],
      /\b(ant|bear|cat|dog)\b/,
      'X is for x-ray (no vehicle starts with X).',
    ],
  ] as const)('%s: %s', async (language, description, own, stock, plainly) => {
    for (const pages of [8, 26, 30]) {
      const plan = await planStory({ type: 'alphabet', language, description, pages });
      const hints = plan.pages.map((p) => p.hints as { words?: string[]; subjects?: string[] });
      const words = hints.flatMap((h) => h.words ?? []);
      expect(words).toEqual(expect.arrayContaining([...own]));
      expect(words.join(' ')).not.toMatch(stock);
      for (const s of hints.flatMap((h) => h.subjects ?? [])) expect(hasIcon(s), s).toBe(true);
      expect(plan.pages.map((p) => p.text).join(' ')).toContain(plainly);
    }
  });
});
