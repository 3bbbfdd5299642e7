import { MEET_EPISODES, PAUSE_EPISODES } from './meet-pause-episodes';
import { OBSTACLE_EPISODES } from './obstacle-episodes';
import { CLUE_EPISODES, SEARCH_EPISODES } from './quest-episodes';
import type { PlacedL } from './story-place-fit';

/**
 * The middle of a story: episodes of different kinds, each a template of two sentences (slots and
 * place fits: episode-template.ts). The tables live by kind: the quest's search and clues
 * (quest-episodes.ts), obstacles (obstacle-episodes.ts), meetings and rests (meet-pause-episodes.ts).
 */
export type Episode = 'search' | 'obstacle' | 'meet' | 'clue' | 'pause';

export const EPISODES: Record<Episode, PlacedL[]> = {
  search: SEARCH_EPISODES,
  obstacle: OBSTACLE_EPISODES,
  meet: MEET_EPISODES,
  clue: CLUE_EPISODES,
  pause: PAUSE_EPISODES,
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
