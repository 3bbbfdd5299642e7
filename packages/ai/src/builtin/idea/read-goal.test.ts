import { describe, expect, it } from 'vitest';
import type { IdeaGoal } from './read-goal';
import { readIdea } from './read-idea';

const reach = (g: IdeaGoal | undefined) => (g?.kind === 'reach' ? g : undefined);
const goalOf = (description: string, lang: 'en' | 'fr' = 'en') => reach(readIdea('', description, lang).goal);

describe('the journey an idea names (read-goal)', () => {
  it('reads a walk to a spot of a setting, with the user’s adjectives, and sets the story on its shore', () => {
    const facts = readIdea('', 'Tom and his grandfather walk to the old lighthouse one windy evening', 'en');
    expect(reach(facts.goal)?.destination.the.en).toBe('the old lighthouse');
    expect(reach(facts.goal)?.destination.place.pic).toMatch(/lighthouse/);
    expect(facts.setting?.id).toBe('beach');
  });

  it('reads French journeys with their contractions', () => {
    const goal = goalOf('Léa part avec son papa jusqu’au vieux phare', 'fr');
    expect(goal?.destination.the.fr).toBe('le phare');
    expect(goal?.destination.to.fr).toBe('jusqu’au phare');
    expect(goalOf('Zoé va à la plage avec sa mamie', 'fr')?.destination).toMatchObject({
      whole: true,
      the: { fr: 'la plage' },
      to: { fr: 'jusqu’à la plage' },
    });
  });

  it('reads a whole setting as the destination, and a climb to a spot', () => {
    expect(goalOf('Max goes to the moon in a rocket')?.destination.setting.id).toBe('space');
    expect(goalOf('A little fox climbs to the top of the mountain')?.destination.setting.id).toBe('mountain');
  });

  it('has no journey when nobody goes anywhere the engine can draw', () => {
    expect(goalOf('Zoé and her cat look for a shell at the beach')).toBeUndefined();
    expect(goalOf('Sam goes to bed early')).toBeUndefined();
  });
});
