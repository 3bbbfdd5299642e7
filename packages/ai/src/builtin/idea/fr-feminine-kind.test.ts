import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/** « Une petite chatte nommée Mimi » was « Voici Mimi, un chat », « Une lionne nommée Nala » « un lion nommé Nala ». */
describe('a female animal’s own French noun stays the hero’s (fr-feminine-kind)', () => {
  it.each([
    ['Une petite chatte nommée Mimi a peur du noir', 'une chatte', /\bun chat\b/],
    ['Une lionne nommée Nala', 'une lionne', /\bun lion\b|nommé Nala/],
    ['Une chienne nommée Rox', 'une chienne', /\bun chien\b|nommé Rox/],
    ['La renarde Roussette', 'une renarde', /\bun renard\b|nommé Roussette/],
  ] as const)('%s', async (description, noun, wrong) => {
    for (const pages of [4, 12]) {
      const p = await planStory({ type: 'story-book', language: 'fr', description, pages });
      const text = p.pages.map((x) => x.text).join(' ');
      expect(text).toContain(noun);
      expect(p.pages[0].alt).toContain(noun);
      expect(`${text} ${p.pages.map((x) => x.alt).join(' ')}`).not.toMatch(wrong);
    }
  });

  it('keeps « le chat Moustache » a tomcat', async () => {
    const p = await planStory({
      type: 'story-book',
      language: 'fr',
      description: 'Le chat Moustache',
      pages: 4,
    });
    expect(p.pages[0].text).toMatch(/un chat\b/);
  });
});
