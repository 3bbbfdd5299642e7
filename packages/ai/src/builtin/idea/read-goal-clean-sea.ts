import type { FarSeeGoal } from './read-goal-far-see';
import type { SeeSnowGoal } from './read-goal-see-snow';

/**
 * An ocean clean-up ("A mermaid cleans the ocean of plastic", « Une sirène nettoie l’océan », "A turtle
 * caught in a plastic bag"): the plastic found at the reef, in the kelp and on the sunken ship, friends
 * helping, the rubbish taken up to the fishing boat, a turtle freed from a net at the turn
 * (text/goal-clean-sea.ts). Before, it was a generic day plan with no plastic named or drawn.
 */
export type CleanSeaGoal = {
  kind: 'cleansea';
  /** The clean-up said as a deed, for writers that print any goal as one (a poem, a coloring book). */
  task: { en: string; fr: string };
};

// Rubbish in the sea, or a sea cleaned, or an animal caught in plastic or a net.
const LITTER =
  /\b(?:plastic|rubbish|litter|trash|garbage|pollution|polluted)\b|(?<!\p{L})(?:plastiques?|déchets|ordures|détritus|pollution|polluée?s?)(?!\p{L})/iu;
const CLEAN_SEA =
  /\bclean(?:s|ing|ed)?\s+(?:up\s+)?(?:the\s+)?(?:ocean|sea|reef)\b|(?<!\p{L})nettoi\p{L}*\s+(?:l[’']océan|la mer|le récif)(?!\p{L})/iu;
const TANGLED =
  /\b(?:caught|tangled|stuck|trapped)\s+in\s+(?:a\s+|an\s+|the\s+)?(?:old\s+)?(?:fishing\s+)?(?:net|bag)\b|(?<!\p{L})(?:prise?|coincée?|emmêlée?|piégée?)\s+dans\s+(?:un|le)\s+(?:vieux\s+)?(?:filet|sac)(?!\p{L})/iu;
const SEA_WORD = /\b(?:ocean|sea|reef|beach)\b|(?<!\p{L})(?:océan|mer|récif|plage)(?!\p{L})/iu;
const SEA_HEROES = new Set([
  'mermaid',
  'turtle',
  'dolphin',
  'octopus',
  'whale',
  'seahorse',
  'fish',
  'shark',
  'seal',
]);

/** The clean-up of the sea the idea says, if any: a sea hero, or the sea named, with its plastic. */
export function readCleanSea(description: string, heroKind: string | undefined): CleanSeaGoal | undefined {
  const sea = SEA_HEROES.has(heroKind ?? '') || SEA_WORD.test(description);
  const said = CLEAN_SEA.test(description) || TANGLED.test(description) || LITTER.test(description);
  if (!sea || !said) return undefined;
  return { kind: 'cleansea', task: { en: 'clean the sea', fr: 'nettoyer la mer' } };
}

/** A mermaid's wishes of the sea read with her body (read-goal-body.ts): the snow far north, a clean sea. */
export type SeaGoal = SeeSnowGoal | CleanSeaGoal | FarSeeGoal;
