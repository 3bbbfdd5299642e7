/**
 * An animal who wants to see a far-away place that is not its own ("A penguin who wants to see the
 * jungle", « Le chameau qui voulait voir la neige »): it starts at its own home (the ice, the desert,
 * the pond, the river), hears of the place, travels through the places that lie between with a helper
 * on each leg, is out of its habitat there (too hot, too cold, too salty), marvels, and goes home with
 * a souvenir (text/goal-far-see.ts). Before, it lived on Maple Lane and walked past the library.
 */
export type FarHome = 'ice' | 'desert' | 'pond' | 'river';
export type FarDest = 'jungle' | 'snow' | 'mountains' | 'sea' | 'warmsea' | 'desert';

export type FarSeeGoal = {
  kind: 'farsee';
  home: FarHome;
  dest: FarDest;
  /** The wish said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};

/** Where each hero lives when the idea says nothing else: the penguin on the ice, the camel in the desert. */
const HOMES: Record<string, FarHome> = {
  penguin: 'ice',
  'polar-bear': 'ice',
  seal: 'ice',
  walrus: 'ice',
  camel: 'desert',
  frog: 'pond',
  duck: 'pond',
  fish: 'river',
};

const WISH =
  /\b(?:see|visit|go\s+to|travel\s+to|dreams?\s+(?:of|about)(?:\s+seeing)?|seeing)\b|(?<!\p{L})(?:voir|visiter|aller\s+(?:à|dans|en|au|sur)|découvrir|rêve\s+de|rêvait\s+de)(?!\p{L})/iu;

/** The far place the words name after the wish, the warm sea before the sea. */
const DESTS: [FarDest, RegExp][] = [
  [
    'warmsea',
    /\bwarm\s+sea\b|\btropical\s+sea\b|(?<!\p{L})mer\s+chaude(?!\p{L})|(?<!\p{L})mers\s+du\s+sud(?!\p{L})/iu,
  ],
  ['jungle', /\bjungle\b|\brainforest\b|(?<!\p{L})jungle(?!\p{L})|(?<!\p{L})forêt\s+tropicale(?!\p{L})/iu],
  ['snow', /\bsnow\b|(?<!\p{L})neige(?!\p{L})/iu],
  ['mountains', /\bmountains?\b|(?<!\p{L})montagnes?(?!\p{L})/iu],
  ['sea', /\b(?:sea|ocean)\b|(?<!\p{L})(?:mer|océan)(?!\p{L})/iu],
  ['desert', /\bdesert\b|(?<!\p{L})désert(?!\p{L})/iu],
];

/** A far place is one the hero's home is not: a penguin's snow is no journey, a frog's pond neither. */
const OWN: Record<FarHome, FarDest[]> = {
  ice: ['snow', 'sea'],
  desert: ['desert'],
  pond: [],
  river: ['sea'],
};

const TASKS: Record<FarDest, { en: string; fr: string }> = {
  jungle: { en: 'see the jungle', fr: 'voir la jungle' },
  snow: { en: 'see the snow', fr: 'voir la neige' },
  mountains: { en: 'see the mountains', fr: 'voir les montagnes' },
  sea: { en: 'see the sea', fr: 'voir la mer' },
  warmsea: { en: 'see the warm sea', fr: 'voir la mer chaude' },
  desert: { en: 'see the desert', fr: 'voir le désert' },
};

/** The far place the hero wishes to see, if the idea says one and the hero has a home of its own. */
export function readFarSee(description: string, heroKind: string | undefined): FarSeeGoal | undefined {
  const home = HOMES[heroKind ?? ''];
  const wish = WISH.exec(description);
  if (!home || !wish) return undefined;
  const after = description.slice(wish.index);
  const dest = DESTS.find(([, re]) => re.test(after))?.[0];
  if (!dest || OWN[home].includes(dest)) return undefined;
  return { kind: 'farsee', home, dest, task: TASKS[dest] };
}
