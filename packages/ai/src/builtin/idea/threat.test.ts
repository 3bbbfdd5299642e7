import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';
import { readIdea } from './read-idea';

/**
 * Issue 14: "Captain Zoom … saves the city from a giant robot" met the robot as a friendly helper
 * (“Can I help?” asked the robot), and a knight against a dragon met the fantasy theme's kind dragon.
 */
describe('a threat is never a friendly helper', () => {
  it.each([
    ['en', 'Captain Zoom the superhero cat saves the city from a giant robot', 'robot'],
    ['fr', 'Le chevalier Arthur protège le village contre un dragon', 'dragon'],
    ['en', 'Mia fights the dragon to save the princess', 'dragon'],
  ] as const)('%s: %s', async (lang, description, threat) => {
    const facts = readIdea('Title', description, lang);
    expect(facts.threats?.map((k) => k.id)).toContain(threat);
    expect(facts.others.map((k) => k.id)).not.toContain(threat);
    const plan = await planStory({ type: 'story-book', language: lang, description, pages: 12 });
    const met =
      lang === 'en'
        ? /(robot|dragon) (?:lent|said|asked|called|showed)|met an? (?:\w+ )?(robot|dragon)/
        : /(dragon)[^.!?]{0,40}(lança|dit|demanda|montra)|rencontra un (?:\w+ )?dragon/;
    expect(plan.pages.map((p) => p.text).join(' ')).not.toMatch(met);
  });

  it('a friend named after "with" is still met: "flies with a friendly dragon"', () => {
    expect(
      readIdea('T', 'Leo flies over the mountains with a friendly dragon', 'en').threats,
    ).toBeUndefined();
  });
});
