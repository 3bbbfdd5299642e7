import type { Language } from '@bookloom/core';

/**
 * The people a threat story names — "everyone in the village cheered for Mia", « tout le monde
 * acclama Ava », "called out to everyone" — were never drawn: the hero stood alone with the dragon.
 * A page whose words name them draws a small crowd (pictures/crowd.ts) and its alt says so. Not on
 * the problem page (everyone has run to hide), nor under the sea (no villagers swim there).
 */
export const CROWD = 'crowd';

const NAMES_EVERYONE = /\b(everyone|everybody)\b|\btout le monde\b/i;

const SAID = {
  village: { en: 'a crowd of villagers', fr: 'une foule de villageois' },
  town: { en: 'a crowd of townsfolk', fr: 'une foule d’habitants' },
};

/** The crowd to add to a page's subjects and alt, when its words name the people. */
export function crowdNamed(
  beat: string,
  lang: Language,
  text: string | undefined,
  where: { village: boolean; sea: boolean },
): { subjects: string[]; said: string[] } {
  if (beat === 'problem' || where.sea || !text || !NAMES_EVERYONE.test(text))
    return { subjects: [], said: [] };
  return { subjects: [CROWD], said: [SAID[where.village ? 'village' : 'town'][lang]] };
}
