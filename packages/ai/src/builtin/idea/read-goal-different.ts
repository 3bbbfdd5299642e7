/**
 * A hero who wishes to be different ("A bunny who wants to be bigger", « Le loup qui voulait changer
 * de couleur », "A T-rex who wants to give hugs but his arms are too short", "The cow who wanted to
 * fly"): the wish said, tries that fit it and fail, a friend's words, and at the turn being just as
 * it is saves the day (text/goal-different.ts). Before, these were a stock task ("Lila had a big plan
 * for the day: to change colour… at the library"), a kite hunt, or a cow who could fly at the end.
 */
export type DifferentWish = 'colour' | 'bigger' | 'hugs' | 'prickles' | 'fly' | 'faster' | 'neck';

export type DifferentGoal = {
  kind: 'different';
  wish: DifferentWish;
  /** The wish said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};

// The wish in words: "wants to / wished / dreams of / tired of being", « veut / voulait / rêve de ».
const WANT = String.raw`(?:wants?|wanted|wish(?:es|ed)?|dreams?\s+of|dreamt\s+of|longs?|would\s+(?:like|love))\s+(?:to\s+|(?:he|she|it|they)\s+(?:was|were|could|had)\s+)?`;
const VEUT = String.raw`(?:veut|voulait|voudrait|rêve\s+d['’]?(?:e\s+)?|rêvait\s+d['’]?(?:e\s+)?|aimerait|souhaite|souhaitait)\s*`;
const COLOURS_EN = 'red|blue|pink|green|yellow|purple|orange|white|black|golden|rainbow[- ]colou?red';
const COLOURS_FR = 'rouge|bleue?|rose|verte?|jaune|violette?|orange|blanche?|noire?|dorée?';

/** Each wish, by its words: the first that matches is read. */
const WISHES: [DifferentWish, RegExp][] = [
  [
    'colour',
    new RegExp(
      String.raw`\b${WANT}(?:change\s+(?:(?:his|her|its|their)\s+)?colou?rs?|be\s+(?:a\s+)?(?:different|another|new)\s+colou?r|be\s+(?:${COLOURS_EN})\b)|(?<!\p{L})${VEUT}(?:changer\s+de\s+couleur|être\s+(?:d['’]une\s+autre\s+couleur|${COLOURS_FR})(?!\p{L}))`,
      'iu',
    ),
  ],
  [
    'hugs',
    /\barms\s+(?:are|were)\s+(?:too|so)\s+short\b|\bshort\s+arms\b|\b(?:wants?|wanted|wish(?:es|ed)?|loves?)\s+to\s+(?:give\s+)?hugs?\b|(?<!\p{L})bras\s+(?:sont\s+|étaient\s+)?(?:trop|si|tout)\s+courts(?!\p{L})|(?<!\p{L})(?:veut|voulait|rêve\s+de)\s+faire\s+des\s+câlins(?!\p{L})/iu,
  ],
  [
    // « Le hérisson qui voulait un câlin », 'A hedgehog who wants a hug': a prickly hero's wish.
    'prickles',
    /\b(?:wants?|wanted|wish(?:es|ed)?|longs?\s+for|needs?)\s+(?:a\s+)?(?:big\s+)?hugs?\b|\btoo\s+prickly\b|(?<!\p{L})(?:veut|voulait|voudrait|rêve|rêvait)\s+(?:d['’]\s*)?(?:un|des)?\s*(?:gros\s+)?câlins?(?!\p{L})|(?<!\p{L})trop\s+piquante?(?!\p{L})/iu,
  ],
  [
    'neck',
    /\bshort(?:er)?\s+neck\b|\bneck\s+(?:is|was)\s+too\s+long\b|(?<!\p{L})cou\s+(?:plus\s+)?court(?!\p{L})|(?<!\p{L})cou\s+(?:est\s+|était\s+)?trop\s+long(?!\p{L})/iu,
  ],
  [
    'bigger',
    new RegExp(
      String.raw`\b${WANT}(?:be|get|grow|become)\s+(?:a\s+(?:little\s+|lot\s+)?)?(?:big|bigger|tall|taller|huge)\b|\btired\s+of\s+being\s+(?:so\s+)?(?:small|little|tiny)\b|(?<!\p{L})${VEUT}(?:être|devenir)\s+(?:plus\s+grande?|grande?|énorme)(?!\p{L})|(?<!\p{L})${VEUT}grandir(?!\p{L})`,
      'iu',
    ),
  ],
  [
    'faster',
    new RegExp(
      String.raw`\b${WANT}(?:be|go|run|move)\s+(?:fast|faster|quick|quicker|quickly)\b|(?<!\p{L})${VEUT}(?:aller|courir|avancer)\s+(?:plus\s+)?vite(?!\p{L})|(?<!\p{L})${VEUT}être\s+(?:plus\s+)?rapide(?!\p{L})`,
      'iu',
    ),
  ],
  [
    'fly',
    new RegExp(String.raw`\b${WANT}fly\b(?!\s+(?:a|the|his|her)\s)|(?<!\p{L})${VEUT}voler(?!\p{L})`, 'iu'),
  ],
];

/**
 * Only who cannot do it: a bird or a dragon wishing to fly learns to (goal-learn-lone.ts), as does a
 * dog or a pig (their own wished-flight arc); a cow, an elephant or a hippo wishes to be different.
 */
const FLIGHTLESS = new Set(['cow', 'elephant', 'hippo', 'rhino', 'sheep', 'horse', 'bull']);
// A snail wishing to go faster, a tortoise, a sloth: slow by nature; a child wishing to run faster races.
const SLOW = new Set(['snail', 'turtle', 'tortoise', 'sloth', 'slug']);
const NECKED = new Set(['giraffe']);
// "Short arms" and hugs are a T-rex's; "wants to give hugs" alone is no wish to be different.
const SHORT_ARMED = new Set(['t-rex', 'dinosaur']);
const PRICKLY = new Set(['hedgehog', 'porcupine', 'cactus']);

const TASKS: Record<DifferentWish, { en: string; fr: string }> = {
  colour: { en: 'change colour', fr: 'changer de couleur' },
  bigger: { en: 'be bigger', fr: 'être plus grand' },
  hugs: { en: 'give hugs', fr: 'faire des câlins' },
  prickles: { en: 'get a hug', fr: 'avoir un câlin' },
  fly: { en: 'fly', fr: 'voler' },
  faster: { en: 'go faster', fr: 'aller plus vite' },
  neck: { en: 'have a short neck', fr: 'avoir un cou court' },
};

/** The wish to be different the idea says, if it fits the hero (an animal). */
export function readDifferent(
  description: string,
  hero: { id: string; person?: boolean } | undefined,
): DifferentGoal | undefined {
  const text = description.replace(/\s+/g, ' ');
  if (!hero) return undefined;
  const heroKind = hero.id;
  const fits = (wish: DifferentWish) =>
    // A child painting itself with berries is no story to tell; an animal's coat is.
    !(wish === 'colour' && hero.person) &&
    !(wish === 'fly' && !FLIGHTLESS.has(heroKind)) &&
    !(wish === 'faster' && !SLOW.has(heroKind)) &&
    !(wish === 'neck' && !NECKED.has(heroKind)) &&
    !(wish === 'hugs' && !SHORT_ARMED.has(heroKind)) &&
    !(wish === 'prickles' && !PRICKLY.has(heroKind));
  // The first wish the words say that fits the hero (a T-rex's hugs, a hedgehog's prickles).
  const wish = WISHES.find(([w, re]) => re.test(text) && fits(w))?.[0];
  return wish ? { kind: 'different', wish, task: TASKS[wish] } : undefined;
}
