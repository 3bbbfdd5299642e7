import { CAVE_OBSTACLES, CAVE_PAUSES, CAVE_SEARCH } from './cave-episodes';
import { MEET_EPISODES, PAUSE_EPISODES } from './meet-pause-episodes';
import { OBSTACLE_EPISODES } from './obstacle-episodes';
import { CLUE_EPISODES, SEARCH_EPISODES } from './quest-episodes';
import type { PlacedL } from './story-place-fit';
import { VOYAGE_CLUES, VOYAGE_OBSTACLES, VOYAGE_PAUSES, VOYAGE_SEARCH } from './voyage-quest';

/**
 * The middle of a story: episodes of different kinds, each a template of two sentences (slots and
 * place fits: episode-template.ts). The tables live by kind: the quest's search and clues
 * (quest-episodes.ts), obstacles (obstacle-episodes.ts), meetings and rests (meet-pause-episodes.ts).
 */
export type Episode = 'search' | 'obstacle' | 'meet' | 'clue' | 'pause';

export const EPISODES: Record<Episode, PlacedL[]> = {
  // A pirate voyage's own, kept to the ship's deck and the island (voyage-quest.ts); a cave's own,
  // in a cave book's pools only (cave-episodes.ts).
  search: [...SEARCH_EPISODES, ...VOYAGE_SEARCH, ...CAVE_SEARCH],
  obstacle: [...OBSTACLE_EPISODES, ...VOYAGE_OBSTACLES, ...CAVE_OBSTACLES],
  meet: MEET_EPISODES,
  clue: [...CLUE_EPISODES, ...VOYAGE_CLUES],
  pause: [...PAUSE_EPISODES, ...VOYAGE_PAUSES, ...CAVE_PAUSES],
};

/** Which episodes follow each other: varied, with a meeting every few pages. */
export const EPISODE_ORDER: Episode[] = [
  'search',
  'obstacle',
  'meet',
  'clue',
  'search',
  'pause',
  'obstacle',
  'clue',
];
