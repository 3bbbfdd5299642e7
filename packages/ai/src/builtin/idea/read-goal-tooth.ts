/**
 * A first lost tooth ("A little girl loses her first tooth", "a wobbly tooth", "the tooth fairy", «
 * Une petite fille perd sa première dent », « une dent qui bouge », « la petite souris »): the tooth
 * wobbles, comes out in an apple, the gap is shown round, the tooth goes under the pillow and the
 * tooth fairy (en) or la petite souris (fr, the French tradition) leaves a coin in the night
 * (text/goal-tooth.ts). Before, "the tooth was gone!" was hunted for at the library and the park,
 * « le dent » drawn as a parcel.
 */
export type ToothGoal = {
  kind: 'tooth';
  /** The idea names the tooth fairy: she comes in French too (else la petite souris, the French tradition). */
  fairy: boolean;
  /** The day said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const FAIRY = /\btooth[- ]fair(?:y|ies)\b|(?<!\p{L})f[ée]es? des dents(?!\p{L})/iu;
// « la petite souris » is the French tooth mouse only beside a tooth: « Une petite souris cherche sa
// maman » is a mouse hero.
const MOUSE = /(?<!\p{L})(?:la |de la )petite souris(?!\p{L})/iu;
const TOOTH =
  /\b(?:(?:lose|loses|lost|losing|loose|wobbly|wiggly|wobbling|first|baby|missing) tooth|(?:lose|loses|lost|losing) (?:a|her|his|their|its|my|the|one) (?:first |baby |front |little |wobbly |loose )*tooth|tooth (?:falls?|fell|came|comes) out)\b/i;
const DENT =
  /(?<!\p{L})(?:(?:perd|perdent|perdu|perdre|perdait|perdit) (?:sa|une|la|ses|son|leur) (?:toute )?(?:première |petite )?dents?|dents? (?:de lait |de devant )?qui (?:bouge|bougent|tombe|tombent|est tombée)|dent de lait|première dent)(?!\p{L})/iu;
const ANY_DENT = /(?<!\p{L})dents?(?!\p{L})/iu;

/** The lost tooth the idea tells of, if any. */
export function readTooth(description: string): ToothGoal | undefined {
  const fairy = FAIRY.test(description);
  const mouse = MOUSE.test(description) && ANY_DENT.test(description);
  if (!fairy && !mouse && !TOOTH.test(description) && !DENT.test(description)) return undefined;
  return {
    kind: 'tooth',
    fairy,
    task: { en: 'lose a first tooth', fr: 'perdre sa première dent' },
  };
}

/**
 * The idea without the night visitor, for reading who the hero is: "The tooth fairy visits Mia" is
 * Mia's tooth, not a fairy's story; « la petite souris » is no mouse hero.
 */
export const withoutToothVisitor = (text: string) =>
  text
    .replace(/\b(?:the )?tooth[- ]fair(?:y|ies)\b/gi, '')
    .replace(/(?<!\p{L})(?:la |les )?f[ée]es? des dents(?!\p{L})/giu, '')
    .replace(/(?<!\p{L})(?:la |de la )?petite souris(?!\p{L})/giu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
