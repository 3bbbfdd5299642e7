/**
 * What designCharacter stores in `CharacterBible.figure` and every page reads back (hero.ts). Its own file,
 * so outfit drawers such as knight.ts need not import hero.ts.
 */
export type HeroLook = {
  id: string;
  accessory: string;
  shirt: string;
  pants: string;
  accent: string;
  shoes: string;
  /** An animal or vehicle drawn in the colour the idea gives it ("the little red tractor"). */
  tint?: string;
  /** A costume worn on this page (StoryHints.wears: pictures/costume-worn.ts). */
  wears?: string;
};
