import type { Feast } from '../idea/read-goal-festival';
import * as D from './goal-festival-diwali-words';
import * as H from './goal-festival-hanukkah-words';
import * as N from './goal-festival-lunar-words';
import {
  DIWALI_PLACES,
  type FestivalPlaces,
  HANUKKAH_PLACES,
  LUNAR_PLACES,
  THANKSGIVING_PLACES,
  VALENTINE_PLACES,
} from './goal-festival-places';
import * as T from './goal-festival-thanksgiving-words';
import * as V from './goal-festival-valentine-words';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/** A festival's own words: its first and problem pages, the middle's four phases in order, the turn and the end. */
export type FestivalWords = {
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

/** Each festival's words; Thanksgiving's first pages and places depend on whether the feast is at Grandma's. */
export const FESTIVAL_WORDS: Record<Feast, (atGrandma: boolean) => FestivalWords> = {
  hanukkah: () => ({
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
  }),
  diwali: () => ({
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
  }),
  lunar: () => ({
    openings: N.LUNAR_OPENINGS,
    problems: N.LUNAR_PROBLEMS,
    middle: [N.LUNAR_SWEEPING, N.LUNAR_RED, N.LUNAR_FAMILY, N.LUNAR_DANCE],
    turns: N.LUNAR_TURNS,
    endings: N.LUNAR_ENDINGS,
    lesson: N.LUNAR_LESSON,
    places: LUNAR_PLACES,
    turn: 'firework Grandpa',
    ending: 'lantern red envelope',
    turnAction: 'watches the New Year fireworks burst at midnight',
  }),
  thanksgiving: (atGrandma) => ({
    openings: atGrandma ? T.THANKSGIVING_AWAY_OPENINGS : T.THANKSGIVING_HOME_OPENINGS,
    problems: atGrandma ? T.THANKSGIVING_AWAY_PROBLEMS : T.THANKSGIVING_HOME_PROBLEMS,
    middle: [T.THANKSGIVING_PIE, T.THANKSGIVING_TABLE, T.THANKSGIVING_ARRIVING, T.THANKSGIVING_TURKEY],
    turns: T.THANKSGIVING_TURNS,
    endings: T.THANKSGIVING_ENDINGS,
    lesson: T.THANKSGIVING_LESSON,
    places: THANKSGIVING_PLACES(atGrandma),
    turn: 'turkey Grandma',
    ending: 'pie turkey corn',
    turnAction: 'says what they are thankful for at the Thanksgiving table',
  }),
  valentine: () => ({
    openings: V.VALENTINE_OPENINGS,
    problems: V.VALENTINE_PROBLEMS,
    middle: [V.VALENTINE_MAKING, V.VALENTINE_FAMILY, V.VALENTINE_POSTBOX, V.VALENTINE_GIVING],
    turns: V.VALENTINE_TURNS,
    endings: V.VALENTINE_ENDINGS,
    lesson: V.VALENTINE_LESSON,
    places: VALENTINE_PLACES,
    turn: 'Timo card',
    ending: 'Mum card',
    turnAction: 'gets a Valentine card back from the shy classmate',
  }),
};
