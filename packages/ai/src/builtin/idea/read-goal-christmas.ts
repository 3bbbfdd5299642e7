import type { Language } from '@bookloom/core';
import { KINDS, type Kind } from './kinds';
import type { IdeaFacts } from './read-idea';
import { RELATIVES } from './relatives';

/**
 * Three Christmas stories the stock quest told as a hunt for "a present hidden somewhere in the
 * snowy village" (text/goal-christmas.ts):
 * - `reindeer`: "Santa’s reindeer gets sick on Christmas Eve": sneezes in the stable, cared for,
 *   well again at the turn, the sleigh away at night, presents by morning;
 * - `elf`: "A little elf who helps Santa make toys": the hero is the elf, in Santa's workshop;
 * - `grandma`: « Noël chez mamie avec mon petit frère »: the narrator's child at grandma's house
 *   with the little brother, from the snowy trip to Christmas morning.
 */
export type ChristmasGoal = {
  kind: 'christmas';
  story: 'reindeer' | 'elf' | 'grandma';
  /** The reindeer's name when the idea gives one ("Rudolph", « un renne nommé Tonnerre »). */
  deer?: string;
  /** The deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const XMAS = /christmas|xmas|santa|no[eë]l/i;
const DEER = /reindeer|rudolph|(?<!\p{L})rennes?(?!\p{L})/iu;
// ("is always cold" is the cold arc's: only "has a cold" is sick.)
const SICK =
  /\b(?:sick|ill|unwell|poorly|(?:has|had|gets|got|catches|caught) a cold|fever|flu|sneez\w*|cough\w*)\b|malade|rhume|enrhum\w*|fi[èe]vre|grippe|tousse|éternu\w*/i;
const ELF = /\b(?:elf|elves)\b|(?<!\p{L})lutin(?:e|s)?(?!\p{L})/iu;
const TOYS = /\btoys?\b|workshop|jouets?|atelier/i;
// At grandma's (« chez mamie », "at Grandma’s", "Grandma’s house"): the place of the visit.
const GRANDMA =
  /\b(?:at|to|visits?|visiting) (?:my |our |his |her )?(?:grandma|granny|grandmother|nana|gran)|\b(?:grandma|granny|grandmother|nana|gran)['’]s\b|chez (?:ma |sa |notre )?(?:mamie|mamy|mémé|grand-m[èe]re)/i;
const NAMED_DEER = /\b(?:named|called)\s+(\p{Lu}\p{L}+)|(?:nommé|appelé)\s+(\p{Lu}\p{L}+)|\b(Rudolph)\b/u;

/** The idea's Christmas story, if it is one of the three. */
export function readChristmas(description: string): ChristmasGoal | undefined {
  if (!XMAS.test(description) && !ELF.test(description) && !DEER.test(description)) return undefined;
  if (DEER.test(description) && SICK.test(description)) {
    const m = NAMED_DEER.exec(description);
    const deer = m?.[1] ?? m?.[2] ?? m?.[3];
    return {
      kind: 'christmas',
      story: 'reindeer',
      ...(deer ? { deer } : {}),
      task: { en: 'get the sick reindeer well', fr: 'soigner le renne malade' },
    };
  }
  if (ELF.test(description) && TOYS.test(description))
    return { kind: 'christmas', story: 'elf', task: { en: 'make toys', fr: 'fabriquer des jouets' } };
  if (XMAS.test(description) && GRANDMA.test(description))
    return {
      kind: 'christmas',
      story: 'grandma',
      task: { en: 'spend Christmas at Grandma’s', fr: 'passer Noël chez mamie' },
    };
  return undefined;
}

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
