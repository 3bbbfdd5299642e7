/**
 * What a sleepless hero counts when the idea says it ("An owl who cannot sleep counts the stars",
 * « Un hibou qui n’arrive pas à dormir compte les étoiles », "counts the sheep / the raindrops"):
 * the counting is the night's story, told one by one with numbers that grow (text/goal-sleep-count.ts).
 * Before this the stars were never counted and sheep were, whatever the idea said (issue 14).
 */
export type CountThing = {
  icon: string;
  one: { en: string; fr: string };
  many: { en: string; fr: string };
  /** French gender: « une étoile », « un mouton ». */
  f: boolean;
  /** Seen in the night sky or at the window (stars, raindrops); sheep are only pictured in the head. */
  outside: boolean;
};

const c = (icon: string, en: [string, string], fr: [string, string], f: boolean, outside = true) => ({
  icon,
  one: { en: en[0], fr: fr[0] },
  many: { en: en[1], fr: fr[1] },
  f,
  outside,
});

const COUNTABLE: [RegExp, CountThing][] = [
  [/^(stars?|étoiles?)$/, c('glowing-star', ['star', 'stars'], ['étoile', 'étoiles'], true)],
  [/^(sheep|lambs?|moutons?|agneaux?)$/, c('ewe', ['sheep', 'sheep'], ['mouton', 'moutons'], false, false)],
  [/^(raindrops?|drops?|gouttes?)$/, c('droplet', ['raindrop', 'raindrops'], ['goutte', 'gouttes'], true)],
  [/^(fireflies|firefly|lucioles?)$/, c('sparkles', ['firefly', 'fireflies'], ['luciole', 'lucioles'], true)],
  [/^(snowflakes?|flocons?)$/, c('snowflake', ['snowflake', 'snowflakes'], ['flocon', 'flocons'], false)],
];

// "counts the stars", "counting sheep", « compte les étoiles », « compter les moutons »: the noun after the verb.
const COUNT =
  /\b(?:count|counts|counting|counted|compte|comptent|compter|comptait)\s+(?:the\s+|all\s+the\s+|les\s+|des\s+|toutes\s+les\s+)?(?:little\s+|petites?\s+)?([\p{L}-]+)/iu;

/** The thing the idea counts, if it is one the story can count and draw. */
export function readCount(description: string): CountThing | undefined {
  const noun = description.match(COUNT)?.[1]?.toLowerCase();
  return noun ? COUNTABLE.find(([re]) => re.test(noun))?.[1] : undefined;
}
