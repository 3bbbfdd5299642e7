import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';
import { CASES } from './story-corpus-cases';

/** The goal each of these corpus ideas is read as (they all once became a quest for a stock object). */
const GOALS: Record<string, string> = {
  'Milo the shy little mouse makes a new friend.': 'befriend',
  'Léo le lapin se fait un nouvel ami.': 'befriend',
  'Mia wants a friend at her new school.': 'befriend',
  'Pip the mouse befriends an owl in the forest.': 'befriend',
  'Tom wants to be braver.': 'brave',
  'Tom veut être courageux.': 'brave',
  'Sam dreams of becoming a firefighter.': 'learn',
  'Léo veut devenir pompier et aide à éteindre un feu.': 'learn',
  'Max looks for his mum at the park.': 'reunite',
  'Lucie cherche sa maman.': 'reunite',
};
const SEARCH =
  /search|look(ed|ing)? for|clue|could not find|saw something|recherch|cherch|indice|introuvable/i;

describe('story corpus: goals that once fell back to the quest', () => {
  const cases = CASES.filter((c) => GOALS[c[4]]);

  it('lists every goal idea in the corpus', () => {
    expect(cases.map((c) => c[4]).sort()).toEqual(Object.keys(GOALS).sort());
  });

  it.each(cases)('%s %s: %s', async (type, language, pages, title, description) => {
    expect(readIdea(title, description, language).goal?.kind).toBe(GOALS[description]);
    const plan = await planStory({ title, author: 'Ann', type, description, pages, language });
    for (const p of plan.pages) expect(p.text).not.toMatch(SEARCH);
  });
});
