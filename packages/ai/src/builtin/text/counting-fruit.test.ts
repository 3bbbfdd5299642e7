import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// A counting book counts what the idea names. Before, « Compter les fruits du verger » counted a hen,
// two eggs and four pigs (the farm's things).
describe('counting fruit and vegetables', () => {
  it.each([
    ['fr', 'Compter les fruits du verger', ['red-apple', 'pear', 'banana', 'strawberry'], /^Une pomme\./],
    ['en', 'Count the fruit in the orchard', ['red-apple', 'pear', 'banana', 'strawberry'], /^One apple\./],
    ['en', 'Count the vegetables in the garden', ['carrot', 'tomato', 'broccoli', 'potato'], /^One carrot\./],
    ['fr', 'Je compte les légumes du potager', ['carrot', 'tomato', 'broccoli', 'potato'], /^Une carotte\./],
  ] as const)('%s: %s', async (language, description, first, opening) => {
    const plan = await planStory({ type: 'numbers', language, description, pages: 8 });
    const objects = plan.pages.map((p) => p.hints?.object);
    expect(objects.slice(0, 4)).toEqual(first);
    expect(plan.pages[0].text).toMatch(opening);
    expect(plan.pages.map((p) => p.hints?.count)).toEqual(plan.pages.map((_, i) => i + 1));
  });
});
