import type { Weather } from './story-light';

/**
 * One page of a story arc's coloring book (coloring-arc.ts): what the hero does there, said after
 * "who" / « qui » ({slots} are the arc's own: {helped}, {guest}, {pal}), and what is drawn beside.
 * The words name every thing drawn, so the child colours what the caption says.
 */
export type ColoringScene = {
  en: string;
  fr: string;
  /** Icons drawn beside the hero, each one named by the words. */
  icons: string[];
  /** The arc's place it happens at, by its words (`place.at.en`); else the arc's places in turn. */
  at?: RegExp;
  /** The page's weather, drawn with no sun (the superhero's storm over the old bridge). */
  weather?: Weather;
  /** Drawn at night (the den in winter, the star's sky). */
  night?: true;
  /** Drawn in a storm, rain and no sun (the rescue vehicles' storm on the way to the biggest call). */
  storm?: true;
  /** The hero drawn asleep, lying down with its eyes shut (StoryHints.asleep). */
  asleep?: true;
  /** What the hero wears on the page (StoryHints.wears): the white gi at the dojo, its yellow belt at the end. */
  wears?: string;
  /** The arc's beat whose drawn one stands at the hero's side here (the baby, the friend, the knitter). */
  companionOf?: string;
  /** The arc's beat whose drawn subjects are on the page too (the big lion, drawn big). */
  subjectsOf?: string;
  /** The arc's turn (the rain at last, the net gnawed open): kept in a book too short for every scene. */
  turn?: true;
  /** Only for these hero kinds (only a bear fishes for its supper). */
  heroes?: string[];
};

type More = Omit<ColoringScene, 'en' | 'fr' | 'icons' | 'at'>;

/** A scene, in the tables' short form. */
export const scene = (
  en: string,
  fr: string,
  icons: string[],
  at?: RegExp,
  more: More = {},
): ColoringScene => ({
  en,
  fr,
  icons,
  ...(at ? { at } : {}),
  ...more,
});
