import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

const subjects = (p: { hints?: Record<string, unknown> }) =>
  [...((p.hints?.subjects as string[] | undefined) ?? []), p.hints?.companion].filter(Boolean);

describe('the friend made is the boy or girl the idea says (issue 14)', () => {
  for (const [language, description, friend, icon] of [
    ['fr', 'Tom se fait un nouvel ami au parc', /un petit garçon nommé Sam/, 'boy'],
    ['fr', 'Tom se fait un copain au parc', /un petit garçon nommé Sam/, 'boy'],
    ['fr', 'Tom se fait une nouvelle amie au parc', /une petite fille nommée Lou/, 'girl'],
    ['fr', 'Léa se fait une copine au parc', /une petite fille nommée Lou/, 'girl'],
    ['en', 'Tom makes a new friend named Max', /a boy named Max/, 'boy'],
    ['en', 'Tom makes a new friend, a boy named Sam', /a boy named Sam/, 'boy'],
  ] as const)
    it(`${language}: ${description}`, async () => {
      const plan = await planStory({ type: 'story-book', language, description });
      const text = plan.pages.map((p) => p.text).join(' ');
      expect(text).toMatch(friend);
      expect(text).not.toMatch(
        icon === 'boy' ? /fille nommée Lou|a girl named/ : /garçon nommé Sam|a boy named/,
      );
      // Drawn as that child beside the hero from the problem page on.
      const drawn = plan.pages.slice(1).flatMap(subjects);
      expect(drawn).toContain(icon);
      expect(drawn).not.toContain(icon === 'boy' ? 'girl' : 'boy');
      // French agreement with the friend: « se fait une amie »; « qu’on soit amies » only for two girls
      // (Tom and Lou are « amis », as French says a boy and a girl).
      if (/copine|amie/.test(description)) expect(text).not.toMatch(/se fait un ami \?/);
      if (/^Léa/.test(description)) expect(text).not.toMatch(/soit amis »/);
    });

  it('the English idea that says nothing leaves the friend free (a girl the story names)', async () => {
    const plan = await planStory({
      type: 'story-book',
      language: 'en',
      description: 'Tom makes a new friend',
    });
    expect(plan.pages.map((p) => p.text).join(' ')).toMatch(/a girl named Lou/);
  });
});
