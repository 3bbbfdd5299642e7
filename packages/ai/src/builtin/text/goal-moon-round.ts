import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { HIGH_SKY, LAST_WINDOW, MOON_STOPS, type MoonMoment } from './goal-moon-round-stops';
import {
  MOON_AWAKE_TURNS,
  MOON_CHILDREN,
  MOON_ENDINGS,
  MOON_OPENINGS,
  MOON_PROBLEMS,
  MOON_SIGHTS,
  MOON_TURNS,
} from './goal-moon-round-words';
import { capitalise } from './story-context';

const LESSON = {
  en: 'however far apart they live, all the children of the world sleep under the same moon',
  fr: 'même s’ils vivent très loin les uns des autres, tous les enfants du monde dorment sous la même lune',
};

/** "A sleepy moon says goodnight to the children of the world", « La lune dit bonne nuit aux enfants du monde ». */
export const moonSaysGoodnight = (facts: IdeaFacts) =>
  facts.heroKind?.id === 'moon' && facts.goal?.kind === 'goodnight';

/**
 * The moments of the night, one a middle page: as many of the world's places as the book has room
 * for, in order, each with as many of its moments as fall to it (a child first, then its own night,
 * then another child…), so a long book lingers at each place and never says a moment twice.
 */
function moments(middle: number): [Place, MoonMoment][] {
  const stops = MOON_STOPS.slice(0, Math.min(MOON_STOPS.length, middle));
  const each = Math.floor(middle / stops.length);
  const extra = middle % stops.length;
  const turn = { child: 0, sight: 0 };
  return stops.flatMap((stop, s) => {
    const count = Math.min(stop.moments.length, each + (s < extra ? 1 : 0));
    // Child, sight, child, sight: the stop's moments are written children first.
    const half = stop.moments.length / 2;
    const order = stop.moments.map((_, i) => (i % 2 ? half + (i >> 1) : i >> 1)).map((i) => stop.moments[i]);
    return order.slice(0, count).map((m, k): [Place, MoonMoment] => {
      const of = m.sight ? 'sight' : 'child';
      const templates = m.sight ? MOON_SIGHTS.length : MOON_CHILDREN.length;
      // A baby asleep is not asked who is still awake: the next template takes its turn.
      while (m.asleep && MOON_AWAKE_TURNS.includes(turn.child % templates)) turn.child++;
      const t = turn[of]++ % templates;
      // The name says whose turn it is (goal-moon-round-words.ts); `leg` keeps the world's order.
      return [{ ...stop.place, en: `${stop.place.en} ${of} ${t}`, leg: s * 4 + k }, m];
    });
  });
}

/**
 * The moon's goodnight round of the world (issue 14): the moon was a child at Maple Lane saying
 * goodnight to the garden's cat. Now it rises at dusk and floats over the big city, the farm, the sea,
 * the snowy north, the desert… saying goodnight to a child going to sleep at each (drawn below it),
 * and to each place's own night; at the turn a little boy afraid of the dark sleeps by its light, and
 * at dawn the children wake as the moon goes to bed.
 */
export function moonRoundArc(pages: number, bedtime: boolean): GoalArc {
  const stops = new Map(moments(Math.max(1, pages - 4)));
  return {
    openings: MOON_OPENINGS,
    problems: MOON_PROBLEMS,
    turns: MOON_TURNS,
    endings: MOON_ENDINGS,
    // One pool, told in the order written: each page's place says whether a child's or a sight's
    // templates fit it, and the templates take turns rather than one shuffled favourite.
    episodes: { search: [...MOON_CHILDREN, ...MOON_SIGHTS], obstacle: [], clue: [], pause: [], meet: [] },
    phases: [['search']],
    inOrder: true,
    night: true,
    // A bedtime book ends on the moon's own dawn, not a stock "little house at Maple Lane" goodnight.
    ...(bedtime ? { evening: true as const } : {}),
    arrival: LAST_WINDOW,
    places: [...stops.keys()],
    homeDrawn: HIGH_SKY,
    bed: HIGH_SKY,
    slots: (lang: Language, place?: Place): Record<string, string> => {
      const m = place && stops.get(place);
      if (!m?.child) return { lesson: LESSON[lang], ...(m?.sight ? { sight: m.sight[lang] } : {}) };
      const girl = /fille|sœur/.test(m.child.fr);
      return {
        lesson: LESSON[lang],
        aChild: m.child[lang],
        AChild: capitalise(m.child[lang]),
        doing: m.doing[lang],
        little: girl ? 'ma petite' : 'mon petit',
      };
    },
    turnAction: 'shines as bright as a lamp through a little boy’s window',
    drawn: (beat, lang, _kind, _text, place) => {
      if (beat === 'turn')
        return { subjects: ['boy'], said: [lang === 'en' ? 'a little boy' : 'un petit garçon'], found: true };
      const m = place && stops.get(place);
      return m ? { subjects: m.icons, said: m.said.map((x) => x[lang]), found: true } : undefined;
    },
  };
}
