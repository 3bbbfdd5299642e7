import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import { enA, frA } from '../idea/words';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  STRAY_ENDINGS,
  STRAY_FEAR,
  STRAY_LOST,
  STRAY_OPENINGS,
  STRAY_PROBLEMS,
  STRAY_TURNS,
  STRAY_WAY,
} from './goal-stray-words';
import { capitalise } from './story-context';

/** The forest it comes from and goes back to: the opening, the problem and the ending are drawn there (and the poem's: poetry-stray-couplets.ts). */
export const FOREST_EDGE = inFamily('nature', [
  place('at/the edge of the forest|by the village', 'à/l’orée de la forêt'),
])[0];
const LESSON = {
  en: 'a stranger is often just a friend you have not met yet',
  fr: 'un inconnu est souvent un ami qu’on ne connaît pas encore',
};
const BREAD = { en: 'a basket of warm bread', fr: 'un panier de pain chaud' };
const HONEY = { en: 'a pot of honey', fr: 'un pot de miel' };

/**
 * A wild animal in the village (idea/read-goal-stray.ts), in order: the village afraid, the hero
 * only hungry and lost, every street the same; fed by the baker at the turn, walked home at the end.
 */
export function strayArc(facts: IdeaFacts, places: Place[]): GoalArc {
  const kind = facts.heroKind;
  const aKind = (lang: Language) => (kind ? (lang === 'en' ? enA(kind.en) : frA(kind)) : '');
  const arrival = places.find((p) => /bakery|square/.test(p.en)) ?? places[0];
  return {
    openings: STRAY_OPENINGS,
    problems: STRAY_PROBLEMS,
    turns: STRAY_TURNS,
    endings: STRAY_ENDINGS,
    episodes: { search: STRAY_FEAR, clue: STRAY_LOST, obstacle: STRAY_WAY, pause: [], meet: [] },
    phases: [['search'], ['obstacle', 'clue']],
    ...(arrival ? { arrival } : {}),
    places: places.filter((p) => p !== arrival),
    homeDrawn: FOREST_EDGE,
    slots: (lang: Language): Record<string, string> => ({
      aKindWord: aKind(lang),
      AKindWord: capitalise(aKind(lang)),
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'is given warm bread and honey by the villagers, no longer afraid',
    drawn: (beat, lang): GoalDrawn | undefined => {
      if (beat === 'turn')
        return { subjects: ['bread', 'honey-pot'], said: [BREAD[lang], HONEY[lang]], found: true };
      if (beat === 'ending') return { subjects: ['basket'], said: [BREAD[lang]], found: true };
      return undefined;
    },
  };
}
