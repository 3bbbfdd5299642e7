import type { StoryBeat as Beat } from './story-pools';

/** The picture prompt's words for what the hero does on each beat (a provider draws from them). */
export const ACTION: Record<Beat, string> = {
  opening: 'waves hello, smiling',
  problem: 'looks worried',
  journey: 'explores curiously',
  helper: 'meets a new friend',
  turn: 'has found it and jumps for joy',
  // No "with" here: the picture engine reads what follows "with" as a helper (the teddy bear in view is no bear).
  ending: 'celebrates happily among friends',
};

/** The picture prompt's words for the page's light. */
export const TIME: Record<string, string> = {
  day: '',
  dusk: ', in the soft evening light',
  night: ', at night under the moon and stars',
  sleep: ', at night under the stars, sleepy and calm',
};
