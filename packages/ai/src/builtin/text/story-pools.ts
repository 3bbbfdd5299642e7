import { clashesWithWeather } from './held-weather';
import type { Weather } from './page-sky';
import { openingsFor } from './school-openings';
import type { Random } from './seeded-random';
import type { settingQuest } from './setting-stock';
import { BEDTIME_ENDINGS, ENDINGS, GOALS_FIND, GOALS_LOST, TURNS } from './story-arc';
import type { Cast } from './story-cast';
import { EPISODES, type Episode } from './story-episodes';
import { type goalArc, speaksOfQuest } from './story-goal';
import { fitsPlace, type ObjectPresence, type PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * Which templates a story's pages are written from: the goal's own pools (a journey, a visit), a
 * setting's quest (the pirate map), or the stock search. One call per pool, in a fixed order: the
 * engine is seeded, so each book draws its shuffles in the same order every time.
 */
type Arc = ReturnType<typeof goalArc>;
type Quest = ReturnType<typeof settingQuest>;
export type StoryBeat = 'opening' | 'problem' | 'journey' | 'helper' | 'turn' | 'ending';

/** The middle's pools, one per episode kind: shuffled, or in order where the arc tells a sequence. */
export function episodePools(
  rng: Random,
  arc: Arc,
  cast: Cast,
  weather: Weather | undefined,
): Map<Episode, PlacedL[]> {
  return new Map<Episode, PlacedL[]>(
    Object.entries(EPISODES).map(([k, v]) => [
      k as Episode,
      friendFirst(
        (arc?.inOrder ? <T>(xs: T[]) => xs : rng.shuffle)(
          (arc?.episodes[k as Episode] ?? v).filter(
            (t) =>
              !(arc && speaksOfQuest(t)) &&
              (cast.friend || !/\{friend\}|\{Friend\}/i.test(t.en)) &&
              // No rain shower nor puddle in a snowy book: the idea's weather holds (held-weather.ts).
              !clashesWithWeather(t, weather) &&
              (!t.ownPlaceOnly || (arc?.places ?? cast.places).some((place) => fitsPlace(t, place))),
          ),
        ),
      ),
    ]),
  );
}

/** The pool of a beat outside the middle; arc pools are shared constants, so each book shuffles a copy. */
export function beatPool(
  beat: Exclude<StoryBeat, 'journey' | 'helper'>,
  rng: Random,
  { arc, quest, cast, bedtime }: { arc: Arc; quest: Quest; cast: Cast; bedtime: boolean },
): (L & ObjectPresence)[] {
  if (beat === 'opening')
    return rng.shuffle(arc?.openings ?? quest?.openings ?? openingsFor(cast.home, bedtime));
  if (beat === 'problem')
    return rng.shuffle(arc?.problems ?? quest?.problems ?? (cast.lost ? GOALS_LOST : GOALS_FIND));
  if (beat === 'turn') return rng.shuffle(arc?.turns ?? quest?.turns ?? TURNS);
  // A goodnight round ends in bed in its own words, in a bedtime book too (goal-goodnight.ts).
  return rng.shuffle(
    bedtime && !arc?.evening ? BEDTIME_ENDINGS : (arc?.endings ?? quest?.endings ?? ENDINGS),
  );
}

// The companion the idea names acts with the hero early ("Léa and Zoé split up"), not only when a
// shuffle happens to draw one of its few episodes: first in each pool, in the shuffled order.
const NAMES_FRIEND = /\{friend\}/i;
const friendFirst = (pool: PlacedL[]): PlacedL[] => [
  ...pool.filter((t) => NAMES_FRIEND.test(t.en)),
  ...pool.filter((t) => !NAMES_FRIEND.test(t.en)),
];
