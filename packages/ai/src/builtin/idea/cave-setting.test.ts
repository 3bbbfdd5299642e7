import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/**
 * A cave is a setting of its own (settings-cave.ts): "A little bat explores the glowing cave" was set
 * in a house on Maple Lane, with the garden, the park and the library. A glowing or crystal cave is
 * the glowing one; the ice cave stays the snow's, a cave under the sea the sea's.
 */
describe('the idea names a cave', () => {
  it.each([
    ['en', 'A little bat explores the glowing cave', 'glowing-cave'],
    ['en', 'Explorers find crystals in a deep cave', 'cave'],
    ['en', 'A bear sleeps in a dark cave all winter', 'cave'],
    ['en', 'A dragon guards a cavern full of gold', 'cave'],
    ['en', 'A fox hides in a grotto', 'cave'],
    ['en', 'Two friends find a crystal cave', 'glowing-cave'],
    ['fr', 'Une petite chauve-souris explore la grotte lumineuse', 'glowing-cave'],
    ['fr', 'Un ours dort dans une grotte tout l’hiver', 'cave'],
    ['fr', 'Un dragon vit dans une caverne', 'cave'],
    ['fr', 'Une souris découvre une grotte de cristal', 'glowing-cave'],
    // Not a rock cave on land: the ice cave is the snow's, a cave under the sea the sea's.
    ['en', 'A penguin plays in an ice cave', 'snow'],
    ['en', 'A mermaid explores the glowing cave', 'sea'],
    ['fr', 'Une sirène explore une grotte sous la mer', 'sea'],
  ] as const)('%s: %s → %s', (lang, idea, id) => {
    expect(readIdea('', idea, lang).setting?.id).toBe(id);
  });

  it('a glowing cave’s places glow (never “so dark”), a dark cave’s do not', () => {
    const glowing = readIdea('', 'A little bat explores the glowing cave', 'en').setting;
    const dark = readIdea('', 'A bear sleeps in a dark cave', 'en').setting;
    expect(glowing?.places.every((p) => p.glows && p.family === 'cave')).toBe(true);
    expect(dark?.places.some((p) => p.glows)).toBe(false);
    expect(dark?.places.every((p) => p.family === 'cave')).toBe(true);
  });
});
