import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  GARDEN_CLOUD_ENDINGS,
  GARDEN_CLOUD_HELP,
  GARDEN_CLOUD_OPENINGS,
  GARDEN_CLOUD_PROBLEMS,
  GARDEN_CLOUD_TRIES,
  GARDEN_CLOUD_TURNS,
  GARDEN_CLOUD_WAY,
} from './goal-cloud-garden-words';

/** The sky the cloud lives in, the forest and the lake on its way, the thirsty garden it rains on. */
const GARDEN_SKY = inFamily('sky', [
  place('high in/the sky|above the green hills', 'haut dans/le ciel'),
  place('over/the forest|above the treetops of the forest', 'au-dessus de/la forêt'),
  place('over/the lake|above the blue lake in the hills', 'au-dessus de/le lac'),
  place('over/the garden|above the flower garden', 'au-dessus de/le jardin'),
]);
const [HOME, , , GARDEN] = GARDEN_SKY;
const LESSON = {
  en: 'even the smallest cloud can help, drop by drop, with a little help from its friends',
  fr: 'même le plus petit nuage peut aider, goutte à goutte, avec un peu d’aide de ses amis',
};

/** The rain a cloud wants to make falls on the desert only when the idea says so; else on a garden. */
export const rainsOnGarden = (facts: IdeaFacts) =>
  !/desert|désert/i.test(
    `${facts.goal?.kind === 'task' ? `${facts.goal.task.en} ${facts.goal.task.fr}` : ''}`,
  );

/**
 * A little cloud makes rain for the flowers (issue 14): "A little cloud who wants to make rain for the
 * flowers" was a hunt for "a flower" at the library, « Le petit nuage qui voulait faire pleuvoir » the
 * desert's. Now the cloud is too small and white to rain on the thirsty garden, the wind carries it,
 * the lake and the other little clouds give it drops until it is grey and heavy, it rains on the
 * garden at the turn and a rainbow shines over the flowers at the end.
 */
export function cloudGardenArc(facts: IdeaFacts): GoalArc {
  const said = (lang: Language, en: string, fr: string) => [lang === 'en' ? en : fr];
  return {
    openings: GARDEN_CLOUD_OPENINGS,
    problems: GARDEN_CLOUD_PROBLEMS,
    turns: GARDEN_CLOUD_TURNS,
    endings: GARDEN_CLOUD_ENDINGS,
    episodes: {
      search: GARDEN_CLOUD_WAY,
      obstacle: GARDEN_CLOUD_TRIES,
      clue: GARDEN_CLOUD_HELP,
      pause: [],
      meet: [],
    },
    phases: [['search', 'obstacle'], ['clue']],
    inOrder: true,
    arrival: GARDEN,
    parted: GARDEN,
    places: GARDEN_SKY.filter((p) => p !== HOME),
    homeDrawn: HOME,
    bed: GARDEN,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'rains on the thirsty garden, big and grey and full',
    drawn: (beat, lang, kind) => {
      if (beat === 'problem')
        return {
          subjects: ['wilted-flower'],
          said: said(lang, 'thirsty flowers', 'des fleurs assoiffées'),
          found: true,
        };
      if (beat === 'turn')
        return {
          subjects: ['cloud-with-rain', 'tulip'],
          said: said(lang, 'rain on the flowers', 'la pluie sur les fleurs'),
          found: true,
        };
      if (beat === 'ending')
        return {
          subjects: ['rainbow', 'tulip', 'sunflower'],
          said: said(lang, 'a rainbow and flowers', 'un arc-en-ciel et des fleurs'),
          found: true,
        };
      if (kind === 'clue')
        return { subjects: ['cloud'], said: said(lang, 'other clouds', 'd’autres nuages'), found: true };
      return undefined;
    },
  };
}
