import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { OBSTACLE_EPISODES } from './obstacle-episodes';
import { fitsPlace } from './story-place-fit';

/**
 * "A little bat explores the glowing cave" read "in a little house at the end of Maple Lane" and
 * roamed the garden, the hill, the park and the library, under the rain, watching the clouds. A cave
 * book now happens in its cave, page after page: its mouth, tunnel, chamber, lake, stalactites and
 * crystal hall, with nothing of the sky inside; a glowing cave is never "so dark"; a bat sleeps
 * hanging upside down.
 */
const ELSEWHERE =
  /Maple Lane|\bpark\b|library|garden|hill|allée des Érables|\bparc\b|bibliothèque|jardin|colline/i;
const SKY = {
  en: /\b(rain\w*|clouds?|wind|breeze|fog|sky|sun\w*|puddle|leaf|leaves|grass|butterfl\w+|bird)\b/i,
  fr: /(?<!\p{L})(pluie|nuages?|vent|brise|brouillard|ciel|soleil|flaque|feuilles?|herbe|papillons?|oiseau)(?!\p{L})/iu,
};
const DARK = /so dark|si sombre/i;
const TITLES = ['Title', 'Into the Cave', 'Deep Down', 'Little Wings'];

describe('a story set in a cave stays in the cave', () => {
  it.each([
    ['en', 'A little bat explores the glowing cave', true],
    ['fr', 'Une petite chauve-souris explore la grotte lumineuse', true],
    ['en', 'A bear lives in a dark cave', false],
    ['fr', 'Un ours vit dans une grotte sombre', false],
    ['en', 'Explorers find crystals in a deep cave', false],
    ['en', 'A colony of bats flies through the cave', false],
    ['fr', 'Une chauve-souris vole dans la caverne', false],
  ] as const)('%s: %s', async (language, description, glowing) => {
    for (const title of TITLES) {
      const plan = await planStory({ type: 'story-book', language, description, title });
      for (const [i, page] of plan.pages.entries()) {
        const why = `${title} p${i}: ${page.text}`;
        const hints = page.hints as { place?: string; family?: string };
        expect(hints.place, why).toMatch(glowing ? /inside the glowing cave/ : /inside the cave/);
        expect(hints.family, why).toBe('cave');
        expect(page.text, why).not.toMatch(ELSEWHERE);
        expect(page.text, why).not.toMatch(SKY[language]);
        expect(page.alt, why).not.toMatch(/under the stars|sous les étoiles/);
        if (glowing) expect(page.text, why).not.toMatch(DARK);
      }
    }
  });

  it.each([
    ['en', 'A little bat explores the glowing cave', /Lila hung upside down, wings folded tight/],
    ['fr', 'Une petite chauve-souris explore la grotte lumineuse', /Inès s’accrocha la tête en bas/],
  ] as const)(
    '%s: the bat opens at home in the cave and sleeps upside down',
    async (language, description, end) => {
      const plan = await planStory({ type: 'story-book', language, description });
      expect(plan.pages[0].text).toMatch(/in the glowing cave|dans la grotte lumineuse/);
      expect(plan.pages.at(-1)?.text).toMatch(end);
    },
  );

  it('“so dark” fits a dark cave’s places, never a glowing cave’s', () => {
    const dark = OBSTACLE_EPISODES.find((t) => DARK.test(t.en));
    const cave = readIdea('', 'A bear sleeps in a dark cave', 'en').setting;
    const glowing = readIdea('', 'A little bat explores the glowing cave', 'en').setting;
    expect(dark && cave?.places.every((p) => fitsPlace(dark, p))).toBe(true);
    expect(dark && glowing?.places.some((p) => fitsPlace(dark, p))).toBe(false);
  });
});
