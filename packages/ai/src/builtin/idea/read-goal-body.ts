import type { Kind } from './kinds';
import { type CleanSeaGoal, readCleanSea } from './read-goal-clean-sea';
import { readCloudRain } from './read-goal-cloud-rain';
import { type DifferentGoal, readDifferent } from './read-goal-different';
import { type FarSeeGoal, readFarSee } from './read-goal-far-see';
import { readHorn } from './read-goal-horn';
import { type BodyGoal, readLegs } from './read-goal-legs';
import { readMarkings } from './read-goal-markings';
import { readSeeSnow, type SeeSnowGoal } from './read-goal-see-snow';
import { readShop, type ShopGoal } from './read-goal-shop';
import { readSpiritFox, type SpiritFoxGoal } from './read-goal-spirit-fox';
import type { TaskGoal } from './read-goal-task';
import { readWings } from './read-goal-wings';

/**
 * The hero's own body is the story, read before the other events (story-facts.ts): a mermaid's legs
 * for a day (read-goal-legs.ts), a unicorn's horn lost and grown back (read-goal-horn.ts), a wish to
 * be different (read-goal-different.ts: "A bunny who wants to be bigger"). The wish is read only when
 * the idea names no other goal than a deed or a skill wished for ("to change colour", "learn to fly"),
 * which the same words make.
 */
export function readBody(
  description: string,
  hero: Kind | undefined,
  free: boolean,
):
  | BodyGoal
  | SeeSnowGoal
  | CleanSeaGoal
  | FarSeeGoal
  | DifferentGoal
  | ShopGoal
  | SpiritFoxGoal
  | TaskGoal
  | undefined {
  return (
    // "Shopping at the supermarket with Dad", a teddy lost there: the shop's aisles (read-goal-shop.ts).
    readShop(description) ??
    // "A girl and her spirit fox in a cherry blossom town": the lanterns lit (read-goal-spirit-fox.ts).
    readSpiritFox(description) ??
    // "A little cloud who wants to make rain for the flowers": its deed (read-goal-cloud-rain.ts).
    readCloudRain(description, hero?.id) ??
    readLegs(description, hero?.id) ??
    readHorn(description, hero?.id) ??
    // "A fairy who lost her wings": she walks, friends help, they grow back (read-goal-wings.ts).
    readWings(description, hero?.id) ??
    // "The zebra who lost her stripes": plain, unknown, tries, known by who it is (read-goal-markings.ts).
    readMarkings(description, hero) ??
    // "A mermaid who wants to see the snow": north under the sea to the ice edge (read-goal-see-snow.ts).
    readSeeSnow(description, hero?.id) ??
    // "A penguin who wants to see the jungle": from its own home to the far place (read-goal-far-see.ts).
    readFarSee(description, hero?.id) ??
    // "A mermaid cleans the ocean of plastic": the plastic, the net, the turtle freed (read-goal-clean-sea.ts).
    readCleanSea(description, hero?.id) ??
    (free ? readDifferent(description, hero) : undefined)
  );
}

/** The body's goals told wholly under the sea: a mermaid's way north, a clean-up at the reef (story-facts.ts). */
export const underSeaGoal = (kind: string) => kind === 'seesnow' || kind === 'cleansea';
