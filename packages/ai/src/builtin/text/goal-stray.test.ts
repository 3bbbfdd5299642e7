import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * « Un ours entre dans le village » was a bear who lived in the village hunting for a stock kite,
 * 'A bear wanders into the village' a task "to wander into the village". Now the bear comes from the
 * forest, hungry: the village is afraid, sees it is only hungry and lost, feeds it at the turn and
 * walks it back to the forest.
 */
describe('a wild animal wanders into the village', () => {
  it.each([
    [
      'en',
      'A bear wanders into the village',
      /into the village/,
      /“A bear!”|hid behind|barked|Shoo|hissed|Stay away|Help! Help!|still there/,
      /edge of the forest/,
    ],
    [
      'fr',
      'Un ours entre dans le village',
      /jusqu’au village/,
      /« Un ours\s!\s»|se cachèrent|aboyèrent|Ouste|cracha|Pas touche|Au secours|encore là/,
      /l’orée de la forêt/,
    ],
  ] as const)('%s: %s', async (language, description, came, fear, home) => {
    const plan = await planStory({ type: 'story-book', language, description, pages: 12 });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(plan.pages[0].text).toMatch(/forest|forêt/);
    expect(plan.pages[1].text).toMatch(came);
    // The village is afraid first: the page after the problem.
    expect(plan.pages[2].text).toMatch(fear);
    expect(text).not.toMatch(/kite|cerf-volant|to wander|aller entrer/);
    const turn = plan.pages.at(-2);
    expect(turn?.hints?.subjects).toEqual(['bread', 'honey-pot']);
    expect(turn?.alt).toMatch(/bread|pain/);
    expect(plan.pages.at(-1)?.text).toMatch(home);
  });

  it('a bear who lives in the village is no stray', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'A bear who lives in the village looks for his red kite',
      pages: 8,
    });
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(/“A bear!”/);
  });
});
