import type { Place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * One refusal's script (goal-refuse.ts): the refusal said ("Mine!"), what it costs, someone who
 * shows another way, the hero trying it, the turn (it is better) and a happy ending that shows the
 * lesson without preaching it. Its own places and the things each page draws.
 */
export type RefuseScript = {
  /** Its own first page when the stock one would house the hero wrong (a princess in a tower). */
  openings?: L[];
  problems: PlacedL[];
  /** The refusal said again: « Non ! » (the quest's search slot). */
  refusals: PlacedL[];
  /** What it costs (the obstacle slot). */
  costs: PlacedL[];
  /** Someone shows another way (the clue slot). */
  shown: PlacedL[];
  /** The hero tries it (the pause slot). */
  tries: PlacedL[];
  turns: PlacedL[];
  endings: PlacedL[];
  places: Place[];
  /** Where the home pages are drawn: indoors where the refusal happens. */
  home: Place;
  /** Where the turn happens, when not at home. */
  arrival?: Place;
  /** The icons of the refused thing, and how the alt says them. */
  subjects: string[];
  said: { en: string[]; fr: string[] };
  /**
   * The words that name each subject ("the teddy", « le ballon »): a page draws only the things its
   * words name, all of them when it names none.
   */
  named?: Record<string, RegExp>;
  /** What a page whose words name none of them draws (all the subjects unless said: no bed in the kitchen). */
  unnamed?: string[];
  /** Two subjects a page names together drawn as one icon: the rubber duck floating in the bath, not beside it. */
  together?: { icons: [string, string]; as: string };
  /**
   * The pages whose words have the hero in it (“climbed in”, « entra dans l’eau », “splashed”): drawn
   * sitting in the bathtub (StoryHints.inWater), the tub no longer a thing beside the hero.
   */
  inTub?: RegExp;
  turnAction: string;
  /** What the hero learns, when the idea names no lesson (not "friends make every problem smaller" at bedtime). */
  lesson: L;
};

export const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({
  en,
  fr,
  ...fit,
});
