/**
 * Three Christmas stories the stock quest told as a hunt for "a present hidden somewhere in the
 * snowy village" (text/goal-christmas.ts):
 * - `reindeer`: "Santa’s reindeer gets sick on Christmas Eve": sneezes in the stable, cared for,
 *   well again at the turn, the sleigh away at night, presents by morning;
 * - `elf`: "A little elf who helps Santa make toys": the hero is the elf, in Santa's workshop;
 * - `grandma`: « Noël chez mamie avec mon petit frère »: the narrator's child at grandma's house
 *   with the little brother, from the snowy trip to Christmas morning;
 * - `eve`: "Santa delivers presents around the world", « Le père Noël prépare sa tournée »: Santa's
 *   own Christmas Eve, from the list at the North Pole to the last chimney (told only when Santa
 *   heads the idea: "waits for Santa" is the wait's, text/story-facts.ts).
 */
export type ChristmasGoal = {
  kind: 'christmas';
  story: 'reindeer' | 'elf' | 'grandma' | 'eve';
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
const SANTA = /\bsanta\b|father christmas|p[èe]re no[eë]l/i;
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
  if (SANTA.test(description))
    return {
      kind: 'christmas',
      story: 'eve',
      task: { en: 'bring every child a present', fr: 'apporter un cadeau à chaque enfant' },
    };
  return undefined;
}
