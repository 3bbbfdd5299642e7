import type { BookType } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: 'A day at the zoo with Grandma' was "Charlie, a child who lives at the zoo" hunting a
 * stock ball, with no verb of going for the visit reader to see. A day out at the zoo, the farm or
 * the aquarium is now the visit: the place's spots, and its animals up close at the turn.
 */
describe('a day out is a visit', () => {
  it.each([
    [
      'zoo-animals',
      'en',
      'A day at the zoo with Grandma',
      /going to the zoo|off to the zoo/,
      /elephants/,
      'elephant',
    ],
    ['farm-animals', 'fr', 'Une journée à la ferme avec Papi', /à la ferme|pour la ferme/, /moutons/, 'ewe'],
    [
      'story-book',
      'en',
      'A trip to the aquarium',
      /going to the aquarium|off to the aquarium/,
      /shark/,
      'shark',
    ],
  ] as const)('%s %s: %s', async (type, language, description, going, turn, icon) => {
    for (const pages of [8, 12, 24]) {
      const plan = await planStory({
        type: type as BookType,
        language,
        description,
        title: description,
        pages,
      });
      const text = plan.pages.map((p) => p.text).join('\n');
      expect(text).toMatch(going);
      expect(text).toMatch(turn);
      expect(text).not.toMatch(/lives at the zoo|a ball|the ball|une balle|cerf-volant|kite/i);
      // The animals are seen up close at the turn, drawn there.
      const turnPage = plan.pages[plan.pages.length - 2];
      expect(turnPage.text).toMatch(turn);
      expect(turnPage.hints?.subjects).toContain(icon);
    }
  });

  it('says « un des moutons », « une des girafes »', async () => {
    for (const [description, said] of [
      ['Une journée à la ferme avec Papi', /était-ce un des moutons/],
      ['Une sortie au zoo pour voir les girafes', /était-ce une des girafes/],
    ] as const) {
      const plan = await planStory({
        type: 'story-book',
        language: 'fr',
        description,
        title: description,
        pages: 24,
      });
      const text = plan.pages.map((p) => p.text).join('\n');
      if (/ferme/.test(description)) expect(text).toMatch(said);
      expect(text).not.toMatch(/une des moutons|un des girafes/);
    }
  });
});
