import { EPISODE_ORDER, type Episode } from './story-episodes';

/**
 * The episode kind scheduled for the `episode`-th middle page. By default the stock order cycles
 * (search, obstacle, meeting, clue, pause…). A goal whose middle follows the clock gives phases: the
 * middle is cut into that many equal runs, each cycling its own kinds — a wait for Santa gets ready
 * first (by day) and hears the sleigh last (at night); a birthday's friends ring at the end.
 */
export function scheduledKind(phases: Episode[][] | undefined, episode: number, middle: number): Episode {
  if (!phases?.length) return EPISODE_ORDER[episode % EPISODE_ORDER.length];
  const index = (e: number) => phaseIndex(phases.length, e, middle);
  const at = index(episode);
  let first = episode;
  while (first > 0 && index(first - 1) === at) first--;
  const phase = phases[at];
  return phase[(episode - first) % phase.length];
}

/**
 * Which of `count` phases the `episode`-th middle page is in. Runs as equal as the middle allows, each
 * phase at least one page once the middle has room: a short book's 4 middle pages are 2, 1 and 1,
 * not 2, 2 and none (a camping trip with no night).
 */
export const phaseIndex = (count: number, episode: number, middle: number) =>
  Math.min(count - 1, Math.floor((episode * count) / Math.max(1, middle)));
