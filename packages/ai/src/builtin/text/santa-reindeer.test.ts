import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { splitSentences } from './sentences';

/**
 * Issue 14: Santa's lost reindeer was hunted in "grandma’s kitchen" and on "the lantern bridge", with a
 * snowman on the lake and "friends make every problem smaller" at the end. His search is his own: the
 * North Pole's places, Christmas Eve one day away, an elf, Mrs Claus, a polar bear or a snowy owl,
 * tracks and a bell, the reindeer found and drawn, the sleigh away on Christmas Eve night.
 */
const CASES = [
  {
    language: 'en',
    description: 'Santa loses his reindeer',
    pole: /North Pole/,
    places: /toy workshop|snowy forest|frozen lake|elves’ village|snowy hill/,
    eve: /Christmas Eve is tomorrow|Christmas Eve was tomorrow/,
    helper: /elf|Mrs Claus|polar bear|snowy owl/,
    sign: /hoofprints|bell/,
    ending: /Christmas Eve/,
    lesson: /Christmas is about those we love/,
  },
  {
    language: 'fr',
    description: 'Le père Noël a perdu son renne',
    pole: /pôle Nord/,
    places: /atelier des jouets|forêt enneigée|lac gelé|village des lutins|colline enneigée/,
    eve: /c’était demain|c’est demain/,
    helper: /lutin|mère Noël|ours polaire|chouette des neiges/,
    sign: /empreintes de sabots|clochette/,
    ending: /nuit de Noël|soir de Noël/,
    lesson: /Noël, c’est d’abord ceux qu’on aime/,
  },
] as const;

describe('Santa looks for his reindeer at the North Pole (issue 14)', () => {
  it.each(CASES.flatMap((c) => [8, 12].map((pages) => [c.language, pages, c] as const)))(
    '%s, %i pages',
    async (_lang, pages, c) => {
      const plan = await planStory({
        type: 'holiday',
        description: c.description,
        language: c.language,
        pages,
        title: 'T',
      });
      const texts = plan.pages.map((p) => p.text);
      const text = texts.join(' ');
      expect(texts[0]).toMatch(c.pole);
      expect(text).not.toMatch(
        /grandma|mamie|lantern|lanternes|snowman|bonhomme de neige|market|marché|Glimmerbrook|Scintillebourg/i,
      );
      expect(text).not.toMatch(/friends make every problem smaller|chaque problème devient plus petit/);
      expect(text).toMatch(c.places);
      expect(text).toMatch(c.eve);
      expect(text).toMatch(c.helper);
      expect(text).toMatch(c.sign);
      const last = plan.pages[pages - 1];
      expect(last.text).toMatch(c.ending);
      expect(last.text).toMatch(c.lesson);
      // The sleigh leaves at night, the reindeer in front.
      expect(last.hints?.light).toBe('night');
      expect(last.hints?.subjects).toEqual(expect.arrayContaining(['sled', 'deer']));
      // The empty stall: the reindeer stables draw the sleigh waiting, no stock horse beside the barn.
      const problem = drawPlanPage(plan, 'holiday', 1);
      expect(problem).toContain('data-icon="sled"');
      expect(problem).not.toContain('data-icon="horse"');
      const turn = plan.pages.findIndex((p) => p.hints?.beat === 'turn');
      expect(drawPlanPage(plan, 'holiday', turn)).toContain('data-icon="deer"');
      // No page's sentence twice.
      const sentences = texts.flatMap(splitSentences);
      expect(new Set(sentences).size).toBe(sentences.length);
    },
  );

  it('keeps a lesson the idea names', async () => {
    const plan = await planStory({
      type: 'holiday',
      description: 'Santa loses his reindeer and learns that patience pays off',
      language: 'en',
      pages: 8,
      title: 'T',
    });
    expect(plan.pages[7].text).not.toMatch(/Christmas is about those we love/);
  });
});
