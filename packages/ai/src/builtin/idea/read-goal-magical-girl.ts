/**
 * A magical girl's story ("A magical girl saves her school", « Une magical girl sauve son école »,
 * « une écolière magique »): the ordinary school day, the talking cat who gives her the pendant, the
 * transformation, the shadow monster stealing the school's colours and laughter, her friends, her light
 * winning, back to normal with a secret smile (text/goal-magical-girl.ts). Before, it was a task "to
 * save her school" told as a stock deed.
 */
export type MagicalGirlGoal = {
  kind: 'magical-girl';
  /** The goal said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const MAGICAL_GIRL =
  /\bmagical[- ]girls?\b|\bmahou shoujo\b|(?<!\p{L})(?:fille|filles|écolière|écolières|collégienne)\s+magiques?(?!\p{L})/iu;

/** The magical girl the idea names, if any. */
export function readMagicalGirl(description: string): MagicalGirlGoal | undefined {
  if (!MAGICAL_GIRL.test(description)) return undefined;
  return {
    kind: 'magical-girl',
    task: { en: 'save her school from the shadow monster', fr: 'sauver son école du monstre d’ombre' },
  };
}
