import type { IdeaGoal as Goal } from './read-goal';
import { SETTINGS, type Setting } from './settings';
import { UNDERWATER } from './underwater';

export { UNDERWATER };

/**
 * Going to the sea for the day or the holidays is the beach (issue 14): « journal de vacances à la
 * mer », « Zoé va à la mer avec sa famille », "a day at the seaside", "goes to the sea" happen on the
 * sand, and so does a bird flying "over the sea", « au-dessus de la mer », « survole la mer » (it was
 * drawn under the water). Under the water stays the sea's: « sous la mer », « au fond de l’océan », "under the sea", a
 * mermaid, a submarine, a dive, a reef.
 */
const SEASIDE =
  /(?<!\p{L})(?:(?:at|to|by|beside|near|over|above|across|see) the sea(?:side)?|seaside|seashore|(?:à|au bord de|vers|au-dessus de|voir) la mer|bord de (?:la )?mer|survol\p{L}* la mer)(?!\p{L})/iu;

const BEACH = SETTINGS.find((s) => s.id === 'beach') as Setting;

/** The idea goes to the seaside, and nothing in it goes under the water. */
export const isSeasideTrip = (text: string) => SEASIDE.test(text) && !UNDERWATER.test(text);

const SEA = SETTINGS.find((s) => s.id === 'sea') as Setting;

/**
 * A cave under the water ("A mermaid explores the glowing cave", "a cave under the sea") is the sea's
 * (its seabed caves), not a rock cave on land (idea/settings-cave.ts).
 */
export const caveUnderSea = (setting: Setting | undefined, text: string): Setting | undefined =>
  (setting?.id === 'cave' || setting?.id === 'glowing-cave') && UNDERWATER.test(text) ? SEA : setting;

/** The setting as read, the beach when the idea's "sea" is a trip to the seaside. */
export const seasideSetting = (setting: Setting | undefined, text: string): Setting | undefined =>
  setting?.id === 'sea' && isSeasideTrip(text) ? BEACH : setting;

/**
 * A journey to the sea that is a trip to the seaside ends on the beach: still said "to the sea",
 * « jusqu’à la mer », but arrived "by the sea", « au bord de la mer », and drawn on the sand.
 */
export function seasideGoal<G extends Goal | undefined>(goal: G, text: string): G {
  if (goal?.kind !== 'reach' || goal.destination.setting.id !== 'sea' || !isSeasideTrip(text)) return goal;
  const d = goal.destination;
  const home = BEACH.places[0];
  const place = d.whole
    ? { ...home, en: d.place.en, fr: d.place.fr, at: { en: 'by the sea', fr: 'au bord de la mer' } }
    : home;
  return { ...goal, destination: { ...d, setting: BEACH, place } };
}
