import { inFamily, type Place, place } from '../idea/settings';
import { lessonDrawn } from './goal-task-lesson-drawn';
import { legs } from './goal-task-places';
import { PHASES, type TaskScript } from './goal-task-script-kit';
import {
  SKI_ENDINGS,
  SKI_FALLS,
  SKI_INSTRUCTOR,
  SKI_LESSON,
  SKI_OPENINGS,
  SKI_PRACTICE,
  SKI_PROBLEMS,
  SKI_READY,
  SKI_TURNS,
} from './goal-task-ski-words';

/**
 * A first ski lesson on the mountain, up to the little race (goal-task-ski-words.ts). Every spot is in the
 * snow and names the ski slope in its picture, so each page draws the white slope, its firs and the button
 * lift (pictures/landmark-sport-grounds.ts `skiSlope`); the skis at the hero's side, the instructor where
 * named, the medal at the end.
 */
const slope = (en: string, fr: string) => inFamily('snow', [place(en, fr)])[0];
const FINISH = slope('at/the finish line|of the snowy ski slope', 'sur/la ligne d’arrivée');

// One spot a part of the lesson, each line at one spot only: a long book tells every line once.
export const SKI_PLACES: Place[] = legs(
  [
    slope('by/the ski school hut|by the snowy ski slope', 'près de/la cabane de l’école de ski'),
    slope('at/the foot of the slope|of the snowy ski slope', 'à/le pied de la piste'),
  ],
  [
    slope('on/the nursery slope|of the snowy ski slope', 'sur/la piste des débutants'),
    slope('by/the fir trees|on the snowy ski slope', 'près de/les sapins de la piste'),
  ],
  [
    slope('on/the gentle slope|of the snowy ski slope', 'sur/la petite pente'),
    slope('at/the button lift|of the snowy ski slope', 'à/le téléski'),
  ],
  [
    slope('at/the top of the slope|of the snowy ski slope', 'en haut de/la piste'),
    slope('at/the start gate|of the snowy ski slope', 'à/le portillon de départ'),
  ],
);
const SKI_HOME = slope('at/the ski school|on the snowy mountain by the ski slope', 'à/l’école de ski');

export function skiScript(lessonNamed: boolean): TaskScript {
  return {
    openings: SKI_OPENINGS,
    problems: SKI_PROBLEMS,
    turns: SKI_TURNS,
    endings: SKI_ENDINGS,
    episodes: {
      search: SKI_READY,
      obstacle: SKI_FALLS,
      clue: SKI_INSTRUCTOR,
      pause: SKI_PRACTICE,
      meet: [],
    },
    phases: PHASES,
    // The boots before the falls, the snowplough before the lift, the race last: told as written.
    inOrder: true,
    arrival: FINISH,
    places: SKI_PLACES,
    homeDrawn: SKI_HOME,
    slots: (lang): Record<string, string> => (lessonNamed ? {} : { lesson: SKI_LESSON[lang] }),
    turnAction: 'crosses the finish line on skis, arms up',
    drawn: lessonDrawn({
      thing: { icon: 'skis', en: 'skis', fr: 'des skis' },
      teacher: { re: /\binstructor\b|monitrice/i, icon: 'woman', en: 'the instructor', fr: 'la monitrice' },
    }),
  };
}
