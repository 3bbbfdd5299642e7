import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * 'A mermaid cleans the ocean of plastic' / « Une sirène nettoie l’océan » / 'A turtle caught in a
 * plastic bag' were a generic day plan ("everything tumbled down") with no plastic named or drawn.
 * Now their own arc (goal-clean-sea.ts): the bottles and bags on the reef, the fishing net on the
 * sunken ship, friends helping, a little sea turtle freed at the turn, the reef bright at the end.
 */
describe('an ocean clean-up', () => {
  it.each([
    [
      'en',
      'mermaids',
      'A mermaid cleans the ocean of plastic',
      [/plastic bottle/, /fishing net/, /turtle/, /free/],
    ],
    [
      'fr',
      'mermaids',
      'Une sirène nettoie l’océan',
      [/bouteille en plastique/, /filet de pêche/, /tortue/, /libre/],
    ],
    [
      'en',
      'ocean-animals',
      'A turtle caught in a plastic bag',
      [/plastic bottle/, /fishing net/, /turtle/, /free/],
    ],
    [
      'fr',
      'story-book',
      'Une tortue prise dans un sac plastique',
      [/bouteille/, /filet de pêche/, /tortue/, /libre/],
    ],
  ] as const)('%s %s: %s', async (language, type, description, steps) => {
    for (const pages of [4, 12, 24]) {
      const book = await planStory({ type, language, description, pages });
      const texts = book.pages.map((p) => p.text);
      const all = texts.join(' ');
      expect(all).not.toMatch(/tumbled down|big plan for the day|grand projet|s’écroula/);
      // The plastic named on the problem's page and drawn there.
      expect(texts[1]).toMatch(language === 'en' ? /plastic bag/ : /sac plastique/);
      expect(book.pages[1].hints?.subjects).toEqual(
        expect.arrayContaining(['plastic-bottle', 'plastic-bag']),
      );
      // Lying there on the reef, not a thing missed in a thought bubble.
      expect(book.pages[1].hints?.found).toBe(true);
      // The turtle freed at the turn, drawn with the net and the bag; the reef bright at the end.
      expect(texts.at(-2)).toMatch(steps[3]);
      expect(book.pages.at(-2)?.hints?.subjects).toEqual(expect.arrayContaining(['turtle', 'hunter-net']));
      expect(texts.at(-1)).toMatch(language === 'en' ? /reef shone/ : /récif de corail brillait/);
      // Under the sea: no house on a lane, no weather.
      expect(all).not.toMatch(/Maple Lane|allée des Érables/);
      if (pages >= 12) {
        const at = steps.map((re) => texts.findIndex((t, k) => k > 1 && re.test(t)));
        expect(at.every((k) => k > 1)).toBe(true);
        expect([...at].sort((a, b) => a - b)).toEqual(at);
        const subjects = book.pages.flatMap((p) => p.hints?.subjects ?? []);
        expect(subjects).toEqual(
          expect.arrayContaining(['plastic-bottle', 'plastic-bag', 'hunter-net', 'turtle']),
        );
      }
      if (pages >= 24) expect(all).toMatch(language === 'en' ? /dolphins.*octopus/ : /dauphins.*pieuvre/);
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });
});
