import { describe, expect, it } from 'vitest';
import { drawPlanPage, planStory } from '../testing/story-fixtures';

/**
 * 'A little ant helps an elephant caught in a net' was a boy called Milo freeing an elephant at the
 * beach: the ant was no kind the engine knew. Now any tiny hero helping a big trapped animal is the
 * fable, each in its own words (the elephant trumpets, the bear growls; the ant runs on six legs, the
 * ladybird flies), the big one drawn under the net at the turn.
 */
describe('the fable with other tiny heroes and big animals', () => {
  it.each([
    [
      'en',
      'A little ant helps an elephant caught in a net',
      12,
      /an ant called/,
      /TRUMPET/,
      /ROAR|paw/,
      'elephant',
    ],
    [
      'fr',
      'Une petite fourmi aide un éléphant pris dans un filet',
      12,
      /une fourmi nommée/,
      /BARRISSEMENT/,
      /RUGISSEMENT/,
      'elephant',
    ],
    [
      'en',
      'A ladybird saves a bear caught in a net',
      8,
      /a ladybird called/,
      /landed right on .* GROWL/,
      /ROAR/,
      'bear',
    ],
    [
      'fr',
      'Une coccinelle sauve un ours pris dans un filet',
      8,
      /une coccinelle nommée/,
      /se posa en plein sur .* GROGNEMENT/,
      /RUGISSEMENT/,
      'bear',
    ],
  ] as const)('%s: %s', async (language, description, pages, hero, spared, lion, big) => {
    const plan = await planStory({ type: 'story-book', language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(plan.pages[0].text).toMatch(hero);
    expect(plan.pages[1].text).toMatch(spared);
    expect(plan.pages[1].text).not.toMatch(lion);
    expect(text).not.toMatch(/four tiny paws|quatre toutes petites pattes|beach|plage/);
    expect(plan.pages[1].hints?.subjects).toContain(big);
    const turn = pages - 2;
    expect(plan.pages[turn].hints?.subjects).toEqual([big, 'hunter-net']);
    expect(drawPlanPage(plan, 'story-book', turn, 1000)).toContain('data-over="caught"');
  });
});
