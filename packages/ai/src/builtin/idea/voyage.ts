import { UNDERWATER } from './seaside';
import type { Setting } from './settings-kit';
import { VOYAGE } from './settings-voyage';

/**
 * A pirate voyage (issue 14): "Sam the pirate sails to a treasure island", « Le pirate Sam navigue
 * vers l’île au trésor », "a pirate looks for buried treasure", « un pirate cherche un trésor enfoui »,
 * "Captain Lily and her crew sail the seven seas" sail from the harbour across the sea to an island
 * (settings-voyage.ts) — not a little house on Maple Lane, nor under the sea. Read when the idea names
 * a treasure island or map, a pirate with treasure, a ship or the sea, or sailing to an island or the
 * seas; never under the water (a mermaid, a dive), nor where the idea names another place (a pond).
 */
const TREASURE_TRIP =
  /(?<!\p{L})(?:treasure island|île au trésor|treasure maps?|cartes? au trésor|buried treasure|trésors? enfouis?|x marks the spot)(?!\p{L})/iu;
const PIRATE = /(?<!\p{L})(?:pirates?|buccaneers?|flibustiers?|corsaires?)(?!\p{L})/iu;
const SAIL = /(?<!\p{L})(?:sail\w*|navigu\w*|vogu\w*|prend(?:s|re)? la mer|set sail)(?!\p{L})/iu;
const SEAFARING =
  /(?<!\p{L})(?:treasures?|trésors?|islands?|îles?|îlots?|ships?|navires?|bateaux?|seas?|mers?|oceans?|océans?|crew|équipage)(?!\p{L})/iu;

export const isVoyage = (text: string) =>
  !UNDERWATER.test(text) &&
  (TREASURE_TRIP.test(text) ||
    (PIRATE.test(text) && SEAFARING.test(text)) ||
    (SAIL.test(text) && SEAFARING.test(text.replace(SAIL, ''))));

/** The setting as read, the voyage when the idea is one (and names no other place than the sea or a beach). */
export const voyageSetting = (setting: Setting | undefined, text: string): Setting | undefined =>
  (!setting || setting.id === 'sea' || setting.id === 'beach') && isVoyage(text) ? VOYAGE : setting;
