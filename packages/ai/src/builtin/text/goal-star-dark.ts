import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import { fearsTheDark } from './dark-house-spots';
import type { GoalArc } from './goal-arc';
import {
  STAR_ENDINGS,
  STAR_FRIENDS,
  STAR_FRIGHTS,
  STAR_OPENINGS,
  STAR_PROBLEMS,
  STAR_TRIES,
  STAR_TURNS,
} from './goal-star-dark-words';

/** The night sky the star lives in, the cloud it hides behind, the moon, the sea and the village below. */
export const NIGHT_SKY = inFamily('sky', [
  place('high in/the sky|at night above the sleeping hills', 'haut dans/le ciel'),
  place('behind/the big cloud|in the night sky', 'derrière/le gros nuage'),
  place('near/the moon|in the night sky', 'près de/la lune'),
  place('above/the sea|in the night sky over the shore', 'au-dessus de/la mer'),
  place('above/the village|in the night sky over the village', 'au-dessus de/le village'),
]);
const [HOME, , , , VILLAGE] = NIGHT_SKY;
const LESSON = {
  en: 'even in the dark, your own little light can shine',
  fr: 'même dans le noir, sa propre petite lumière peut briller',
};

/** "A little star who is afraid of the dark", « Une petite étoile qui a peur du noir ». */
export const starFearsDark = (facts: IdeaFacts) =>
  facts.heroKind?.id === 'star' &&
  facts.goal?.kind === 'brave' &&
  !facts.goal.sleep &&
  fearsTheDark(facts.goal.fear);

/**
 * A little star afraid of the dark (issue 14): it was a boy at Maple Lane who practised courage in the
 * park and pushed a fallen branch off the hill, by day. Now the whole story happens in the night sky:
 * the star hides behind a cloud, peeks out and is frightened again, the moon, an owl and a firefly
 * show it the dark is where light is seen, and at the turn it steps out and shines, its own light
 * guiding a lost child home.
 */
export function starDarkArc(bedtime: boolean): GoalArc {
  return {
    openings: STAR_OPENINGS,
    problems: STAR_PROBLEMS,
    turns: STAR_TURNS,
    endings: STAR_ENDINGS,
    episodes: { search: STAR_TRIES, obstacle: STAR_FRIGHTS, clue: STAR_FRIENDS, pause: [], meet: [] },
    // Hiding and frightened first, then the friends of the night before it dares.
    phases: [['search', 'obstacle'], ['clue']],
    inOrder: true,
    night: true,
    // A bedtime book ends on the star's own last page, not a stock "little house at Maple Lane" goodnight.
    ...(bedtime ? { evening: true as const } : {}),
    arrival: VILLAGE,
    places: NIGHT_SKY.filter((p) => p !== HOME),
    homeDrawn: HOME,
    // Its own lesson, not the stock "being brave means trying": its light is what the dark lets be seen.
    slots: (lang: Language) => ({ lesson: LESSON[lang] }),
    turnAction: 'steps out into the dark and shines bright, guiding a lost child home',
    drawn: (beat, lang, _kind, text = '') => {
      const said = (en: string, fr: string) => [lang === 'en' ? en : fr];
      if (beat === 'problem') return { subjects: ['cloud'], said: said('a cloud', 'un nuage'), found: true };
      if (/\bowl\b|hibou/.test(text))
        return { subjects: ['owl'], said: said('an owl', 'un hibou'), found: true };
      if (beat === 'turn')
        return { subjects: ['boy'], said: said('a little boy', 'un petit garçon'), found: true };
      return undefined;
    },
  };
}
