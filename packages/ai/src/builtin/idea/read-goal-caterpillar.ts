/**
 * A caterpillar that eats and eats and becomes a butterfly ("A hungry caterpillar eats and eats and
 * becomes a butterfly", « Une petite chenille gourmande devient un papillon »): hatched from a tiny
 * egg on a leaf in the garden, it eats one thing a page, gets a tummy ache, grows big and fat, spins
 * a cocoon and sleeps, and comes out a butterfly at the turn (text/goal-caterpillar.ts). Before, it
 * was Milo at the end of Maple Lane with a task "to eat and eat and become a butterfly".
 */
export type MetamorphosisGoal = {
  kind: 'metamorphosis';
  /** The change said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const CHANGE =
  /\b(?:becomes?|became|becoming|turns? into|turned into|grows? into|changes? into|changed into)\b[^.!?]{0,30}\bbutterfl|\b(?:cocoons?|chrysalis|hungry|eats?|eating|munch\p{L}*)\b|(?<!\p{L})(?:devient|devenir|devint|deviendra|se transforme en|se transforma en|se change en)(?!\p{L})[^.!?]{0,30}papillon|(?<!\p{L})(?:cocon|chrysalide|gourmande|affamée|mange|mangent|dévore)(?!\p{L})/iu;

/** The caterpillar hero's change into a butterfly (or its feast) the idea says, if any. */
export function readMetamorphosis(
  description: string,
  heroKind: string | undefined,
): MetamorphosisGoal | undefined {
  if (heroKind !== 'caterpillar' || !CHANGE.test(description)) return undefined;
  return {
    kind: 'metamorphosis',
    task: { en: 'grow big and become a butterfly', fr: 'grandir et devenir un papillon' },
  };
}
