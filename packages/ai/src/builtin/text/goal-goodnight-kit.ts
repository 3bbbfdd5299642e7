import type { Place } from '../idea/settings';

/** The shape of a goodnight round's thing (goal-goodnight-things.ts), and its maker. */
type Said = { the: string; hi: string; doing: string };
export type GoodnightThing = {
  id: string;
  /** The icon drawn on its page. */
  icon: string;
  /** The setting's place it is drawn at (its `en`); elsewhere at home. */
  where?: RegExp;
  /** Its own “where”, when the place would name the thing itself (not “under the apple tree, the apple tree”). */
  at?: { en: string; fr: string };
  /** Its own spot where the setting has the `where` (the farm's pig in its sty, not in the barn). */
  own?: Place;
  pl?: true;
  animal?: true;
  en: Said;
  fr: Said;
};
export const t = (
  id: string,
  icon: string,
  en: [string, string, string],
  fr: [string, string, string],
  o: Partial<Pick<GoodnightThing, 'where' | 'at' | 'own' | 'pl' | 'animal'>> = {},
): GoodnightThing => ({
  id,
  icon,
  en: { the: en[0], hi: en[1], doing: en[2] },
  fr: { the: fr[0], hi: fr[1], doing: fr[2] },
  ...o,
});
export const A = { animal: true } as const;
