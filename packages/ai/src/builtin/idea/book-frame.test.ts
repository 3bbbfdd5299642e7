import { describe, expect, it } from 'vitest';
import { readIdea } from './read-idea';

/**
 * "Christmas coloring book with Santa and his reindeer" made a boy called Santa the hero ("Meet
 * Santa, a boy") and a book the key object ("Santa had one big wish: to find a book"): the words
 * saying what kind of book it is are not the idea (book-frame.ts).
 */
describe('the book’s kind at the head of the idea is not the idea', () => {
  it.each([
    ['Christmas coloring book with Santa and his reindeer', 'en', 'santa'],
    ['A coloring book about a little dragon', 'en', 'dragon'],
    ['A story about a brave knight and a dragon', 'en', 'knight'],
    ['Un livre de coloriage avec le père Noël et ses rennes', 'fr', 'santa'],
    ['Un cahier de coloriage sur un petit dragon', 'fr', 'dragon'],
  ] as const)('%s', (description, lang, hero) => {
    const read = readIdea('', description, lang);
    expect(read.heroKind?.id).toBe(hero);
    expect(read.object?.word.id ?? '').not.toMatch(/book|livre/);
  });

  it('a book the idea is about is still its thing', () => {
    expect(readIdea('', 'A boy looks for his lost book', 'en').object?.word.id).toMatch(/book/);
  });
});
