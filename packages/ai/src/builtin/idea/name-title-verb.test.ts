import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { nameFromTitle } from './name-from-title';

// A title that opens on what the book teaches does not name the hero. Before, "Learn the colours with
// a chameleon" ended "Can you find one at home, like Learn?" and "Telling the time for first graders"
// drew its clocks "next to Telling".
describe('a verb opening a learning title is not a name', () => {
  it.each([
    'Learn the colours with a chameleon',
    'Telling the time for first graders',
    'Learning to read',
    'Practice addition',
    'Counting the stars',
    'Apprendre l’heure',
    'Découvre les formes',
  ])('%s', (title) => {
    expect(nameFromTitle(title)).toBeUndefined();
  });

  it.each(['Milo and the Moon', 'Rex’s Big Day', 'Zoé et le dragon', 'Sterling and the storm'])(
    '%s keeps its name',
    (title) => {
      expect(nameFromTitle(title)).toBe(title.split(/[ ’]/)[0]);
    },
  );

  it.each([
    ['learning-books', 'en', 'Learn the colours with a chameleon', 'Learn'],
    ['educational-workbooks', 'en', 'Telling the time for first graders', 'Telling'],
    ['learning-books', 'en', 'Learning to read', 'Learning'],
    ['educational-workbooks', 'en', 'Practice addition', 'Practice'],
    ['educational-workbooks', 'fr', 'Apprendre l’heure', 'Apprendre'],
    ['learning-books', 'fr', 'Apprends les couleurs avec un caméléon', 'Apprends'],
  ] as const)('%s %s: %s', async (type, language, description, verb) => {
    const plan = await planStory({ type, language, title: description, description, pages: 8 });
    expect(plan.character.name).not.toBe(verb);
    const said = plan.pages.map((p) => `${p.text} ${p.alt ?? ''}`).join(' ');
    expect(said).not.toMatch(new RegExp(`(like|next to|comme|à côté de) ${verb}\\b`));
  });
});
