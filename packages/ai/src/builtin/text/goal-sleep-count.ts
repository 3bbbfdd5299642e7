import type { Language } from '@bookloom/core';
import type { CountThing } from '../idea/read-goal-count';
import type { Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { CALM_COUNT, CALM_COUNT_PROBLEMS, CALM_COUNT_TURNS } from './goal-sleep-count-calm';
import {
  COUNT_HELP,
  COUNT_LOST,
  COUNT_LOST_SKY,
  COUNT_PROBLEMS,
  COUNT_SLEEPY,
  COUNT_START,
  COUNT_TURNS,
} from './goal-sleep-count-words';
import { numberWord } from './number-words';
import { capitalise } from './story-context';
import type { Episode } from './story-episodes';

const NUMBERS = [...Array.from({ length: 20 }, (_, i) => i + 1), 30, 40, 50, 60, 70, 80, 90, 100];

/** "one star", "two sheep", « une étoile », « deux moutons »: {c1}…{c100} and {C1}…{C100}. */
function counted(thing: CountThing, lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of NUMBERS) {
    const said =
      n === 1
        ? `${lang === 'fr' ? (thing.f ? 'une' : 'un') : 'one'} ${thing.one[lang]}`
        : `${numberWord(n, lang)} ${thing.many[lang]}`;
    out[`c${n}`] = said;
    out[`C${n}`] = capitalise(said);
  }
  return out;
}

const SKY = { en: 'a night sky full of stars', fr: 'un ciel de nuit plein d’étoiles' };
const WINDOW_VIEW: Place = {
  en: 'the window',
  fr: 'la fenêtre',
  at: { en: 'at the window', fr: 'à la fenêtre' },
  pic: 'the garden by the house',
  family: 'nature',
};

const MOON = { Helper: { en: 'The moon', fr: 'La lune' }, the: { en: 'the moon', fr: 'la lune' } };
const MOUSE = {
  Helper: { en: 'A little mouse', fr: 'Une petite souris' },
  the: { en: 'the little mouse', fr: 'la petite souris' },
};
const CAME = {
  moon: { en: 'peeked out from behind a cloud', fr: 'sortit de derrière un nuage' },
  mouse: { en: 'peeked out of its hole', fr: 'sortit de son trou' },
};

/** How the hero settles to count: out to look at the sky, or eyes shut to picture the sheep. */
function toPerch(thing: CountThing, inTree: boolean, lang: Language) {
  if (!thing.outside)
    return {
      en: 'pulled the blanket up to the chin and closed both eyes',
      fr: 'remonta la couverture jusqu’au menton et ferma les yeux',
    }[lang];
  return inTree
    ? { en: 'hopped out onto the branch and looked up', fr: 'sortit sur sa branche et leva les yeux' }[lang]
    : {
        en: 'tiptoed to the window and looked out',
        fr: 'alla à la fenêtre sur la pointe des pieds et regarda dehors',
      }[lang];
}

/**
 * A sleepless night spent counting what the idea names: the counting is the middle, told in order
 * (the numbers grow), lost, helped by the moon (a mouse where the sky is hidden), sleepy; the hero
 * falls asleep at a hundred. What is counted is drawn on the counting pages.
 */
export function countArc(
  thing: CountThing,
  inTree: boolean,
  calm = false,
): Pick<GoalArc, 'problems' | 'turns' | 'episodes' | 'phases' | 'drawn'> &
  Partial<Pick<GoalArc, 'places'>> & {
    /** Told in the order written (GoalArc's inOrder). */
    inOrder: true;
    slots: (lang: Language) => Record<string, string>;
  } {
  const stars = thing.icon === 'glowing-star';
  // The moon is out on a clear night of stars or fireflies, not behind rain or snow clouds.
  const moon = stars || thing.icon === 'sparkles';
  const helper = moon ? MOON : MOUSE;
  // Counted to fall asleep (goal-sleep-count-calm.ts): one more a page, the whole middle, in order.
  const calmArc = {
    problems: CALM_COUNT_PROBLEMS,
    turns: CALM_COUNT_TURNS,
    episodes: { search: CALM_COUNT, obstacle: [], clue: [], pause: [], meet: [] },
    phases: [['search']] as Episode[][],
  };
  return {
    problems: COUNT_PROBLEMS,
    turns: COUNT_TURNS,
    episodes: {
      search: COUNT_START,
      obstacle: stars ? [...COUNT_LOST_SKY, ...COUNT_LOST] : COUNT_LOST,
      clue: COUNT_HELP,
      pause: COUNT_SLEEPY,
      meet: [],
    },
    phases: [['search'], ['obstacle'], ['clue'], ['pause']],
    ...(calm ? calmArc : {}),
    inOrder: true,
    slots: (lang) => {
      const fr = lang === 'fr';
      return {
        ...counted(thing, lang),
        thing: thing.one[lang],
        things: thing.many[lang],
        theThings: `${fr ? 'les' : 'the'} ${thing.many[lang]}`,
        theSame: fr ? `${thing.f ? 'la même' : 'le même'} ${thing.one.fr}` : `the same ${thing.one.en}`,
        un: thing.f ? 'une' : 'un',
        next: fr ? (thing.f ? 'la suivante' : 'le suivant') : 'the next one',
        toTheLast: thing.f ? 'jusqu’à la dernière' : 'jusqu’au dernier',
        alone: fr ? (thing.f ? 'toute seule' : 'tout seul') : 'all by itself',
        oneByOne: fr ? (thing.f ? 'une par une' : 'un par un') : 'one by one',
        bigThenTiny: thing.f
          ? 'les grandes d’abord, puis les toutes petites'
          : 'les grands d’abord, puis les tout petits',
        toPerch: toPerch(thing, inTree, lang),
        Helper: helper.Helper[lang],
        theHelper: helper.the[lang],
        helperCame: CAME[moon ? 'moon' : 'mouse'][lang],
      };
    },
    // A child counts what is outside from the window: those pages show the night sky out there.
    ...(thing.outside && !inTree ? { places: [WINDOW_VIEW] } : {}),
    // What is counted is there on every counting page and on the last count; stars are the night
    // sky's own (a star icon hung in the scene read as a toy).
    drawn: (beat, lang, _kind, text) => {
      // Counted to sleep: the turn is asleep in bed (no sky there); each count draws its n (counted-sky.ts).
      if (calm && beat === 'turn') return { subjects: [], said: [], asleep: true };
      const n = calm ? countSaid(thing, lang, text) : 0;
      if (n) return { subjects: [], said: [said(thing, n, lang)], counted: { icon: thing.icon, n } };
      return drawnCount(beat, lang);
    },
  };
  function drawnCount(beat: string, lang: Language) {
    return ['journey', 'helper', 'turn'].includes(beat)
      ? {
          subjects: stars ? [] : [thing.icon],
          said: [stars ? SKY[lang] : `${lang === 'fr' ? 'des' : ''} ${thing.many[lang]}`.trim()],
        }
      : undefined;
  }
}

/** The biggest count a page says (“Three stars.”, « Dix-sept étoiles »), or 0. */
function countSaid(thing: CountThing, lang: Language, text = ''): number {
  const said = counted(thing, lang);
  const low = text.toLowerCase();
  let n = 0;
  for (let k = 1; k <= 20; k++) if (low.includes(said[`c${k}`].toLowerCase())) n = k;
  return n;
}

/** The alt's words for n counted: “three stars”, « trois étoiles ». */
const said = (thing: CountThing, n: number, lang: Language) => counted(thing, lang)[`c${n}`];
