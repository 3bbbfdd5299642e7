import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// « La petite sirène qui avait peur des requins »: « les genoux d’Ava tremblaient » (a mermaid has no
// knees), and a friendly shark offered her a shortcut before she faced the sharks. Now her tail
// trembles, the shark is drawn where she faces it, and an old sea turtle is the one she meets.
describe('a mermaid or a fish afraid of sharks', () => {
  it.each([
    [
      'fr',
      'mermaids',
      'La petite sirène qui avait peur des requins',
      /queue/,
      /genoux|doigts|papier|épaules/,
    ],
    [
      'en',
      'mermaids',
      'The little mermaid who was afraid of sharks',
      /tail/,
      /knees|fingers|paper|shoulders|step/,
    ],
    [
      'en',
      'ocean-animals',
      'A little fish who is afraid of sharks',
      /tail/,
      /knees|fingers|paper|shoulders|step/,
    ],
    [
      'fr',
      'ocean-animals',
      'Un petit poisson qui a peur des requins',
      /queue/,
      /genoux|doigts|papier|épaules/,
    ],
  ] as const)('%s %s: %s', async (language, type, description, tail, legs) => {
    let trembled = 0;
    for (const pages of [4, 12, 24, 50]) {
      for (const seed of [1, 2, 3]) {
        const book = await planStory({ type, language, description, pages, seed });
        const text = book.pages.map((p) => p.text).join('\n');
        expect(text, `${pages}/${seed}`).not.toMatch(legs);
        // The problem page that says the body trembling says the tail.
        if (/trembl|wobbl/.test(book.pages[1].text ?? '')) {
          expect(book.pages[1].text).toMatch(tail);
          trembled += 1;
        }
        const turn = book.pages.findIndex((p) => p.hints?.beat === 'turn');
        expect(book.pages[turn].hints?.subjects).toContain('shark');
        // Nobody but the sharks at the turn is a shark: no friendly shark met on the way.
        book.pages.forEach((p, i) => {
          if (i !== turn && i !== 1)
            expect(p.hints?.subjects ?? [], `${pages}/${seed} p${i + 1}`).not.toContain('shark');
        });
        expect(text).not.toMatch(
          /A shark (?:waved|was)|Un requin (?:fit|se)|asked a shark|demanda à un requin/,
        );
      }
    }
    expect(trembled).toBeGreaterThan(0);
  });
});
