import type { Language } from '@bookloom/core';
import type { Place } from '../idea/settings';
import type { Weather } from './page-sky';
import type { Episode } from './story-episodes';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * A story's arc when the idea's goal is not a quest for the key object (idea/read-goal.ts): its
 * own goal and turning-point pages, its own episodes in place of the quest's search and clues, and
 * where the turn happens. The story writer keeps the rest (opening, obstacles, meetings, pauses,
 * ending), minus every template that speaks of a search.
 */
export type GoalArc = {
  /** Its own first pages when the stock ones would place the hero wrong (a first day: not "lives at school"). */
  openings?: L[];
  problems: PlacedL[];
  turns: PlacedL[];
  /** Its own last pages when the stock ones would end it wrong (alone, without the new friend). */
  endings?: PlacedL[];
  episodes: Partial<Record<Episode, PlacedL[]>>;
  /**
   * The middle in order, when its episodes follow the clock (story-phases.ts): waiting for Santa gets
   * ready by day and hears the sleigh at night, not the other way round.
   */
  phases?: Episode[][];
  /** Its episodes are told in the order written, not shuffled: a night of counting stars counts up. */
  inOrder?: true;
  /**
   * Its phases' light is in their words ("In the evening, …"): a long book says a phase's line again at
   * a new place rather than a short line, which would be drawn by day (story-pace.ts).
   */
  lightInWords?: true;
  /** Where the turning point happens (the destination of a journey). */
  arrival?: Place;
  /** Where the problem page happens, when not at home: a reunion's walk, where the hero and Mum parted. */
  parted?: Place;
  /** Who the middle pages meet, in place of the theme's stock helper (a wise old owl teaches flying). */
  others?: ArcHelper[];
  /**
   * Its meeting pages are the companion's, already at the hero's side: no stock helper drawn or said
   * (the magic cat whispers the tip: goal-defend.ts).
   */
  meetsFriend?: true;
  /** The stops on the way; the arrival is not one of them. */
  places: Place[];
  /**
   * Where the pages set at home are drawn when not outdoors at the home's place: a sleepless night's
   * opening, problem and ending are in the bedroom (their words still name the home).
   */
  homeDrawn?: Place;
  /** The whole story happens at night (a sleepless night): every page is drawn at night. */
  night?: true;
  /** The story goes from dusk to night and ends asleep, as a bedtime book does (a goodnight round). */
  evening?: true;
  /** Where the last page is drawn, when not at home: in bed (a goodnight round). */
  bed?: Place;
  /** `place`: the page's place, for an arc whose every stop says its own thing (goal-goodnight.ts). */
  slots: (lang: Language, place?: Place) => Record<string, string>;
  /** What the hero does on the turning page, for the picture prompt. */
  turnAction: string;
  /** Who the goal draws on a page besides the hero (a being helped), and the alt text's words for it. */
  /** `kind`: the middle page's episode kind (a treehouse's plan, planks or roof: goal-task-script.ts). */
  /** `text`: the page's words, for a goal that draws who and what they name (goal-refuse.ts); `place`: where it is drawn. */
  drawn?: (
    beat: string,
    lang: Language,
    kind?: Episode,
    text?: string,
    place?: Place,
  ) => GoalDrawn | undefined;
};

/** A character the arc's pages meet ({other}), with articles ready in both languages (story-cast.ts `Other`). */
export type ArcHelper = {
  a: { en: string; fr: string };
  the: { en: string; fr: string };
  icon?: string;
};

/** Icons in the scene, the icon at the hero's side, and what the alt text says of them. */
export type GoalDrawn = {
  subjects: string[];
  companion?: string;
  /** How the alt names the companion drawn so ({name} the hero): "Noa’s mum the baker", « sa maman boulangère ». */
  companionSaid?: string;
  /** The hero is alone on this page: the companion from page 1 is not drawn nor said (friends apart: goal-quarrel.ts). */
  alone?: true;
  said: string[];
  found?: true;
  /** `said` is wished for, drawn in a thought bubble: the alt says "thinking of" it, not "with" it. */
  dreamt?: true;
  /** The hero flies on this page (a dog who learnt to fly): drawn up in the air, said so (StoryHints.airborne). */
  airborne?: true;
  /** The page says the hero sleeps (“slept and slept”): drawn asleep, said so (StoryHints.asleep). */
  asleep?: true;
  /** The page has the hero in the water (“walked in until the water tickled”, « entra dans l’eau »): StoryHints.inWater. */
  inWater?: 'water' | 'tub';
  /**
   * The page is drawn at night whatever its words say: the sea turtles' beach is dark on every page,
   * a long book's short lines there too (goal-turtle-journey.ts).
   */
  night?: true;
  /** The page is drawn at dusk whatever its words say: a nature day's fading light (goal-wild-day.ts). */
  dusk?: true;
  /** Scenery never drawn on this page (a wild beach has no umbrellas nor huts): StoryHints.avoid. */
  avoid?: string[];
  /** Who the alt says is drawn, in place of the hero's name and look: "Wild horses", « Des ours bruns » (f: French feminine). */
  heroSaid?: { who: string; f?: boolean };
  /** The page tells a day long ago (a grandparent's memory): drawn by day, whatever hour it is told at. */
  longAgo?: true;
  /** The hero is drawn as this figure from this page on (a caterpillar come out a butterfly): StoryHints.becomes. */
  becomes?: string;
  /** The hero wears this costume on this page (StoryHints.wears), said "dressed as {dressedAs}" in the alt. */
  wears?: string;
  dressedAs?: string;
  /** Icons drawn in a colour of their own (an Easter egg found, red or blue): StoryHints.tints. */
  tints?: Record<string, string>;
  /** So many of this icon counted so far, drawn in the sky (StoryHints.counted): “Three stars.” */
  counted?: { icon: string; n: number };
  /** The person among the subjects is the hero's family (Dad helps): StoryHints.kin. */
  kin?: true;
  /** Subjects drawn at this many times the hero's height (a giant threat): StoryHints.scales. */
  scales?: Record<string, number>;
  /**
   * The weather on this page whatever the book's: a mermaid's first snow falls at the ice edge, while
   * her pages under the sea have no sky (goal-see-snow.ts).
   */
  weather?: Weather;
};
