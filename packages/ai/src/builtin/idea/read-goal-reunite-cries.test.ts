import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

// Crying or calling for Mum is missing her: the lost-mother arc, not a stock hunt for a bell.
const HUNT = /\bbell\b|cloche|clue|indice|kite|cerf-volant/i;

describe('a hero who cries for Mum finds her again (read-goal-reunite)', () => {
  it('reads crying and calling for a relative as the reunion', () => {
    for (const [idea, lang] of [
      ['Daisy the lost lamb cries for her mother', 'en'],
      ['The little calf calls for his mum', 'en'],
      ['Le petit agneau pleure pour sa maman', 'fr'],
      ['Le petit veau appelle sa maman', 'fr'],
    ] as const) {
      expect(readIdea('', idea, lang).goal, idea).toMatchObject({
        kind: 'reunite',
        relative: { id: 'mother' },
      });
    }
    // A cry that is not for someone is no reunion.
    expect(readIdea('', 'The baby owl cries at night', 'en').goal?.kind).not.toBe('reunite');
  });

  it('Daisy the lost lamb: Mum lost, then found at the turn (en)', async () => {
    const description = 'Daisy the lost lamb cries for her mother';
    const plan = await planStory({ type: 'farm-animals', title: description, description });
    const t = plan.pages.map((p) => p.text);
    expect(t.join(' ')).not.toMatch(HUNT);
    expect(t[0]).toMatch(/Daisy/);
    expect(t[1]).toMatch(/Mum/);
    expect(plan.pages.at(-2)?.alt).toMatch(/mum|Mum/);
  });

  it('le petit agneau pleure pour sa maman : Maman retrouvée (fr)', async () => {
    const description = 'Le petit agneau pleure pour sa maman';
    const plan = await planStory({ type: 'farm-animals', title: description, description, language: 'fr' });
    const t = plan.pages.map((p) => p.text);
    expect(t.join(' ')).not.toMatch(HUNT);
    expect(t[1]).toMatch(/Maman/);
    expect(plan.pages.at(-2)?.alt).toMatch(/Maman|maman/);
  });
});
