import type { Language } from '@bookloom/core';
import type { GoalDrawn } from './goal-arc';
import type { WildSpecies } from './goal-wild-day-species-more';

/**
 * A species drawn in its own colours where its icon has another's: the Himalaya's snow leopard is
 * pale grey with dark spots, not the orange leopard: the herd and the hero (StoryHints.tints.hero).
 */
export const WILD_TINTS: Record<string, { icon: string; hex: string }> = {
  'snow-leopard': { icon: 'leopard', hex: '#c9c9c2' },
};

/** Nothing built by people in a nature documentary's wild places: no beach umbrella, hut, house nor boat. */
const NOT_IN_THE_WILD = ['umbrella-on-ground', 'hut', 'house', 'house-with-garden', 'sailboat', 'snowman'];

const BLIZZARD = /blizzard|tempête de neige/i;

/**
 * What a nature day's page draws and says beyond its animals (goal-wild-day.ts): the alt names the
 * animals by their kind, as the story does, not the stock hero's name and clothes; the fading light
 * (the dusk episodes and the gathering) is drawn at dusk; the night's end is the herd asleep, not a
 * party's confetti.
 */
export function wildPage(
  id: string,
  species: WildSpecies,
  beat: string,
  lang: Language,
  kind?: string,
  text = '',
): Omit<GoalDrawn, 'subjects'> {
  const who =
    lang === 'en'
      ? species.kinds.en.replace(/^the (\w)/, (_, c: string) => c.toUpperCase())
      : species.kinds.fr.replace(/^les /, 'Des ');
  const tint = WILD_TINTS[id];
  return {
    said: [],
    heroSaid: { who, f: /^les panthères/.test(species.kinds.fr) },
    avoid: NOT_IN_THE_WILD,
    ...(kind === 'pause' || beat === 'turn' ? { dusk: true } : {}),
    ...(beat === 'ending' ? { asleep: true } : {}),
    // The snow leopards' blizzard is drawn snowing, though the idea's "snow" adds no weather to the book.
    ...(BLIZZARD.test(text) ? { weather: 'snow' as const } : {}),
    ...(tint ? { tints: { [tint.icon]: tint.hex, hero: tint.hex } } : {}),
  };
}
