/**
 * A spirit fox in a cherry blossom town ("A girl and her spirit fox in a cherry blossom town", « Une
 * fille et son renard esprit… », "A shy girl becomes friends with a kitsune"): the fox with a glowing
 * tail only the hero can see, the town's hidden wonders, the festival's lanterns that will not light,
 * the town brought together to light them (text/goal-spirit-fox.ts). Before, a stock lantern hunt at
 * the library and the bakery with a talking cat.
 */
export type SpiritFoxGoal = {
  kind: 'spirit-fox';
  /** The fox's name when the idea gives one ("her spirit fox Yuki"). */
  name?: string;
  /** The hero meets the fox in the story ("becomes friends with a kitsune"), rather than having it already. */
  meets: boolean;
  /** The story said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const SPIRIT_FOX =
  /\bspirit[- ]fox(?:es)?\b|\bfox[- ]spirits?\b|\bkitsunes?\b|(?<!\p{L})(?:renards?[- ]esprits?|esprits?[- ]renards?)(?!\p{L})/iu;
// The name right after the fox: "her spirit fox Yuki", « son renard esprit nommé Kiko ».
const NAMED = /(?:fox|kitsune|esprit)\s+(?:named\s+|called\s+|nommé\s+|appelé\s+)?(\p{Lu}\p{Ll}+)(?!\p{L})/u;
const MEETS =
  /\b(?:meets?|met|finds?|found|friends? with|befriends?)\b|(?<!\p{L})(?:rencontre|trouve|amie? avec|amis avec|amies avec)(?!\p{L})/iu;

/** The idea's spirit fox, if it names one. */
export function readSpiritFox(description: string): SpiritFoxGoal | undefined {
  if (!SPIRIT_FOX.test(description)) return undefined;
  const name = NAMED.exec(description)?.[1];
  return {
    kind: 'spirit-fox',
    ...(name ? { name } : {}),
    meets: MEETS.test(description),
    task: {
      en: 'light the festival lanterns with the spirit fox',
      fr: 'allumer les lanternes de la fête avec le renard esprit',
    },
  };
}
