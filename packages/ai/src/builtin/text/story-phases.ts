import { EPISODE_ORDER, type Episode } from './story-episodes';

/**
 * The episode kind scheduled for the `episode`-th middle page. By default the stock order cycles
 * (search, obstacle, meeting, clue, pause…). A goal whose middle follows the clock gives phases: the
 * middle is cut into that many equal runs, each cycling its own kinds — a wait for Santa gets ready
 * first (by day) and hears the sleigh last (at night); a birthday's friends ring at the end.
 */
export function scheduledKind(phases: Episode[][] | undefined, episode: number, middle: number): Episode {
  if (!phases?.length) return EPISODE_ORDER[episode % EPISODE_ORDER.length];
  const run = Math.max(1, Math.ceil(middle / phases.length));
  const phase = phases[Math.min(phases.length - 1, Math.floor(episode / run))];
  return phase[(episode % run) % phase.length];
}
