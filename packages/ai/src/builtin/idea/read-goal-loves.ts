/**
 * A hero who loves rainbows ("A unicorn who loves rainbows", « Une licorne qui adore les
 * arcs-en-ciel »): a hunt for rainbows after each shower, one colour gathered from each, shared at
 * the end with a grey village (text/goal-rainbow.ts). Before, the unicorn had "one big wish: to
 * find a rainbow", searched the forest's stock spots and found it on the last page.
 */
export type RainbowGoal = {
  kind: 'rainbow';
  /** The hunt said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const LOVES =
  /\b(?:loves?|loved|adores?|adored|is (?:crazy|mad) about)\s+(?:the\s+|chasing\s+|catching\s+)?rainbows?\b/i;
// The taggers cut « arc-en-ciel »; the idea's own text still holds it whole.
const LOVES_FR =
  /(?<!\p{L})(?:aime|aiment|aimait|adore|adorent|adorait)(?: tant| tellement| beaucoup)? (?:les |l[’']|chasser les |attraper les )arcs?-en-ciel(?!\p{L})/iu;

/** The rainbows the hero loves, if the idea says so. */
export function readLovesRainbows(description: string): RainbowGoal | undefined {
  if (!LOVES.test(description) && !LOVES_FR.test(description)) return undefined;
  return {
    kind: 'rainbow',
    task: {
      en: 'follow the rainbows and gather their colours',
      fr: 'suivre les arcs-en-ciel et cueillir leurs couleurs',
    },
  };
}

/**
 * A hero who loves honey ("A bear who loves honey", « Un ours qui adore le miel »): the empty pot,
 * a bee followed to the hollow tree, honey taken and the angry bees, flowers planted back for them,
 * a pot given at the turn and shared (text/goal-honey.ts). Before, the bear had "one big wish: to
 * find a honey pot" and found it on the last page.
 */
export type HoneyGoal = {
  kind: 'honey';
  /** The hunt said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const LOVES_HONEY = /\b(?:loves?|loved|adores?|adored|is (?:crazy|mad) about)\s+(?:eating\s+)?honey\b/i;
const LOVES_HONEY_FR =
  /(?<!\p{L})(?:aime|aiment|aimait|adore|adorent|adorait)(?: tant| tellement| beaucoup)? (?:le |manger (?:du |le )?)miel(?!\p{L})/iu;

/** The honey the hero loves, if the idea says so. */
export function readLovesHoney(description: string): HoneyGoal | undefined {
  if (!LOVES_HONEY.test(description) && !LOVES_HONEY_FR.test(description)) return undefined;
  return { kind: 'honey', task: { en: 'find honey again', fr: 'retrouver du miel' } };
}
