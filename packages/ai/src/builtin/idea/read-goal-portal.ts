/**
 * A secret way into a magic land ("A little girl finds a secret door to a magic land", "A boy
 * discovers a hidden world in his closet", "A mirror that leads to another world", « Une fillette
 * trouve une porte secrète vers un monde magique »): the hero lives at home, finds the way through
 * (behind the ivy on the garden wall, at the back of the wardrobe, in the attic, in the mirror), helps
 * the land's creatures and must come back before it closes (text/goal-portal.ts). Before, the hero
 * lived in the kingdom of Willowmere and searched it for a door, found on the last page.
 */
export type PortalGoal = {
  kind: 'portal';
  /** Where the way through is, as the idea says; the garden wall when it names none. */
  through: PortalThrough;
  /** The visit said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};
export type PortalThrough = 'garden' | 'wardrobe' | 'closet' | 'attic' | 'mirror';

// A door, passage or portal that is secret, hidden or magic, or one that leads to another world.
const WAY =
  /\b(?:secret|hidden|magic(?:al)?|tiny|mysterious|enchanted)\s+(?:little\s+)?(?:door|doorway|gate|portal|passage)\b|\b(?:door|doorway|portal|passage|mirror|wardrobe|closet|cupboard|looking[- ]glass)\b[^.!?]{0,40}\b(?:magic(?:al)? (?:land|world|kingdom|forest)|(?:an)?other world|hidden world|secret world|fairyland|enchanted (?:land|world|kingdom))|\b(?:hidden|secret|magic(?:al)?) (?:world|land|kingdom)\b[^.!?]{0,30}\b(?:closet|wardrobe|cupboard|attic|mirror)\b|\bthrough the looking[- ]glass\b/i;
const WAY_FR =
  /(?<!\p{L})(?:porte|passage|portail) (?:secrète?|magique|cachée?|mystérieuse?|enchantée?)(?!\p{L})|(?<!\p{L})(?:porte|passage|portail|miroir|armoire|placard|grenier)(?!\p{L})[^.!?]{0,40}(?:(?:monde|pays|royaume) (?:magique|enchanté|secret|caché)|autre monde)|(?<!\p{L})(?:un autre monde|monde (?:magique|secret|caché)|pays (?:magique|enchanté))(?!\p{L})[^.!?]{0,30}(?:placard|armoire|grenier|miroir)/iu;

const THROUGH: [RegExp, PortalThrough][] = [
  [/\bmirror|looking[- ]glass|miroir/i, 'mirror'],
  [/\bwardrobe|armoire/i, 'wardrobe'],
  [/\bcloset|cupboard|placard|penderie/i, 'closet'],
  [/\battic|loft|grenier/i, 'attic'],
];

/** The way into a magic land the idea says, if any. */
export function readPortal(description: string): PortalGoal | undefined {
  if (!WAY.test(description) && !WAY_FR.test(description)) return undefined;
  const through = THROUGH.find(([re]) => re.test(description))?.[1] ?? 'garden';
  return {
    kind: 'portal',
    through,
    task: { en: 'step through into the magic land', fr: 'passer de l’autre côté, au pays magique' },
  };
}
