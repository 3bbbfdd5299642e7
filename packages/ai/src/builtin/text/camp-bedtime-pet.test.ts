import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea';
import { planStory } from '../testing/story-fixtures';

// 'A boy and his dog go camping under the stars' (bedtime-books) ended "Everything grew calm and quiet
// in a little house at the end of Maple Lane", and "the dog lit the fire"; « Un garçon et son chien font
// du camping » was not a camping trip at all. Now the night ends asleep in the tent, and an animal
// companion watches while the hero does the hands' work.
describe('a camping night in a bedtime book, with a dog', () => {
  it.each([
    ['en', 'Camping with Dad in the forest'],
    ['fr', 'Un garçon et son chien font du camping sous les étoiles'],
    ['fr', 'Une nuit de camping avec papa'],
  ] as const)('%s: %s is a camping trip', (lang, description) => {
    expect(readIdea('', description, lang).goal?.kind).toBe('camp');
  });

  it.each([
    ['en', 'A boy and his dog go camping under the stars', 12, /\btent\b/],
    ['en', 'A boy and his dog go camping under the stars', 24, /\btent\b/],
    ['fr', 'Un garçon et son chien font du camping sous les étoiles', 12, /\btente\b/],
    ['fr', 'Un garçon et son chien font du camping sous les étoiles', 24, /\btente\b/],
    ['fr', 'Une nuit de camping avec papa', 12, /\btente\b/],
  ] as const)('%s: %s (%i pages) ends asleep in the tent', async (language, description, pages, tent) => {
    const plan = await planStory({ type: 'bedtime-books', language, description, pages });
    const last = plan.pages.at(-1);
    expect(last?.text).not.toMatch(/Maple Lane|allée des Érables|little house|petite maison/);
    expect(last?.text).toMatch(tent);
    expect(String(last?.hints?.place)).toMatch(/tent/);
  });

  it.each([
    ['en', 12],
    ['en', 24],
    ['fr', 12],
    ['fr', 24],
  ] as const)('%s (%i pages): the dog does no hands’ work', async (language, pages) => {
    const description =
      language === 'en'
        ? 'A boy and his dog go camping under the stars'
        : 'Un garçon et son chien font du camping sous les étoiles';
    const plan = await planStory({ type: 'bedtime-books', language, description, pages });
    const text = plan.pages.map((p) => p.text).join('\n');
    expect(text).toMatch(language === 'en' ? /lit the fire/ : /alluma le feu/);
    expect(text).not.toMatch(
      /the dog (?:lit|switched|made|told|showed|put up)|le chien (?:alluma|éteignit|prépara|raconta|montra)|et chien\b/,
    );
    expect(text).not.toMatch(/(?:and|et) (?:the dog|le chien) (?:put up|montèrent)/);
  });
});
