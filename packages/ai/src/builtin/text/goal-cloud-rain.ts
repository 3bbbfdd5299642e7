import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { cloudGardenArc, rainsOnGarden } from './goal-cloud-garden';
import {
  CLOUD_ENDINGS,
  CLOUD_HELP,
  CLOUD_OPENINGS,
  CLOUD_PROBLEMS,
  CLOUD_TRIES,
  CLOUD_TURNS,
  CLOUD_WAY,
} from './goal-cloud-rain-words';

/** The sky the cloud lives in, the sea and the mountains on its way, the desert it rains on. */
export const CLOUD_SKY = inFamily('sky', [
  place('high in/the sky|above the green hills', 'haut dans/le ciel'),
  place('over/the sea|above the waves by the shore', 'au-dessus de/la mer'),
  place('over/the mountains|above the snowy peaks', 'au-dessus de/les montagnes'),
  place('over/the desert|above the sand dunes of the desert', 'au-dessus de/le désert'),
]);
const [HOME, , , DESERT] = CLOUD_SKY;
const LESSON = {
  en: 'even the smallest ones can do big things, with a little help from their friends',
  fr: 'même les plus petits peuvent faire de grandes choses, avec un peu d’aide de leurs amis',
};

/** "A little cloud who wants to rain on the desert", « Un petit nuage qui veut faire pleuvoir… ». */
export const cloudRains = (facts: IdeaFacts) =>
  facts.heroKind?.id === 'cloud' &&
  facts.goal?.kind === 'task' &&
  /\brain\b|pleuv|pluie/i.test(`${facts.goal.task.en} ${facts.goal.task.fr}`);

/**
 * A little cloud rains on the desert (issue 14): it was "Milo, a boy" at Maple Lane whose goal "to rain
 * on the desert" was a generic task ("everything tumbled down" at the library). Now the cloud sees the
 * dry desert, travels on the wind and tries, gathers water from the sea with the help of the wind and
 * other clouds, rains at the turn, and the desert flowers at the end.
 */
export function cloudRainArc(facts: IdeaFacts): GoalArc {
  // "make rain for the flowers", « faire pleuvoir » with no desert said: the thirsty garden's rain.
  if (rainsOnGarden(facts)) return cloudGardenArc(facts);
  const said = (lang: Language, en: string, fr: string) => [lang === 'en' ? en : fr];
  return {
    openings: CLOUD_OPENINGS,
    problems: CLOUD_PROBLEMS,
    turns: CLOUD_TURNS,
    endings: CLOUD_ENDINGS,
    episodes: { search: CLOUD_WAY, obstacle: CLOUD_TRIES, clue: CLOUD_HELP, pause: [], meet: [] },
    // On the way and trying, then the water and the friends gathered before the rain.
    phases: [['search', 'obstacle'], ['clue']],
    inOrder: true,
    arrival: DESERT,
    parted: DESERT,
    places: CLOUD_SKY.filter((p) => p !== HOME),
    homeDrawn: HOME,
    // The desert in flower is seen there, not back in the sky above the hills.
    bed: DESERT,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'rains on the desert, big and grey and full',
    drawn: (beat, lang, kind) => {
      if (beat === 'problem')
        return { subjects: ['cactus'], said: said(lang, 'a cactus', 'un cactus'), found: true };
      if (beat === 'turn')
        return { subjects: ['cloud-with-rain'], said: said(lang, 'rain', 'de la pluie'), found: true };
      if (beat === 'ending')
        return { subjects: ['blossom', 'tulip'], said: said(lang, 'flowers', 'des fleurs'), found: true };
      if (kind === 'clue')
        return { subjects: ['cloud'], said: said(lang, 'other clouds', 'd’autres nuages'), found: true };
      return undefined;
    },
  };
}
