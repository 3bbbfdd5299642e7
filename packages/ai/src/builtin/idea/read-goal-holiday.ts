/**
 * A holiday night or morning told as itself, not as a quest for the theme's stock object
 * (text/themes-holidays.ts). "Halloween night trick or treating with friends" was a search for "a
 * magic broom hidden somewhere in Pumpkin Hollow"; now it is costumes, the pumpkin, door to door and
 * home to count the treats (text/goal-halloween.ts). "The Easter bunny lost his eggs" was a search
 * for ONE egg with "a kind Easter bunny" beside the bunny hero; now the bunny finds its painted eggs
 * one by one before the children's hunt, and "An Easter egg hunt in the garden" is the hunt itself
 * (text/goal-easter.ts).
 */
export type TrickOrTreatGoal = {
  kind: 'trick-or-treat';
  /** The word the idea dresses the hero up as ("witch", « fantôme »): text/halloween-costumes.ts. */
  dressedAs?: string;
  /** The night said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

export type EggHuntGoal = {
  kind: 'egg-hunt';
  /** The Easter bunny lost its painted eggs (the hero finds them for the hunt), else the hunt itself. */
  lost: boolean;
  /** The little one helped on the hunt is a brother when the idea says so ("with her little brother"). */
  brother?: true;
  task: { en: string; fr: string };
};

const TRICK =
  /\btrick[- ]?or[- ]?treat\p{L}*|(?<!\p{L})(?:des bonbons ou un sort|un bonbon ou un sort|chasse aux bonbons|collecte de bonbons)(?!\p{L})/iu;
// "Halloween night with friends", « une soirée d’Halloween entre amis »: the night out, not a quest.
const HALLOWEEN = /(?<!\p{L})halloween(?!\p{L})/iu;
const NIGHT_OUT =
  /\b(?:night|evening|friends|candy|candies|sweets|treats|costumes?)\b|(?<!\p{L})(?:nuit|soirée|soir|amis|amies|copains|bonbons|friandises|déguisements?|déguisé\p{L}*)(?!\p{L})/iu;
const EASTER_EGGS =
  /\beaster\b[^.!?]{0,40}\beggs?\b|\begg[- ]hunt|(?<!\p{L})(?:chasse aux (?:œufs|oeufs)|(?:œufs|oeufs) de pâques)(?!\p{L})|(?<!\p{L})pâques(?!\p{L})[^.!?]{0,40}(?<!\p{L})(?:œufs?|oeufs?)(?!\p{L})/iu;
const BUNNY_LOST =
  /\b(?:lost|loses|lose|missing|scattered|hid|hidden|can'?t find|cannot find)\b|(?<!\p{L})(?:perdu|perd|perdus|égaré|égarés|disparu|disparus|éparpillés|cherche|retrouve)(?!\p{L})/iu;

// "dresses up as a witch", "dressed as a ghost", « se déguise en sorcière », « déguisée en fantôme ».
const DRESSED =
  /(?:dress\p{L}*(?: up)? as|costume of|(?<!\p{L})déguis\p{L}* en|déguisement de)\s+(?:an?\s+|une?\s+|the\s+)?(?:little\s+|scary\s+|petite?\s+)?(\p{L}+)/iu;

/** The trick-or-treat night the idea says, if any. */
export function readTrickOrTreat(description: string): TrickOrTreatGoal | undefined {
  if (!TRICK.test(description) && !(HALLOWEEN.test(description) && NIGHT_OUT.test(description)))
    return undefined;
  const dressedAs = DRESSED.exec(description)?.[1]?.toLowerCase();
  return {
    kind: 'trick-or-treat',
    ...(dressedAs ? { dressedAs } : {}),
    task: { en: 'go trick-or-treating with friends', fr: 'aller chercher des bonbons avec ses amis' },
  };
}

/** The Easter eggs the idea says: lost by the Easter bunny, or a hunt for them. */
export function readEggHunt(description: string): EggHuntGoal | undefined {
  if (!EASTER_EGGS.test(description)) return undefined;
  const lost = BUNNY_LOST.test(description) && !/\bhunt\b|chasse/iu.test(description);
  const brother =
    /\bbrothers?\b|(?<!\p{L})frères?(?!\p{L})/iu.test(description) &&
    !/\bsisters?\b|sœurs?/iu.test(description);
  return {
    kind: 'egg-hunt',
    lost,
    ...(brother ? { brother: true as const } : {}),
    task: lost
      ? { en: 'find the lost Easter eggs', fr: 'retrouver les œufs de Pâques perdus' }
      : { en: 'find the Easter eggs', fr: 'trouver les œufs de Pâques' },
  };
}
