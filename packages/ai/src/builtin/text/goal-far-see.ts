import type { Language } from '@bookloom/core';
import type { FarSeeGoal } from '../idea/read-goal-far-see';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { DESTS } from './goal-far-see-dests';
import {
  DEST_PLACES,
  HOME_PLACES,
  HOME_SAID,
  LEAVING,
  NEARING,
  NEARING_WET,
  type Stop,
} from './goal-far-see-places';
import { TROUBLES, troubleOf } from './goal-far-see-trouble';
import { FAR_DREAMS, FAR_OPENINGS, FAR_PROBLEMS, FAR_WAY, FAR_WONDERS } from './goal-far-see-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';
import { step as b } from './task-step';

const TURNS = [
  b(
    'At last, {name} arrived {atDest}! {Heard}: it was all there, even better than {name} had dreamed.',
    'Enfin, {name} arriva {atDest} ! {Heard} : tout était là, encore plus beau que dans ses rêves.',
  ),
];
const ENDINGS = [
  b(
    'Back home {home}, {name} showed everyone {souvenir} and told the whole journey. {name} had learned that {lesson}. The end.',
    'De retour {home}, {name} montra {souvenir} à tout le monde et raconta tout le voyage. {name} avait appris que {lesson}. Fin.',
  ),
];
const LESSON = {
  en: 'the world is big, and home is sweetest after a long journey',
  fr: 'le monde est grand, et qu’on n’est jamais mieux que chez soi après un long voyage',
};
const AT_DEST: Record<string, { en: string; fr: string }> = {
  jungle: { en: 'in the jungle', fr: 'dans la jungle' },
  snow: { en: 'in the snow', fr: 'dans la neige' },
  mountains: { en: 'in the mountains', fr: 'dans les montagnes' },
  sea: { en: 'at the sea', fr: 'au bord de la mer' },
  warmsea: { en: 'at the warm sea', fr: 'au bord de la mer chaude' },
  desert: { en: 'in the desert', fr: 'dans le désert' },
};
/** A line's longest part without slots, to know it in the page's words. */
const plain = (t: string) => t.split(/\{[^}]+\}/).sort((x, y) => y.length - x.length)[0];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Heroes of the water reach the mountains by the river, and see them from the mountain lake. */
const WET = new Set(['river']);

/**
 * A hero who wants to see a far place (idea/read-goal-far-see.ts): its own home and the dream, two
 * stops leaving home and two nearing the far place with a helper on each (`Stop`), the trouble of
 * being out of its habitat and what helps, the far place's wonders, home with a souvenir. Told in
 * order, one leg a phase. Before: Maple Lane, the library, the garden and the park.
 */
export function farSeeArc(goal: FarSeeGoal, facts: IdeaFacts): GoalArc {
  const d = DESTS[goal.dest];
  const wet = WET.has(goal.home);
  const stops: Stop[] = [
    ...LEAVING[goal.home],
    ...(wet && goal.dest === 'mountains' ? NEARING_WET : NEARING[goal.dest]),
  ];
  const there: Place[] =
    wet && goal.dest === 'mountains' ? DEST_PLACES.mountains.slice(1) : DEST_PLACES[goal.dest];
  const trouble = TROUBLES[troubleOf(goal.home, goal.dest)];
  const stopOf = (p?: Place) => stops.find((s) => s.at.en === p?.en);
  const pair = <T>(a: T[], c: T[]) => a.flatMap((x, i) => (c[i] ? [x, c[i]] : [x]));
  const troubleLines = trouble.map(([l]) => l);
  return {
    openings: FAR_OPENINGS,
    problems: FAR_PROBLEMS,
    turns: TURNS,
    endings: ENDINGS,
    episodes: {
      search: FAR_DREAMS,
      obstacle: FAR_WAY.slice(0, 6),
      // Nearing the far place, the trouble begins; there, the wonders and the rest of what helps.
      clue: pair(FAR_WAY.slice(6), troubleLines.slice(0, 3)),
      pause: pair(FAR_WONDERS, troubleLines.slice(3)),
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    arrival: there[0],
    homeDrawn: HOME_PLACES[goal.home][0],
    places: legs(
      HOME_PLACES[goal.home],
      stops.slice(0, 2).map((s) => s.at),
      stops.slice(2).map((s) => s.at),
      there,
    ),
    slots: (lang: Language, p?: Place): Record<string, string> => {
      const helper = stopOf(p)?.helper ?? stops[stops.length - 1].helper;
      return {
        home: HOME_SAID[goal.home][lang],
        dest: d.dest[lang],
        Dest: cap(d.dest[lang]),
        toDest: d.toDest[lang],
        ToDest: cap(d.toDest[lang]),
        atDest: AT_DEST[goal.dest][lang],
        heard: d.heard[lang],
        Heard: cap(d.heard[lang]),
        aHelper: helper.a[lang],
        theHelper: helper.the[lang],
        wonder1: d.wonders[0][1][lang],
        wonder2: d.wonders[1][1][lang],
        wonder3: d.wonders[2][1][lang],
        souvenir: d.souvenir[1][lang],
        ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
      };
    },
    turnAction: `arrives in ${d.dest.en} and marvels at it`,
    drawn: (beat, lang, _kind, text = '', where): GoalDrawn | undefined => {
      if (beat === 'ending') return { subjects: [d.souvenir[0]], said: [d.souvenir[1][lang]] };
      if (beat === 'turn')
        return { subjects: d.wonders.map(([i]) => i), said: d.wonders.map(([, w]) => w[lang]) };
      const named = d.wonders.filter(([, w]) => text.includes(w[lang]));
      const fix = trouble.find(([l]) => text.includes(plain(l[lang])));
      const stop = stopOf(where);
      const subjects = [
        ...(stop && text.includes(stop.helper.the[lang].split(' ').pop() ?? '') ? [stop.helper.icon] : []),
        ...named.map(([i]) => i),
        ...(fix ? [fix[1]] : []),
      ];
      const said = [
        ...(stop && subjects.includes(stop.helper.icon) ? [stop.helper.a[lang]] : []),
        ...named.map(([, w]) => w[lang]),
      ];
      return subjects.length ? { subjects, said } : undefined;
    },
  };
}
