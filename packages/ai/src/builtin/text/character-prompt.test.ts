import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

// The image prompt's hero (what a provider draws on every page) is the hero the pages name and
// describe. It used to keep the theme's stock hero: "Tina, a little T-rex with an orange bow" in a
// book about Rex, « Marina » in a book about Lila.
describe('the character bible’s prompt names the book’s hero', () => {
  it.each([
    ['dinosaurs', 'en', 'Rex the T-rex is afraid of thunder'],
    ['mermaids', 'fr', 'Une sirène qui cherche sa perle perdue'],
    ['story-book', 'fr', 'Zoé et son chat cherchent un coquillage à la plage'],
    ['zoo-animals', 'en', 'A baby elephant gets lost at the zoo'],
  ] as const)('%s %s: %s', async (type, language, description) => {
    const plan = await planStory({ type, language, description, pages: 8 });
    const { name, look, promptPrefix } = plan.character;
    expect(promptPrefix.startsWith(`${name}, ${look}, colours `)).toBe(true);
    for (const p of plan.pages.slice(0, 2)) expect(p.text).toContain(name);
  });
});
