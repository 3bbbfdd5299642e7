import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/**
 * Issue 14 review: "Astronaut Zara flies her rocket to the moon" went "to the space" and came
 * "Back home in space": the reader stopped at "her rocket" (a form of space) and never reached
 * "to the moon". A vehicle followed by where it goes is the way there, not the place.
 */
const goal = (description: string, lang: 'en' | 'fr' = 'en') => readIdea('', description, lang).goal;

describe('a vehicle ridden to a place (issue 14)', () => {
  it.each([
    ['Astronaut Zara flies her rocket to the moon', 'en', 'the moon'],
    ['Zara pilots her shiny rocket to the moon', 'en', 'the moon'],
    ['Tom sails his little boat to the lighthouse', 'en', 'the lighthouse'],
    ['Mia drives her red car to the beach', 'en', 'the beach'],
    ['L’astronaute Zara pilote sa fusée jusqu’à la lune', 'fr', 'la Lune'],
    ['Léo conduit sa voiture jusqu’à la plage', 'fr', 'la plage'],
  ] as const)('%s', (description, lang, where) => {
    const g = goal(description, lang);
    expect(g?.kind).toBe('reach');
    if (g?.kind !== 'reach') return;
    expect(lang === 'en' ? g.destination.the.en : g.destination.the.fr).toBe(where);
  });

  it('a vehicle that is the place stays one: "flies to space", « va dans l’espace »', () => {
    const g = goal('Zara flies her rocket into space');
    expect(g?.kind === 'reach' && g.destination.setting.id).toBe('space');
  });
});
