import { describe, expect, it } from 'vitest';
import { drawPlanPage, storyRequest } from '../testing/story-fixtures';
import { planBuiltinStory } from '../text/plan-builtin-story';
import { pictureSvg } from './index';
import { environmentOfPage } from './place-environment';

const comic = (description: string) =>
  storyRequest({ title: 'Max', type: 'comic-books', description, pages: 8, seed: 3 });

const SPACE_THINGS = /data-icon="(ringed-planet|comet|flying-saucer|satellite|rocket)"/;

/** Issue 14: a comic draws the book's place (its family), not its default space theme. */
describe('comic panels draw the book’s place', () => {
  it.each([
    ['A boy named Max looks for a golden key under the sea.', 'sea', 'underwater'],
    ['Max looks for his lost ball in the park.', 'nature', undefined],
  ])('%s', async (description, family, env) => {
    const req = comic(description);
    const plan = await planBuiltinStory(req);
    const theme = String(plan.character.figure?.theme);
    plan.pages.forEach((page, i) => {
      const h = page.hints as { place?: string; family?: string };
      expect(h.family).toBe(family);
      const drawn = environmentOfPage(theme, h.place ?? '', h.family as never);
      if (env) expect(drawn).toBe(env);
      expect(drawn).not.toBe('space');
      const svg = drawPlanPage(plan, req.type, i, 400);
      expect(svg.match(SPACE_THINGS)?.[0]).toBeUndefined();
    });
    // The cover too: the request carries the home place's family (generate-book.ts).
    const cover = pictureSvg({
      prompt: plan.coverScene,
      width: 400,
      height: 400,
      cover: { title: plan.title, scene: plan.coverScene, family },
      character: plan.character,
      bookType: req.type,
      seed: 1,
    });
    expect(cover.match(SPACE_THINGS)?.[0]).toBeUndefined();
  });
});
