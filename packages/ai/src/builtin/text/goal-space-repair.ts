import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  REPAIR_ENDINGS,
  REPAIR_HITCH,
  REPAIR_LONG_TURNS,
  REPAIR_OPENINGS,
  REPAIR_PROBLEMS,
  REPAIR_TURNS,
  REPAIR_WAY,
  REPAIR_WORK,
} from './goal-space-repair-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import type { Episode } from './story-episodes';

/**
 * The station's spots, every one drawn in space by the station (pictures/environment.ts and the
 * space-station landmark read "space station" in the picture's place): never a meadow.
 */
const STATION = inFamily('space', [
  place('in/the control room|on the space station', 'dans/la salle de contrôle de la station'),
  place('by/the airlock|of the space station', 'près de/le sas de la station'),
  place('out on/the hull|of the space station', 'sur/la coque de la station spatiale'),
  place('by/the solar panel|of the space station', 'près de/le grand panneau solaire'),
  place('at/the big window|of the space station', 'devant/le grand hublot de la station'),
]);
const [CONTROL, , , PANEL, WINDOW] = STATION;

/** What a page's words name, drawn and said (the first two it names). */
const NAMED: NamedThing[] = [
  [/wrench|clé/, 'wrench', { en: 'a floating wrench', fr: 'une clé à molette qui flotte' }],
  [/alarm|alarme/, 'police-car-light', { en: 'the flashing alarm', fr: 'l’alarme qui clignote' }],
  [/radio/, 'radio', { en: 'the radio', fr: 'la radio' }],
  [/antenna|antenne/, 'satellite-antenna', { en: 'the antenna', fr: 'l’antenne' }],
  [/meteor|météorite/, 'comet', { en: 'a tiny meteor', fr: 'une minuscule météorite' }],
  [/bolt|boulon|hinge|charnière/, 'nut-and-bolt', { en: 'bolts', fr: 'des boulons' }],
  [/tether|corde/, 'link', { en: 'the safety tether', fr: 'la corde de sécurité' }],
  [/Earth|Terre/, 'globe-showing-europe-africa', { en: 'the Earth', fr: 'la Terre' }],
  [/lights|lumières/, 'light-bulb', { en: 'the lights', fr: 'les lumières' }],
];

/**
 * A repair in orbit (idea/read-goal-space-repair.ts): the alarm in the control room; Mission Control
 * on the radio, the airlock, the space walk on a tether, the work on the panel in order; the wrench
 * floating away just before the turn; caught and the panel fixed at the turn; the lights back on and
 * the Earth from the big window at the end. The phases are the seaside day's (goal-seaside.ts).
 */
export function spaceRepairArc(_facts: IdeaFacts, pages: number): GoalArc {
  const middle = Math.max(1, pages - 4);
  const way = REPAIR_WAY.slice(0, middle <= 6 ? 1 : REPAIR_WAY.length);
  const work = [...way, ...REPAIR_WORK];
  // A book with no middle page (4 pages) tells the wrench floating away at the turn too.
  const long = middle - REPAIR_HITCH.length > work.length || pages - 4 < 1;
  return {
    openings: REPAIR_OPENINGS,
    problems: REPAIR_PROBLEMS,
    turns: long ? REPAIR_LONG_TURNS : REPAIR_TURNS,
    endings: REPAIR_ENDINGS,
    episodes: { search: work, obstacle: long ? [] : REPAIR_HITCH, clue: [], pause: [], meet: [] },
    phases: long
      ? [['search']]
      : [...Array.from({ length: middle - REPAIR_HITCH.length }, (): Episode[] => ['search']), ['obstacle']],
    inOrder: true,
    arrival: PANEL,
    // The control room first: the radio call leads the middle there.
    places: STATION,
    homeDrawn: CONTROL,
    // The Earth is watched from the big window at the end.
    bed: WINDOW,
    slots: () => ({}),
    turnAction: 'catches the floating wrench on the tether and fixes the solar panel, which unfolds shining',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'turn') return drawnOfNamed([NAMED[0], NAMED[6]], lang);
      if (beat === 'ending') return drawnOfNamed([NAMED[8], NAMED[7]], lang);
      return drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 2), lang);
    },
  };
}
