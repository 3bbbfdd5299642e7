import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// Wanting to be an astronaut or a vet was learnt at Maple Lane and the library with "a wise
// grandmother". Now the astronaut trains at the space centre (the spinning chair, the rocket model)
// with an astronaut and is launched at the turn; the vet learns at the clinic with the vet and helps
// a puppy's sore paw at the turn.
describe('a wished job is learnt at its workplace', () => {
  it.each([
    [
      'en',
      'A boy who wants to be an astronaut',
      /spinning chair|rocket model|training (?:room|pool)/,
      /launch pad/,
      'astronaut',
    ],
    [
      'fr',
      'Un garçon qui veut devenir astronaute',
      /fauteuil qui tourne|maquette de fusée|d’entraînement/,
      /pas de tir/,
      'astronaut',
    ],
    [
      'en',
      'A little girl who wants to be a vet',
      /waiting room|examination table|animal beds/,
      /puppy/,
      'health-worker',
    ],
    [
      'fr',
      'Une petite fille qui veut devenir vétérinaire',
      /salle d’attente|table d’examen|paniers des animaux/,
      /chiot/,
      'health-worker',
    ],
  ] as const)('%s: %s', async (language, description, spot, turn, teacher) => {
    for (const pages of [12, 24]) {
      const book = await planStory({ type: 'story-book', language, description, pages });
      const middle = book.pages
        .slice(2, -2)
        .map((p) => p.text)
        .join('\n');
      expect(middle).not.toMatch(/library|bibliothèque|grandmother|grand-mère/);
      expect(middle).toMatch(spot);
      expect(book.pages.at(-2)?.text).toMatch(turn);
      const drawn = book.pages.filter((p) => (p.hints?.subjects as string[] | undefined)?.includes(teacher));
      expect(drawn.length).toBeGreaterThan(0);
    }
  });
});
