import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

/** A robot friend the idea names: the child is the hero, the robot the friend called by its name (issue 14). */
describe('a named robot friend', () => {
  it('reads the name after the companion’s kind as the companion’s', () => {
    for (const [idea, lang, kind, name] of [
      ['Mon ami le robot Bip', 'fr', 'robot', 'Bip'],
      ['My robot friend Bolt', 'en', 'robot', 'Bolt'],
      ['Mon copain le dragon Pif', 'fr', 'dragon', 'Pif'],
      ['My friend the dinosaur Rex', 'en', 't-rex', 'Rex'],
    ] as const) {
      const facts = readIdea(idea, idea, lang);
      expect(facts.heroName).toBeUndefined();
      expect(facts.companions[0]).toMatchObject({ kind: { id: kind }, name });
    }
  });

  it.each([
    ['en', 'My robot friend Bolt', 'Bolt', /battery/, /kite|library/i],
    ['fr', 'Mon ami le robot Bip', 'Bip', /batterie/, /cerf-volant|bibliothèque/i],
  ] as const)(
    '%s: the child switches the robot on, they learn, the battery runs out',
    async (language, idea, bot, battery, stock) => {
      for (const pages of [4, 12, 24]) {
        const plan = await planStory({ type: 'story-book', description: idea, title: idea, language, pages });
        const text = plan.pages.map((p) => p.text).join(' ');
        expect(text).not.toMatch(stock);
        expect(plan.pages[0].text).not.toMatch(new RegExp(`^${bot}\\b|Voici ${bot}|Meet ${bot}`));
        if (pages >= 12) {
          expect(text).toMatch(battery);
          expect(
            plan.pages.some((p) => (p.hints?.subjects as string[] | undefined)?.includes('umbrella')),
          ).toBe(true);
        }
        expect(text).toContain(`${bot}`);
        expect(plan.pages.at(-2)?.text).toMatch(/plugged|brancha/);
      }
    },
  );
});
