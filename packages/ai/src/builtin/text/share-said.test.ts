import { describe, expect, it } from 'vitest';
import { readRefuse } from '../idea/read-goal-refuse';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: 'Lily shares her toys with her little brother' was a stock deed ("At the top of the hill,
 * half of the job was done"); only "learns to share" was read. Sharing said as what the hero does is
 * the sharing story too, with the brother or sister it names.
 */
describe('sharing said as the hero’s deed', () => {
  it.each([
    ['en', 'Lily shares her toys with her little brother', /Mine!|It’s mine!/, /little brother/],
    ['fr', 'Léo partage ses jouets avec sa petite sœur', /C’est à moi/, /sa petite sœur/],
  ] as const)('%s: %s', async (language, description, refusal, sibling) => {
    expect(readRefuse(description)).toMatchObject({ kind: 'refuse', refusal: 'share' });
    const plan = await planStory({
      type: 'story-book',
      language,
      description,
      title: description,
      pages: 12,
    });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(refusal);
    expect(text).toMatch(sibling);
    expect(text).not.toMatch(/top of the hill|en haut de la colline|half of the job|la moitié du travail/i);
  });

  it('another deed before the sharing keeps its own story', () => {
    expect(readRefuse('Mia looks for a magic wand and shares her toys')).toBeUndefined();
  });
});
