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

/** The key object when the idea names none: one per theme, always drawable. */
export const THEME_OBJECT: Record<string, string> = {
  dinosaurs: 'egg',
  ocean: 'pearl',
  mermaids: 'pearl',
  farm: 'bell',
  zoo: 'ball',
  fantasy: 'wand',
  anime: 'lantern',
  realistic: 'egg',
  everyday: 'kite',
  space: 'star',
  vehicles: 'key',
  jobs: 'book',
  sports: 'trophy',
  holiday: 'gift',
  // Not the pumpkin: pumpkins are the scenery (a key object is never drawn as scenery).
  halloween: 'broom',
  easter: 'egg',
};
