import type { Weather } from '../text/page-sky';
import type { Feeling, Light } from '../text/story-light';
import type { Counted } from './counted-sky';
import type { Environment } from './environment';
import type { HeroLook } from './hero';
import type { InWater } from './in-water';
import type { Rng } from './rng';

export type SceneSpec = {
  theme: string;
  env: Environment;
  mood: Light;
  hero: HeroLook;
  subjects: string[];
  /** Subjects drawn in the colour the idea gives them: icon → hex ("a red kite"). */
  tints?: Record<string, string>;
  /** Subjects drawn at this many times the hero's height (a giant robot, a huge dragon), feet on the ground. */
  scales?: Record<string, number>;
  helper?: string;
  /** The hero flies on this page: up in the air, its shadow on the ground (airborne.ts). */
  airborne?: boolean;
  /** The page says the hero sleeps: drawn lying or curled up, eyes shut (sleeping-pose.ts). */
  asleep?: boolean;
  /** The page's feeling, drawn by the hero's face (hero-feeling.ts). */
  feeling?: Feeling;
  /** The hero is in the water on this page: waist-deep in the pool, the lake or the sea, or in the bathtub (in-water.ts). */
  inWater?: InWater;
  /** So many counted up in the sky (counted-sky.ts): “Three stars.” */
  counted?: Counted;
  /** The helper is the hero's own family (Dad lends a hand): an animal hero's is drawn as its kind, grown. */
  kin?: boolean;
  /** The hero's own friend (a cat, a dog…): drawn at the hero's side on every page. */
  companion?: string;
  beat?: string;
  /** The problem page's first subject is there (a being found in trouble), not in a thought bubble. */
  found?: boolean;
  /** Story pages: wide, close, object, two or action (the text layer varies it page to page). */
  composition?: string;
  /** 'High' quality offline: more props on the horizon and in the foreground. */
  detail?: boolean;
  /** Icons kept out of the scenery (the key object appears only where the page names it). */
  avoid?: string[];
  rng: Rng;
  /** Keep the top third calm (covers). */
  calmTop?: boolean;
  /** Full-page art with the text on a panel: the bottom share kept for the panel (no one stands there). */
  textBand?: number;
  /** Hero height as a share of the canvas height. */
  heroSize?: number;
  id: string;
  /** The place the page names ("the lighthouse on the shore"): its landmark is drawn behind the scene. */
  place?: string;
  /** Rain, storm, snow or fog the page names. */
  weather?: Weather;
};
