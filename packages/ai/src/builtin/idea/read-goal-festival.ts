/**
 * Four festivals besides Christmas, Halloween and Easter, each told as itself (text/goal-festival.ts)
 * rather than as the stock quest: "Our first Hanukkah with Grandma" was "a child called Hanukkah"
 * hunting "a present hidden somewhere in the snowy village"; "Priya celebrates Diwali" was a chore
 * "to celebrate Diwali" done at the library and the park.
 * - `hanukkah`: the menorah, one more candle each of the eight nights, latkes, the dreidel, the
 *   doughnuts, Grandma's story of the oil, all the candles in the window at the turn;
 * - `diwali`: the clay diyas, rangoli at the door, new clothes, sweets for the neighbours, fireworks;
 * - `lunar`: the Lunar (Chinese) New Year: the house swept, red envelopes, the lion dance in the
 *   street, dumplings, lanterns;
 * - `thanksgiving`: the trip to Grandma's, the pie, the table, what each is thankful for at the turn;
 * - `valentine`: cards with hearts for the whole class and the family, the class postbox, the shy
 *   classmate no one gives a card to, a card back at the turn ("Valentine’s Day cards for everyone"
 *   named its hero Valentine and hunted a present in a snowy village).
 */
export type FestivalGoal = {
  kind: 'festival';
  feast: Feast;
  /** The idea says Grandma's house ("Thanksgiving at Grandma’s", « chez mamie »): the feast is there. */
  atGrandma?: true;
  /** The festival said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};
export type Feast = 'hanukkah' | 'diwali' | 'lunar' | 'thanksgiving' | 'valentine';

const FEASTS: [Feast, RegExp, { en: string; fr: string }][] = [
  [
    'hanukkah',
    /(?<!\p{L})(?:c?hann?[uo]k+ah?|c?hanou(?:k|kk|c|cc|ck)a)(?!\p{L})/iu,
    { en: 'celebrate Hanukkah', fr: 'fêter Hanoucca' },
  ],
  [
    'diwali',
    /(?<!\p{L})(?:diwali|divali|deepavali|dipavali)(?!\p{L})/iu,
    { en: 'celebrate Diwali', fr: 'fêter Diwali' },
  ],
  [
    'lunar',
    /\b(?:chinese|lunar) new year\b|\bspring festival\b|(?<!\p{L})nouvel an (?:chinois|lunaire)(?!\p{L})|(?<!\p{L})fête du printemps chinoise(?!\p{L})/iu,
    { en: 'celebrate the Lunar New Year', fr: 'fêter le Nouvel An chinois' },
  ],
  [
    'thanksgiving',
    /\bthanksgiving\b|(?<!\p{L})action de grâces?(?!\p{L})/iu,
    { en: 'celebrate Thanksgiving', fr: 'fêter Thanksgiving' },
  ],
  [
    'valentine',
    // The day, never a girl called Valentine ("Valentine the cat" is a name: festival-day-names.ts);
    // 'A Valentine poem for my mum' is the day's poem.
    /\b(?:st\.? |saint )?valentine['’]?s['’]? day\b|\bvalentines?(?: day)? (?:cards?|poems?|rhymes?|verses?)\b|\bvalentines\b|(?<!\p{L})saint-valentin(?!\p{L})/iu,
    { en: 'celebrate Valentine’s Day', fr: 'fêter la Saint-Valentin' },
  ],
];

const GRANDMA =
  /\b(?:grandma|granny|grandmother|nana|gran)['’]s\b|\b(?:at|to|visits?|visiting) (?:my |our |his |her )?(?:grandma|granny|grandmother|nana|gran)\b|chez (?:ma |sa |notre )?(?:mamie|mamy|mémé|grand-m[èe]re)/iu;

/** The festival the idea names, if any. */
export function readFestival(description: string): FestivalGoal | undefined {
  const hit = FEASTS.find(([, re]) => re.test(description));
  if (!hit) return undefined;
  return {
    kind: 'festival',
    feast: hit[0],
    ...(GRANDMA.test(description) ? { atGrandma: true as const } : {}),
    task: hit[2],
  };
}

/** The festivals' own words, never read as a hero's name (read-names.ts): "a child called Hanukkah". */
export const FESTIVAL_NAMES =
  'nouvel lunar hanukkah chanukah hanukah chanukkah hanouka hanoucca hanoukka chanouka diwali divali deepavali thanksgiving ramadan eid aïd passover pessah kwanzaa holi';
