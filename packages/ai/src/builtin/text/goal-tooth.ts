import type { Language } from '@bookloom/core';
import type { ToothGoal } from '../idea/read-goal-tooth';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { personNamed } from './goal-refuse-people';
import {
  FAIRY_VISIT,
  MOUSE_VISIT,
  TOOTH_BEDTIME_ENDINGS,
  TOOTH_BEDTIME_TURNS,
  TOOTH_ENDINGS,
  TOOTH_PILLOW,
  TOOTH_TURNS,
} from './goal-tooth-night-words';
import {
  TOOTH_BEDROOM,
  TOOTH_BEDTIME_PROBLEMS,
  TOOTH_KEPT,
  TOOTH_KITCHEN,
  TOOTH_OUT,
  TOOTH_PLACES,
  TOOTH_PROBLEMS,
  TOOTH_WOBBLE,
} from './goal-tooth-words';
import { capitalise } from './story-context';
import type { Episode } from './story-episodes';
import { FILLER_EPISODES } from './story-filler';
import { scheduledKind } from './story-phases';
import type { PlacedL } from './story-place-fit';

const LESSON = {
  en: 'growing up comes one little tooth at a time',
  fr: 'on grandit une petite dent à la fois',
};
const VISITOR = {
  fairy: { en: 'the tooth fairy', fr: 'la fée des dents' },
  mouse: { en: 'the little tooth mouse', fr: 'la petite souris' },
};
/** What the pages name, drawn beside the hero: [words, icon, alt en, alt fr]. */
const THINGS: [RegExp, string, string, string][] = [
  [/\btooth\b|\bgap\b|\bdents?\b|\btrou\b/, 'tooth', 'a little tooth', 'une petite dent'],
  [/mirror|miroir/, 'mirror', 'a mirror', 'un miroir'],
  [/apple|pomme/, 'red-apple', 'a red apple', 'une pomme rouge'],
  [/envelope|enveloppe/, 'envelope', 'an envelope', 'une enveloppe'],
  [/coin|pièce/, 'coin', 'a shiny coin', 'une pièce brillante'],
  [/soup|soupe/, 'bowl-with-spoon', 'a bowl of soup', 'un bol de soupe'],
  [/toast|tartine/, 'bread', 'toast', 'une tartine'],
  [/phone|téléphone/, 'mobile-phone', 'a phone', 'un téléphone'],
  [/teacher|maîtresse/, 'woman-teacher', 'the teacher', 'la maîtresse'],
  [/whole class|everyone wanted|toute la classe|tout le monde voulait/, 'boy', 'a classmate', 'un camarade'],
  [/neighbour’s cat|chat du voisin/, 'cat', 'a cat', 'un chat'],
];

const DAY_PHASES: Episode[][] = [['search'], ['clue'], ['obstacle'], ['pause']];
const BEDTIME_PHASES: Episode[][] = [['search'], ['clue'], ['obstacle']];
// A long book's day gets twice the pages of its night: the day's phases end on short lines that fit
// anywhere (story-filler.ts), the night's have none that fit a sleeping hero.
const LONG_DAY_PHASES: Episode[][] = [['search'], ['search'], ['clue'], ['clue'], ['obstacle'], ['pause']];
const LONG_BEDTIME_PHASES: Episode[][] = [['search'], ['search'], ['clue'], ['clue'], ['obstacle']];
/** Past this many pages each night phase would outrun its own lines. */
const LONG = 32;
const KIN = new Set(['woman', 'man', 'old-woman', 'old-man']);

/** How many middle pages the phase of `kind` gets in a book of `pages` (story-phases.ts). */
const phaseLength = (pages: number, phases: Episode[][], kind: Episode) => {
  const middle = pages - 4;
  let n = 0;
  for (let e = 0; e < middle; e++) if (scheduledKind(phases, e, middle) === kind) n++;
  return n;
};

/**
 * A first lost tooth (idea/read-goal-tooth.ts), in order: the tooth wobbles (the mirror, the
 * tongue, school), comes out in an apple and the gap is shown round, is kept in an envelope and
 * tucked under the pillow at night; the tooth fairy (en) or la petite souris (fr) comes while the
 * hero sleeps, drawn asleep in bed; the turn is the coin found under the pillow in the morning. A
 * bedtime book tells it from supper and ends asleep, the visitor coming on the last page.
 */
export function toothArc(goal: ToothGoal, facts: IdeaFacts, bedtime: boolean, pages: number): GoalArc {
  const visitorOf = (lang: Language) => (lang === 'en' || goal.fairy ? 'fairy' : 'mouse');
  // The night comes after the day's lines the phase has room for: a short book keeps the pillow.
  const long = pages > LONG;
  const phases = long
    ? bedtime
      ? LONG_BEDTIME_PHASES
      : LONG_DAY_PHASES
    : bedtime
      ? BEDTIME_PHASES
      : DAY_PHASES;
  // Once a day phase has told all its lines, the filler at a new room, never the next phase's lines.
  const padded = (pool: PlacedL[]) => (long ? [...pool, ...FILLER_EPISODES] : pool);
  const kept = phaseLength(pages, phases, 'obstacle');
  // A single page there is the pillow itself (it names the envelope the turn finds gone).
  const day = kept <= 1 ? 0 : Math.min(TOOTH_KEPT.length, Math.max(1, kept - TOOTH_PILLOW.length));
  const keptPool = [...TOOTH_KEPT.slice(0, day), ...TOOTH_PILLOW, ...TOOTH_KEPT.slice(day)];
  // A bedtime book has no school, no breakfast: the evening at home.
  const evening = (pool: PlacedL[]) =>
    bedtime
      ? pool.filter((t) => !/class|morning|breakfast|garden|days/.test(`${t.en} ${t.onlyPlace}`))
      : pool;
  // The visit is told in the language's tradition: each language's lines are its own visitor's.
  const visit: PlacedL[] = FAIRY_VISIT.map((t, k) => ({ ...t, fr: (goal.fairy ? t : MOUSE_VISIT[k]).fr }));
  // Each phase told in its written order, each page at the first room its words fit (story-picks.ts
  // `pickInOrder` tells the first untold leading template): not the tour's order of rooms.
  const inTurn = (pool: PlacedL[]) => pool.map((t) => ({ ...t, leads: true as const }));
  return {
    problems: bedtime ? TOOTH_BEDTIME_PROBLEMS : TOOTH_PROBLEMS,
    turns: bedtime ? TOOTH_BEDTIME_TURNS : TOOTH_TURNS,
    endings: bedtime ? TOOTH_BEDTIME_ENDINGS : TOOTH_ENDINGS,
    episodes: {
      search: padded(inTurn(evening(TOOTH_WOBBLE))),
      clue: padded(inTurn(evening(TOOTH_OUT))),
      obstacle: inTurn(evening(keptPool)),
      pause: bedtime ? [] : inTurn(visit),
      meet: [],
    },
    phases,
    inOrder: true,
    arrival: TOOTH_BEDROOM,
    parted: TOOTH_KITCHEN,
    places: bedtime ? TOOTH_PLACES.filter((p) => !/classroom|garden/.test(p.en)) : TOOTH_PLACES,
    // The opening and the ending at home are in the kitchen (breakfast), a bedtime book's in bed.
    homeDrawn: bedtime ? TOOTH_BEDROOM : TOOTH_KITCHEN,
    ...(bedtime ? { evening: true as const, bed: TOOTH_BEDROOM } : {}),
    slots: (lang: Language): Record<string, string> => ({
      theVisitor: VISITOR[visitorOf(lang)][lang],
      TheVisitor: capitalise(VISITOR[visitorOf(lang)][lang]),
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: bedtime
      ? 'falls fast asleep with the tooth under the pillow'
      : 'finds a shiny coin under the pillow in the morning',
    drawn: (beat, lang, kind, text = '', place): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      // The morning's find: the coin where the envelope was (the visitor is gone, the tooth with her).
      if (beat === 'turn' && !bedtime)
        return {
          subjects: ['coin'],
          said: [lang === 'en' ? 'a shiny coin' : 'une pièce brillante'],
          found: true,
        };
      // The visitor is drawn where the words say it comes; the hero sleeps through it.
      // (The day's pages that only speak of her draw her not: "for the tooth fairy" on the envelope.)
      const visits = kind === 'pause' || (beat === 'ending' && bedtime);
      const visitor = !visits
        ? undefined
        : /fairy|fée/.test(text)
          ? 'woman-fairy'
          : /souris|mouse/.test(text)
            ? 'mouse'
            : undefined;
      // The hero sleeps through the whole visit, and at the end of a bedtime book.
      // (A long book's filler line, of kind 'pause' too, names neither: drawn awake.)
      const asleep =
        (kind === 'pause' && Boolean(visitor || /slept|dormit/.test(text))) || (beat === 'ending' && bedtime);
      const person = personNamed(text, lang);
      // "the tooth fairy", « la fée des dents » name no tooth to draw.
      const named = text.replace(/tooth (?:fairy|mouse)|fée des dents/g, '');
      // The bathroom has its own mirror over the basin (pictures/interiors-home.ts): not a second one.
      const things = THINGS.filter(
        ([re, icon]) => re.test(named) && !(icon === 'mirror' && /bathroom/.test(place?.en ?? '')),
      ).slice(0, visitor ? 2 : 3);
      const subjects = [...(visitor ? [visitor] : []), ...things.map((t) => t[1])];
      if (!subjects.length && !person) return undefined;
      const said = [
        ...(visitor ? [visitor === 'mouse' ? VISITOR.mouse[lang] : VISITOR.fairy[lang]] : []),
        ...(person ? [person.said] : []),
        ...things.map((t) => (lang === 'en' ? t[2] : t[3])),
      ];
      return {
        subjects,
        ...(person ? { companion: person.icon } : {}),
        ...(person && KIN.has(person.icon) ? { kin: true as const } : {}),
        said,
        found: true,
        ...(asleep ? { asleep: true as const } : {}),
      };
    },
  };
}
