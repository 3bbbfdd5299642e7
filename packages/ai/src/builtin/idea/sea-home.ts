import type { IdeaFacts } from './read-idea';
import { SETTINGS } from './settings';

// Heroes who live in the open sea: a whale on Maple Lane, at the library and on the hill made no sense.
const SEA_DWELLERS = new Set(['whale', 'dolphin', 'octopus', 'seahorse', 'shark', 'fish', 'mermaid']);
const SEA = SETTINGS.find((s) => s.id === 'sea');

/**
 * A sea creature the idea places nowhere ("A little dolphin learns to jump", « Une baleine qui
 * chante ») lives under the sea (issue 14). A journey or a day out keeps its own way there.
 */
export function seaHome(facts: IdeaFacts): IdeaFacts {
  // A sea creature saying goodnight "to the sea", « à la mer », does it under the water: the words
  // read as a trip to the seaside (seaside.ts) and the fish's round went to the beach, the pier and the dunes.
  const fromSea = facts.setting?.id === 'beach' && facts.goal?.kind === 'goodnight';
  if (fromSea && SEA && facts.heroKind && SEA_DWELLERS.has(facts.heroKind.id))
    return { ...facts, setting: SEA };
  if (facts.setting || !SEA || !facts.heroKind || !SEA_DWELLERS.has(facts.heroKind.id)) return facts;
  if (facts.goal?.kind === 'reach' || facts.goal?.kind === 'visit') return facts;
  return { ...facts, setting: SEA };
}
