import { EPISODE_ORDER } from './story-episodes';
import type { StoryBeat as Beat } from './story-pools';

/** Opening, goal, episodes (search, obstacle, meeting, clue, pause), turning point, ending. */
export function storyBeats(pages: number): Beat[] {
  const middle = Math.max(0, pages - 4);
  const beats: Beat[] = ['opening', 'problem'];
  for (let i = 0; i < middle; i++)
    beats.push(EPISODE_ORDER[i % EPISODE_ORDER.length] === 'meet' ? 'helper' : 'journey');
  beats.push('turn', 'ending');
  return beats.slice(0, pages);
}
