import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory, type StoryPlan } from '../testing/story-fixtures';

/**
 * Issue 14: "A girl with magic powers protects her village" named no threat, so it was told as a
 * generic deed ("everything tumbled down", « tout dégringola ») and the powers were never used. The
 * engine now picks a threat for the place (idea/read-goal-guard.ts): a defend story whose threat is
 * named and drawn, whose hero casts a spell (its sparkles drawn) and whose village cheers at the end.
 */
const BOOKS = [
  ['en', 'A girl with magic powers protects her village', /grumpy dragon/, /sparkle/],
  ['fr', 'Une fille aux pouvoirs magiques protège son village', /dragon grognon/, /étincelle/],
] as const;

const subjects = (p: StoryPlan['pages'][number]) => (p.hints?.subjects as string[] | undefined) ?? [];

describe('a place protected with no threat named gets one fitting it (read-goal-guard)', () => {
  it.each(BOOKS)('%s: %s — a defend goal with a chosen threat and magic', (lang, description) => {
    const facts = readIdea('', description, lang);
    expect(facts.goal).toMatchObject({ kind: 'defend', threat: { id: 'dragon' }, chosen: true, magic: true });
    expect(facts.setting?.id).toBe('village');
  });

  it.each(BOOKS)(
    '%s: %s — the threat faced, the spell drawn, the village cheers',
    async (lang, description, threat, spell) => {
      for (const pages of [8, 12]) {
        const plan = await planStory({ type: 'story-book', language: lang, description, pages });
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).not.toMatch(/job was done|tumbled|dégringola|travail était fait|had found a way to/i);
        expect(plan.pages[1].text).toMatch(threat);
        expect(subjects(plan.pages[1])).toContain('dragon');
        // The turn is a spell, and a middle page uses the powers too: both draw their sparkles.
        const turn = plan.pages.at(-2) as StoryPlan['pages'][number];
        expect(turn.text).toMatch(spell);
        expect(subjects(turn)).toEqual(expect.arrayContaining(['dragon', 'sparkles']));
        const middle = plan.pages.slice(2, -2).filter((p) => spell.test(p.text));
        expect(middle.length).toBeGreaterThan(0);
        for (const p of middle) expect(subjects(p)).toContain('sparkles');
        expect(plan.pages.at(-1)?.text).toMatch(/cheered|acclama/);
      }
    },
  );

  it('a threat said after the place is not guessed over; a dragon hero faces another threat', () => {
    expect(
      readIdea('', 'Leo is a brave knight who protects the village from a storm', 'en').goal?.kind,
    ).not.toBe('defend');
    expect(readIdea('', 'Un dragon protège son village', 'fr').goal).toMatchObject({
      kind: 'defend',
      threat: { id: 'monster' },
    });
    expect(readIdea('', 'A dragon protects his village', 'en').heroKind?.id).toBe('dragon');
    // Without powers, no spell: the stock turn.
    expect(readIdea('', 'Zoe protects her village', 'en').goal).not.toHaveProperty('magic');
  });
});
