/**
 * A new baby in the family: "The new baby sister", "Tom becomes a big brother", « Un petit frère
 * arrive chez Léa » — the news, the waiting, the baby home and the hero left out, learning to be the
 * big one, the first smile (text/goal-sibling.ts). Before, "The new baby sister" made its hero "a
 * sister" who went looking for a stock kite.
 */
export type SiblingGoal = {
  kind: 'sibling';
  /** A sister or a brother, or just a baby when the idea does not say. */
  baby: 'sister' | 'brother' | 'baby';
  /** The arrival said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const SISTER =
  /\b(?:new|baby|little) (?:baby )?sister\b|\bbig brother\b(?=[^.]*\bsister\b)|(?<!\p{L})(?:petite|nouvelle) (?:sœur|soeur)(?!\p{L})/iu;
const BROTHER = /\b(?:new|baby|little) (?:baby )?brother\b|(?<!\p{L})(?:petit|nouveau) frère(?!\p{L})/iu;
const ARRIVAL =
  /\bnew baby\b|\bbaby (?:sister|brother) (?:is coming|arrives|is born|comes home)\b|\b(?:becomes?|becoming|is going to be|will be) a big (?:sister|brother)\b|\bnew (?:baby )?(?:sister|brother)\b|(?<!\p{L})(?:nouveau bébé|bébé arrive|bébé est né|un bébé à la maison)(?!\p{L})|(?<!\p{L})(?:petit frère|petite s(?:œ|oe)ur) (?:arrive|est né|est née|va naître)(?!\p{L})|(?<!\p{L})devient (?:grande s(?:œ|oe)ur|grand frère)(?!\p{L})|(?<!\p{L})(?:nouvelle petite s(?:œ|oe)ur|nouveau petit frère)(?!\p{L})/iu;

// « Tom va avoir un petit frère », « Léa va être grande sœur », « sera grand frère », "is going to have
// a baby sister": the news said as what is coming (was a task « aller avoir un petit frère »).
const COMING =
  /\b(?:is going to|will|(?:is|are) about to) have a (?:new |little |baby )+(?:sister|brother)\b|(?<!\p{L})(?:va|vont) avoir (?:un|une) (?:nouveau |nouvelle )?(?:petit frère|petite s(?:œ|oe)ur|bébé)(?!\p{L})|(?<!\p{L})(?:va être|sera|vont être|seront) (?:une |un )?(?:grande s(?:œ|oe)ur|grand frère|grandes s(?:œ|oe)urs|grands frères)(?!\p{L})/iu;

/** The new baby the idea names, if any. */
export function readSibling(description: string): SiblingGoal | undefined {
  if (!ARRIVAL.test(description) && !COMING.test(description)) return undefined;
  const baby = SISTER.test(description) ? 'sister' : BROTHER.test(description) ? 'brother' : 'baby';
  return {
    kind: 'sibling',
    baby,
    task: { en: 'welcome the new baby', fr: 'accueillir le nouveau bébé' },
  };
}
