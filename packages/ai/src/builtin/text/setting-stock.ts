import { type L, l } from './theme-types';

/**
 * What a setting brings of its own when the idea names nothing better (issue 14): by the lake the
 * story meets an old fisherman (drawn in his oilskin with his rod, pictures/helper-figure.ts) and
 * looks for a little sailboat — not the everyday theme's grandmother and kite of the park.
 */
export const SETTING_HELPER: Readonly<Record<string, L>> = {
  lake: l('a kind old fisherman', 'un vieux pêcheur plein de gentillesse'),
  pond: l('a kind old fisherman', 'un vieux pêcheur plein de gentillesse'),
};

/** The setting's key object (an idea/objects.ts id) when the idea names none. */
export const SETTING_OBJECT: Readonly<Record<string, string>> = {
  lake: 'boat',
  pond: 'boat',
};
