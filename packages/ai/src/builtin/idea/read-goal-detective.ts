/**
 * A mystery to solve ("A cat and a mouse become detectives", "Who stole the cookies?", "The case of
 * the missing crown", « Qui a mangé le gâteau de mamie ? », « Le mystère du trésor disparu »):
 * something has vanished, the hero puts on a detective hat, follows one clue a page, questions the
 * suspects, and finds the culprit at the turn (text/goal-detective.ts). Before, a stock quest for a
 * star at a space station, or "the crown was gone… right where the clues had led".
 */
export type DetectiveGoal = {
  kind: 'detective';
  /** What vanished: food a hungry animal took, or a shiny thing a magpie took. */
  loot: Loot;
  /** "le gâteau de mamie", "Grandma's cookies": Grandma owns the thing and is not the hero. */
  grandmaOwns: boolean;
  /** The case said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};
export type Loot = {
  en: string;
  fr: string;
  icon: string;
  /** Said as "them" / « les »: the cookies. */
  plural: boolean;
  /** French gender of the thing, for « disparu(e)(s) ». */
  feminine: boolean;
  /** Eaten (a puppy with crumbs on its nose) or taken away for its shine (a magpie's nest). */
  food: boolean;
};

const CASE =
  /\bdetectives?\b|\bsleuths?\b|\bmyster(?:y|ies)\b|\bthe case of\b|\bwho (?:stole|took|ate|has taken|has eaten)\b|(?<!\p{L})(?:détectives?|enquête|enquêtent|mystère|qui a (?:volé|mangé|pris))(?!\p{L})/iu;

const l = (en: string, fr: string, icon: string, food: boolean, plural = false, feminine = false): Loot => ({
  en,
  fr,
  icon,
  food,
  plural,
  feminine,
});
/** The things an idea can name vanished, first match wins. */
const LOOT: [RegExp, (grandma: boolean) => Loot][] = [
  [
    /cookies?|biscuits?/i,
    (g) =>
      l(
        g ? 'Grandma’s cookies' : 'the cookies',
        g ? 'les biscuits de Mamie' : 'les biscuits',
        'cookie',
        true,
        true,
      ),
  ],
  [
    /\bcakes?\b|gâteaux?/i,
    (g) => l(g ? 'Grandma’s cake' : 'the cake', g ? 'le gâteau de Mamie' : 'le gâteau', 'shortcake', true),
  ],
  [
    /\bpies?\b|tartes?/i,
    (g) => l(g ? 'Grandma’s pie' : 'the pie', g ? 'la tarte de Mamie' : 'la tarte', 'pie', true, false, true),
  ],
  [/crowns?|couronnes?/i, () => l('the crown', 'la couronne', 'crown', false, false, true)],
  [/treasure|trésors?/i, () => l('the treasure', 'le trésor', 'gem-stone', false)],
  [
    /\brings?\b|bagues?/i,
    (g) =>
      l(g ? 'Grandma’s ring' : 'the ring', g ? 'la bague de Mamie' : 'la bague', 'ring', false, false, true),
  ],
];
const GRANDMA = /grandma|granny|grandmother|mamie|grand-mère|mémé/i;
const OWNS =
  /(?<!\p{L})(?:de|du) (?:sa |la )?(?:mamie|grand-mère|mémé)(?!\p{L})|\b(?:grandma|granny|grandmother)['’]s\b/iu;

/** The mystery the idea tells, if any: what vanished, else Grandma's cake. */
export function readDetective(description: string): DetectiveGoal | undefined {
  if (!CASE.test(description)) return undefined;
  // "looks for his lost teddy" is a search, not a case: only a case word above makes one.
  const g = GRANDMA.test(description);
  const found = LOOT.find(([re]) => re.test(description));
  const loot = found ? found[1](g) : l('Grandma’s cake', 'le gâteau de Mamie', 'shortcake', true);
  return {
    kind: 'detective',
    loot,
    grandmaOwns: OWNS.test(description),
    task: { en: 'solve the mystery', fr: 'résoudre le mystère' },
  };
}
