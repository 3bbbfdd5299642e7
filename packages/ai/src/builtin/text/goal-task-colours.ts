import { inFamily, type Place, place } from '../idea/settings';
import {
  COLOURS_ENDINGS,
  COLOURS_FIRST,
  COLOURS_LAST,
  COLOURS_LESSON,
  COLOURS_OPENINGS,
  COLOURS_PROBLEMS,
  COLOURS_STONE,
  COLOURS_TREE,
  COLOURS_TURNS,
} from './goal-task-colours-words';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';

/**
 * "A chameleon who changes colours", « Un caméléon qui change de couleur »: hide-and-seek in the
 * meadow, one hiding place per page in its colour (goal-task-colours-words.ts). The spots' pictures
 * avoid "garden" (chameleon-skin.ts would paint every one of them flower orange).
 */
const meadow = (en: string, fr: string) => inFamily('nature', [place(en, fr)])[0];
const FLOWERS = meadow('among/the flowers|in the meadow', 'parmi/les fleurs');

export const COLOURS_PLACES: Place[] = legs(
  [FLOWERS, meadow('by/the pond|in the meadow', 'au bord de/la mare')],
  [
    meadow('on/the sandy path|across the meadow', 'sur/le chemin de sable'),
    meadow('on/the big rock|in the meadow', 'sur/le gros rocher'),
  ],
  [
    meadow('among/the leaves|of the big tree', 'parmi/les feuilles du grand arbre'),
    meadow('by/the old brick wall|at the edge of the meadow', 'contre/le vieux mur de briques'),
  ],
  [meadow('among/the pumpkins|in the vegetable patch', 'parmi/les citrouilles'), FLOWERS],
);
const HOME = meadow('in/the sunny meadow', 'dans/le pré ensoleillé');
const ARRIVAL = meadow('in/the middle of the meadow', 'à/le milieu du pré');

export function coloursScript(lessonNamed: boolean): TaskScript {
  return {
    openings: COLOURS_OPENINGS,
    problems: COLOURS_PROBLEMS,
    turns: COLOURS_TURNS,
    endings: COLOURS_ENDINGS,
    episodes: {
      search: COLOURS_FIRST,
      obstacle: COLOURS_STONE,
      clue: COLOURS_TREE,
      pause: COLOURS_LAST,
      meet: [],
    },
    phases: PHASES,
    // The count before the first hiding place; the rainbow at the end.
    inOrder: true,
    arrival: ARRIVAL,
    places: COLOURS_PLACES,
    homeDrawn: HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: COLOURS_LESSON[lang] }),
    turnAction: 'pops out laughing',
    drawn: (beat, lang) =>
      beat === 'problem' || beat === 'turn' || beat === 'ending'
        ? { subjects: ['frog'], said: [lang === 'fr' ? 'une grenouille' : 'a frog'], found: true }
        : undefined,
  };
}
