import type { Language } from '@bookloom/core';
import type { Feast, FestivalGoal } from '../idea/read-goal-festival';
import type { IdeaFacts } from '../idea/read-idea';
import { menorahDrawn } from './festival-menorah';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as D from './goal-festival-diwali-words';
import * as H from './goal-festival-hanukkah-words';
import { FESTIVAL_NAMED } from './goal-festival-named';
import { DIWALI_PLACES, type FestivalPlaces, HANUKKAH_PLACES } from './goal-festival-places';
import { drawnOfNamed } from './named-drawn';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/** A festival's own words: its first and problem pages, the middle's four phases in order, the turn and the end. */
type FestivalWords = {
  openings: L[];
  problems: PlacedL[];
  middle: [PlacedL[], PlacedL[], PlacedL[], PlacedL[]];
  turns: PlacedL[];
  endings: PlacedL[];
  lesson: L;
  places: FestivalPlaces;
  /** What the turn and the end draw (the menorah with every candle lit, the fireworks). */
  turn: string;
  ending: string;
  turnAction: string;
  /** The turn's thing drawn big, at this share of the hero's height (the menorah lit in the window). */
  turnBig?: [string, number];
};

const WORDS: Partial<Record<Feast, FestivalWords>> = {
  hanukkah: {
    openings: H.HANUKKAH_OPENINGS,
    problems: H.HANUKKAH_PROBLEMS,
    middle: [H.HANUKKAH_FIRST_NIGHTS, H.HANUKKAH_KITCHEN, H.HANUKKAH_STORY, H.HANUKKAH_LAST_NIGHTS],
    turns: H.HANUKKAH_TURNS,
    endings: H.HANUKKAH_ENDINGS,
    lesson: H.HANUKKAH_LESSON,
    places: HANUKKAH_PLACES,
    turn: 'menorah',
    ending: 'Grandma menorah',
    turnAction: 'lights all the candles of the menorah in the window',
    turnBig: ['menorah-8', 0.7],
  },
  diwali: {
    openings: D.DIWALI_OPENINGS,
    problems: D.DIWALI_PROBLEMS,
    middle: [D.DIWALI_DIYAS, D.DIWALI_RANGOLI, D.DIWALI_CLOTHES, D.DIWALI_SHARING],
    turns: D.DIWALI_TURNS,
    endings: D.DIWALI_ENDINGS,
    lesson: D.DIWALI_LESSON,
    places: DIWALI_PLACES,
    turn: 'firework Mum',
    ending: 'diyas sweet',
    turnAction: 'watches the Diwali fireworks light up the night sky',
  },
};

/** Grandma beside the hero from page 1 ("with Grandma") is not drawn a second time where a page names her. */
const kinAlongside = (facts: IdeaFacts) =>
  facts.companions.filter((c) => c.kind.relative).map((c) => c.kind.icon);

/** What a page's words name, drawn and said (the first three that match), the family among them said as kin. */
function drawnOf(feast: Feast, text: string, lang: Language, skip: string[]): GoalDrawn | undefined {
  const hits = FESTIVAL_NAMED[feast]
    .filter(([re, icon]) => re.test(text) && !skip.includes(icon))
    .filter(([, icon], i, all) => all.findIndex(([, other]) => other === icon) === i)
    .slice(0, 3);
  // The menorah is drawn with as many candles lit as the page's night counts (festival-menorah.ts).
  const drawn = drawnOfNamed(
    hits.map(([re, icon, said]) => {
      if (icon !== 'menorah') return [re, icon, said];
      const m = menorahDrawn(text, lang);
      return [re, m.icon, { en: m.said, fr: m.said }];
    }),
    lang,
  );
  const kin = hits.some(([, icon]) => ['old-woman', 'woman', 'old-man'].includes(icon));
  return drawn && { ...drawn, found: true, ...(kin ? { kin: true } : {}) };
}

/** The festival the idea names (idea/read-goal-festival.ts), told in its own order at home. */
export function festivalArc(goal: FestivalGoal, facts: IdeaFacts): GoalArc | undefined {
  const w = WORDS[goal.feast];
  if (!w) return undefined;
  const P = w.places;
  const skip = kinAlongside(facts);
  return {
    openings: w.openings,
    problems: w.problems,
    turns: w.turns,
    endings: w.endings,
    episodes: { search: w.middle[0], pause: w.middle[1], obstacle: w.middle[2], clue: w.middle[3], meet: [] },
    phases: [['search'], ['pause'], ['obstacle'], ['clue']],
    inOrder: true,
    parted: P.parted,
    arrival: P.arrival,
    places: P.places,
    homeDrawn: P.homeDrawn,
    slots: (lang): Record<string, string> => (facts.lessonNamed ? {} : { lesson: w.lesson[lang] }),
    turnAction: w.turnAction,
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn') {
        const turn = drawnOf(goal.feast, w.turn, lang, skip);
        return turn && w.turnBig ? { ...turn, scales: { [w.turnBig[0]]: w.turnBig[1] } } : turn;
      }
      if (beat === 'ending') return drawnOf(goal.feast, `${w.ending} ${text}`, lang, skip);
      return drawnOf(goal.feast, text, lang, skip);
    },
  };
}
