import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from './kinds';
import type { ChristmasGoal } from './read-goal-christmas';
import type { IdeaFacts } from './read-idea';
import { RELATIVES } from './relatives';

// Apart from read-goal-christmas.ts, which read-goal.ts imports: the cast is made from the idea's
// facts (read-idea.ts), which import read-goal.ts (no import cycle).
/** The elf the idea names, drawn as the child's face in a pointed green hat (pictures/elf-suit.ts). */
const SANTA = KINDS.find((x) => x.id === 'santa') as Kind;
const SANTA_NAME: Record<Language, string> = { en: 'Santa', fr: 'Père Noël' };
const CHILD = KINDS.find((x) => x.id === 'child') as Kind;
export const ELF_KIND: Kind = { ...CHILD, id: 'elf', en: 'little elf', fr: 'petit lutin', figure: 'elf' };
const BROTHER = RELATIVES.find((x) => x.id === 'brother') as Kind;
/** "my little brother": said so ("Léo’s little brother", « le petit frère de Léo »). */
const LITTLE_BROTHER: Kind = { ...BROTHER, en: 'little brother', fr: 'petit frère' };

/**
 * Who the story is about: Santa tends his reindeer; the elf is the hero, not a stock penguin; at
 * grandma's the narrator ("my little brother") is a child, grandma beside, not the hero.
 */
export function christmasCast(
  read: IdeaFacts,
  goal: ChristmasGoal,
  description: string,
  lang: Language,
): IdeaFacts {
  if (goal.story === 'elf') return { ...read, heroKind: ELF_KIND, others: [], companions: [] };
  // « Le renne du père Noël tombe malade »: Santa tends it, whoever heads the idea (the reindeer, or
  // none); plan-builtin-story.ts keeps a child hero who helps out of this story.
  // Santa's own Christmas Eve: the reindeer, the elves and Mrs Claus are drawn where the pages name them.
  if (goal.story === 'eve') return { ...read, others: [], companions: [] };
  if (goal.story === 'reindeer')
    return read.heroKind?.id === 'santa'
      ? { ...read, others: [] }
      : { ...read, heroKind: SANTA, heroName: SANTA_NAME[lang], others: [], companions: [] };
  // Grandma is drawn on the pages at her house (goal-christmas.ts `drawn`), the brother at the side.
  const sibling = read.companions.find((c) => c.kind.id === 'brother' || c.kind.id === 'sister');
  const little = /little brother|petit frère/i;
  const heroKind = read.heroKind?.person && !read.heroKind.relative ? read.heroKind : CHILD;
  return {
    ...read,
    heroKind,
    heroName: read.heroKind?.relative ? undefined : read.heroName,
    companions: sibling
      ? [
          {
            ...sibling,
            kind: sibling.kind.id === 'brother' && little.test(description) ? LITTLE_BROTHER : sibling.kind,
          },
        ]
      : [],
    others: [],
  };
}
