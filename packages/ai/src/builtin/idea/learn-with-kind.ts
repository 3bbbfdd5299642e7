import type { BookType } from '@bookloom/core';
import type { IdeaFacts } from './read-idea';

/** Books where the one the child learns with is the book's guide, on every page. */
const LEARNING: ReadonlySet<BookType> = new Set(['learning-books', 'educational-workbooks']);
const WITH = /\b(with|avec)\b/i;

/**
 * "Learn the colours with a chameleon", « Apprendre les couleurs avec un caméléon »: in a learning
 * book the animal the child learns with is the hero, not a companion of a stock hero. The book's
 * hero was "a bunny" (a boy in French) and the chameleon nowhere. Only when the idea names no hero
 * kind of its own, and only an animal or a creature: "learn to count with Grandpa" keeps its child.
 * ("with Pip the penguin" is already the hero: the kind in apposition to the name, read-cast.ts.)
 */
export function learnsWithKind<T extends Pick<IdeaFacts, 'heroKind' | 'heroName' | 'companions'>>(
  read: T,
  type: BookType,
  description: string,
): T {
  if (!LEARNING.has(type) || read.heroKind || !WITH.test(description)) return read;
  const guide = read.companions.find((c) => !c.kind.person);
  if (!guide) return read;
  return {
    ...read,
    heroKind: guide.kind,
    ...(guide.name && !read.heroName ? { heroName: guide.name } : {}),
    companions: read.companions.filter((c) => c !== guide),
  };
}
