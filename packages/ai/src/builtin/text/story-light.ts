import type { BuiltinPageHints } from '../../types';
import type { PlaceFamily } from '../idea/settings';

/**
 * How dark a story picture is. `dusk`: indigo-to-rose sky, moon rising; `night`: deep blue,
 * moon and stars, lit windows; `sleep`: the darkest, for the last pages of a bedtime book.
 */
export type Light = 'day' | 'dusk' | 'night' | 'sleep';

/** Weather a page's text names (read by page-sky.ts): drawn as grey clouds with rain, lightning, falling snow or fog (never a sun). */
export type Weather = 'rain' | 'storm' | 'snow' | 'fog';

/** How the page's words say the hero feels (text/page-feeling.ts): drawn by its face (pictures/hero-feeling.ts). */
export type Feeling = 'sad' | 'scared' | 'surprised' | 'sleepy' | 'cross';

/** What the builtin story writer adds to `BuiltinPageHints` (hints are an open record). */
export type StoryHints = BuiltinPageHints & {
  light?: Light;
  /** Icon of the friend the description names ("a boy and his cat" → cat), drawn on every page. */
  companion?: string;
  /** The shot: wide, close, object, two or action. */
  composition?: string;
  /** 'High' quality books: more detail in every picture. */
  detail?: 'high';
  /** Icons the scenery must not use (the key object, drawn only where the text names it). */
  avoid?: string[];
  /** Rain, storm, snow or fog the page's text names: drawn instead of a sunny sky. */
  weather?: Weather;
  /** The family of the page's place (sea, space, nature…): the picture's world follows it, whatever the theme. */
  family?: PlaceFamily;
  /**
   * Comics: the icon of the helper met in the story, drawn in every panel after the meeting; '' when
   * the story has none to draw (a story arc's comic with no companion: not the theme's stock helper).
   */
  helper?: string;
  /** The problem page's subject is found there, not wished for: in the scene, not a thought bubble. */
  found?: true;
  /** The hero flies on this page: drawn up in the air with its shadow below, not standing (pictures/airborne.ts). */
  airborne?: true;
  /** The page says the hero sleeps: drawn lying or curled up, eyes shut (pictures/sleeping-pose.ts). */
  asleep?: true;
  /** The page says the hero cries, is scared, surprised, sleepy or cross: a tear, a sweat drop, a "!"… by its face. */
  feeling?: Feeling;
  /**
   * The page has the hero in the water: `water`, waist-deep in the pool, the lake or the sea (a swim
   * lesson); `tub`, in the bathtub, foam on top (a bath at last): pictures/in-water.ts.
   */
  inWater?: 'water' | 'tub';
  /** The hero is drawn as this figure instead (a caterpillar come out a butterfly: pictures/hero-for-request.ts). */
  becomes?: string;
  /** The costume the hero wears from the page it dresses up on (a witch's hat, a ghost's sheet: pictures/costume-worn.ts). */
  wears?: string;
  /** So many of this icon counted up in the sky (pictures/counted-sky.ts): “Three stars.” */
  counted?: { icon: string; n: number };
  /** The page's person is the hero's own family (Dad lends a hand): an animal hero's is drawn as its kind, grown. */
  kin?: true;
  /** Subjects drawn at this many times the hero's height: a giant robot towering over the hero (goal-defend.ts). */
  scales?: Record<string, number>;
  /** Coloring books of a group ("farm animals"): the world the subjects stand in, drawn large (meadow, farm, space…). */
  stage?: string;
  /** …the small things the caption names beside the subject (the chicks, the carrot). */
  props?: string[];
  /** …a mud puddle under it. */
  puddle?: true;
};

/**
 * A bedtime book goes from dusk to night and ends at its darkest as the hero falls asleep; a
 * story whose description happens at night stays at night; one the idea sets in the evening stays
 * in the evening; a sleepless night is night on every page and ends asleep; other stories are in daylight.
 */
export function storyLight(
  page: number,
  pages: number,
  o: { bedtime: boolean; nightStory: boolean; dusk?: boolean; sleepless?: boolean },
): Light {
  if (o.bedtime) {
    if (page >= pages - 1) return 'sleep';
    return page < Math.max(1, Math.round(pages / 3)) ? 'dusk' : 'night';
  }
  if (o.sleepless) return page >= pages - 1 ? 'sleep' : 'night';
  if (o.dusk) return 'dusk';
  return o.nightStory ? 'night' : 'day';
}
