import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

const sentencesOf = (text: string) => text.split(/(?<=[.!?…](?:\s?[»”])?)\s+(?=\p{Lu}|«|“)/u);
const middleBodies = (texts: string[]) => texts.slice(2, -2).map((t) => t.replace(/^[^,]*, /, ''));

/**
 * "Halloween night trick or treating with friends" was a search for "a magic broom hidden somewhere
 * in Pumpkin Hollow"; now it is the night itself: the costume, the pumpkin lantern, door to door
 * ("Trick or treat!", « Des bonbons ou un sort ! ») with the sweets drawn, the spooky house that is
 * a cat and an old neighbour, a friend's dropped sweets shared, home to count the treats — at night.
 */
describe('a trick-or-treat night', () => {
  it.each([
    ['en', 'Halloween night trick or treating with friends', /Trick or treat!/, /costume/, /pumpkin/],
    [
      'fr',
      'Une nuit d’Halloween à faire des bonbons ou un sort avec des amis',
      /Des bonbons ou un sort\s!/,
      /déguisement/,
      /citrouille/,
    ],
  ] as const)('%s: %s', async (language, description, trick, costume, pumpkin) => {
    const plan = await planStory({ type: 'holiday', language, description, pages: 24 });
    const texts = plan.pages.map((p) => p.text);
    const text = texts.join('\n');
    expect(text).toMatch(trick);
    expect(text).toMatch(costume);
    expect(text).toMatch(pumpkin);
    expect(text).toMatch(/Mrs Hazel|Madame Noisette/);
    expect(text).not.toMatch(/broom|balai|library|bibliothèque|big plan|grand projet/i);
    const subjects = plan.pages.flatMap((p) => p.hints?.subjects ?? []);
    for (const icon of ['jack-o-lantern', 'candy', 'lollipop', 'person-vampire', 'black-cat', 'old-woman'])
      expect(subjects).toContain(icon);
    // Every page at night; the last one counts the treats at home.
    for (const p of plan.pages) expect(p.hints?.light).not.toBe('day');
    expect(texts.at(-1)).toMatch(/twenty-one|vingt et un/);
    expect(texts.at(-2)).toMatch(/Oscar/);
    const sentences = sentencesOf(text);
    expect(new Set(sentences).size).toBe(sentences.length);
    const bodies = middleBodies(texts);
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  // « Léa se déguise en sorcière » chose "the round orange pumpkin costume": the idea's costume is worn.
  it.each([
    [
      'en',
      'Max dresses up as a ghost and goes trick-or-treating with his friends',
      /chose the ghost costume/,
      'ghost-sheet',
    ],
    [
      'fr',
      'Léa se déguise en sorcière et fête Halloween avec ses amis',
      /choisit le déguisement de sorcière/,
      'witch-hat',
    ],
  ] as const)('%s: %s wears the costume the idea names', async (language, description, worn, wears) => {
    const plan = await planStory({ type: 'holiday', language, description, pages: 12 });
    const page = plan.pages.find((p) => worn.test(p.text));
    expect(page, plan.pages.map((p) => p.text).join('\n')).toBeDefined();
    // Worn on the child (halloween-costume-worn.test.ts), not drawn beside as an icon.
    expect((page?.hints as { wears?: string } | undefined)?.wears).toBe(wears);
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/pumpkin costume|déguisement de citrouille/);
  });
});

/**
 * "The Easter bunny lost his eggs" was a search for ONE egg with "a kind Easter bunny" beside the
 * bunny hero; now the bunny finds its painted eggs one by one, each its colour, drawn in it, before
 * the children's hunt. "An Easter egg hunt in the garden" is the hunt: eggs found one by one, the
 * little sister who finds none is helped and finds the golden egg; chocolate shared at the end.
 */
describe('Easter eggs found one by one', () => {
  it.each([
    ['en', 'The Easter bunny lost his eggs', /red egg/, /blue egg/, /egg hunt has begun/],
    ['fr', 'Le lapin de Pâques a perdu ses œufs', /œuf rouge/, /œuf bleu/, /chasse aux œufs commence/],
  ] as const)('%s: %s', async (language, description, red, blue, hunt) => {
    const plan = await planStory({ type: 'holiday', language, description, pages: 24 });
    const texts = plan.pages.map((p) => p.text);
    const text = texts.join('\n');
    expect(text).toMatch(red);
    expect(text).toMatch(blue);
    expect(texts.at(-2)).toMatch(hunt);
    expect(texts.at(-1)).toMatch(/chocolate|chocolat/);
    expect(text).not.toMatch(/kind Easter bunny|gentil lapin de Pâques|the egg was gone|l’œuf avait disparu/);
    // Each egg drawn in the colour its page says.
    const tints = new Set(plan.pages.map((p) => (p.hints as { tints?: Record<string, string> }).tints?.egg));
    for (const colour of ['#e4443f', '#3b82f6', '#facc15', '#22c55e', '#f5b800'])
      expect(tints).toContain(colour);
    const bodies = middleBodies(texts);
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it.each([
    ['en', 'An Easter egg hunt in the garden', /Lily/, /golden egg/],
    ['fr', 'Une chasse aux œufs de Pâques dans le jardin', /Lily/, /œuf doré/],
  ] as const)('%s: %s', async (language, description, sister, golden) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'holiday', language, description, pages });
      const texts = plan.pages.map((p) => p.text);
      expect(texts.join(' ')).toMatch(sister);
      expect(texts.at(-2)).toMatch(golden);
      expect(texts.at(-2)).toMatch(sister);
      expect(
        plan.pages.filter((p) => ((p.hints?.subjects ?? []) as string[]).includes('egg')).length,
      ).toBeGreaterThan(pages / 4);
      const bodies = middleBodies(texts);
      expect(new Set(bodies).size).toBe(bodies.length);
    }
  });

  // "with her little brother" was helping "little sister Lily": the little one is the idea's.
  it.each([
    [
      'en',
      'Mia goes on an Easter egg hunt with her little brother',
      /Mia’s little brother Leo/,
      /he sniffed/,
    ],
    [
      'fr',
      'Tom fait la chasse aux œufs de Pâques avec son petit frère',
      /Léo, le petit frère de Tom/,
      /renifla-t-il/,
    ],
  ] as const)('%s: %s helps the little brother', async (language, description, brother, he) => {
    const plan = await planStory({ type: 'holiday', language, description, pages: 24 });
    const text = plan.pages.map((p) => p.text).join(' ');
    expect(text).toMatch(brother);
    expect(text).toMatch(he);
    expect(text).not.toMatch(/Lily|sister|sœur|renifla-t-elle/);
  });
});
