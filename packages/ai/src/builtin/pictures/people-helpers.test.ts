import { describe, expect, it } from 'vitest';
import type { PagePlan } from '../../types';
import { drawPlanPage, planStory } from '../testing/story-fixtures';
import { pictureSvg } from './index';

/**
 * Issue 14: a park ranger met in the forest (« une garde forestière avec des jumelles ») was not
 * drawn — and so the alt text left her out — and a comic's close-ups drew a dog speaking her lines.
 * The people an idea or a theme names (a police officer, a farmer, a fisherman, a nurse, a baker,
 * mum or dad, a grandparent, a teacher) stand in full as themselves.
 */
const standing = (svg: string) =>
  [...svg.matchAll(/<g data-figure="helper" data-icon="([^"]+)"/g)].map((m) => m[1]);
const icons = (svg: string) => [...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);

const meeting = (said: string, subjects: string[] = []): PagePlan => ({
  text: '',
  alt: '',
  layout: 'image-full',
  scene: `Tom meets a new friend at the mossy path in the forest, with ${said}`,
  hints: { kind: 'story', beat: 'helper', place: 'the mossy path in the forest', subjects },
});

describe('people met on the way are drawn as who they are (issue 14)', () => {
  it.each([
    ['a park ranger with binoculars', 'park-ranger'],
    ['a police officer', 'police-officer'],
    ['a kind farmer', 'farmer'],
    ['an old fisherman', 'fisher'],
    ['a nurse', 'health-worker'],
    ['the baker', 'cook'],
    ['Tom’s mum', 'woman'],
    ['Tom’s dad', 'man'],
    ['Tom’s grandmother', 'old-woman'],
    ['Tom’s grandfather', 'old-man'],
    ['a teacher', 'teacher'],
  ])('“with %s” stands as %s', async (said, icon) => {
    const plan = await planStory({ type: 'story-book', description: 'Tom goes to the forest.', seed: 1 });
    for (let seed = 1; seed <= 4; seed++) {
      const page = meeting(said);
      const svg = pictureSvg({
        prompt: page.scene,
        width: 300,
        height: 300,
        page,
        character: plan.character,
        bookType: 'story-book',
        seed,
      });
      expect(standing(svg), said).toEqual([icon]);
    }
  });

  it('mum or dad among the page’s things stands in full, not as a face on the ground', async () => {
    const plan = await planStory({ type: 'story-book', description: 'Tom goes to the forest.', seed: 1 });
    for (const who of ['woman', 'man']) {
      const page = { ...meeting('a friend'), scene: 'Tom explores the mossy path in the forest' };
      page.hints = { ...page.hints, beat: 'journey', subjects: [who] };
      const svg = pictureSvg({
        prompt: page.scene,
        width: 300,
        height: 300,
        page,
        character: plan.character,
        bookType: 'story-book',
        seed: 2,
      });
      expect(standing(svg)).toEqual([who]);
    }
  });

  it.each([
    ['en', 'Lily looks for her kite in the forest.', /with a park ranger with binoculars/],
    ['fr', 'Lily cherche son cerf-volant dans la forêt.', /avec une garde forestière avec des jumelles/],
  ] as const)(
    '%s: the forest’s park ranger is drawn where she is met, and the alt names her',
    async (language, description, named) => {
      for (const type of ['story-book', 'comic-books'] as const) {
        const plan = await planStory({ type, description, language, pages: 12, seed: 1 });
        const met = plan.pages.findIndex((p) => p.hints?.beat === 'helper');
        expect(met, type).toBeGreaterThan(0);
        expect(plan.pages[met].alt, type).toMatch(named);
        expect(standing(drawPlanPage(plan, type, met)), type).toContain('park-ranger');
        // A comic's close-ups after the meeting show the ranger who speaks, never a stand-in dog.
        plan.pages.forEach((_, i) => {
          if (type === 'comic-books') expect(icons(drawPlanPage(plan, type, i))).not.toContain('dog');
        });
      }
    },
  );
});
