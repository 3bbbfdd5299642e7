import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

// The treehouse icon's red roof (treehouse-icon.ts).
const TREEHOUSE_ROOF = 'M8 11.4L16 5.6L24 11.4Z';

describe('the treehouse the friends build is drawn (issue 14)', () => {
  it('up in its tree, big, on the page it is finished, and thought of on the plan page', async () => {
    for (const language of ['en', 'fr'] as const) {
      const plan = await planStory({
        type: 'story-book',
        language,
        description:
          language === 'en'
            ? 'Two best friends build a treehouse in the garden'
            : 'Deux meilleures amies construisent une cabane dans le jardin',
      });
      const turn = plan.pages.length - 2;
      expect(drawPlanPage(plan, 'story-book', turn)).toContain(TREEHOUSE_ROOF);
      expect(drawPlanPage(plan, 'story-book', 1)).toContain(TREEHOUSE_ROOF);
    }
  });
});
