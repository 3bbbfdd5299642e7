import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { drawPlanPage, planStory, type StoryPlan } from '../testing/story-fixtures';

/**
 * "A boy saves a puppy from the wolf" (« Un garçon sauve un chiot du loup ») was read as a help: the
 * puppy "lost and far from its family", a fallen branch, the puppy home at last, and no wolf ever
 * named or drawn. An animal saved from a threat is now rescued from it, as the princess from the
 * dragon: the wolf carries the puppy off in the woods, is named and drawn with it on the problem page,
 * and the puppy is at the hero's side at the turn and the end.
 */
const BOOKS = [
  [
    'en',
    'A boy saves a puppy from the wolf',
    /the puppy/,
    /wolf/,
    /far from its family|home at last|save him/,
  ],
  ['fr', 'Un garçon sauve un chiot du loup', /le chiot/, /loup/, /chemin de sa maison|sa famille|le chien\b/],
] as const;

const subjects = (p: StoryPlan['pages'][number]) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('an animal saved from a threat is rescued from it (read-goal-defend, goal-rescue-victim)', () => {
  it.each(BOOKS)('%s: %s', async (lang, description, victim, threat, help) => {
    const goal = readIdea('', description, lang).goal;
    expect(goal).toMatchObject({ kind: 'defend', threat: { id: 'wolf' }, victim: { kind: { id: 'dog' } } });
    for (const pages of [8, 12]) {
      const plan = await planStory({ type: 'story-book', language: lang, description, pages });
      const problem = plan.pages[1];
      expect(problem.text).toMatch(victim);
      expect(problem.text).toMatch(threat);
      expect(subjects(problem)).toEqual(['wolf', 'dog']);
      for (const p of plan.pages.slice(-2)) {
        expect(p.text).toMatch(victim);
        expect(p.hints?.companion).toBe('dog');
        expect(subjects(p)).toContain('wolf');
      }
      // In the wolf's woods, not the town's library.
      expect(plan.pages[0].hints?.place).toMatch(/forest/);
      expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(help);
      const svg = drawPlanPage(plan, 'story-book', 1);
      expect(svg).toContain('data-icon="wolf"');
    }
  });

  it('an animal in trouble with no threat is still helped: "saves a kitten stuck in a tree"', () => {
    expect(readIdea('', 'Noah saves a kitten stuck in a tree', 'en').goal?.kind).toBe('help');
    expect(readIdea('', 'Inès sauve une tortue prise dans un filet', 'fr').goal?.kind).toBe('help');
  });
});
