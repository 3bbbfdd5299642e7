import { type L, l } from './theme-types';
import { type SettingQuest, VOYAGE_QUEST } from './voyage-quest';

/**
 * A setting's own quest pages (a pirate voyage: the map, the X, the sail home), when the key object
 * is the one they speak of (the voyage's turn opens a chest of gold).
 */
export const settingQuest = (settingId?: string, objectIcon?: string): SettingQuest | undefined => {
  if (settingId !== 'voyage') return undefined;
  return objectIcon === 'treasure-chest' ? VOYAGE_QUEST : { ...VOYAGE_QUEST, turns: undefined as never };
};

/** How a key object looks once found: a treasure chest stands open, full of gold. */
const FOUND_ICON: Readonly<Record<string, string>> = { 'treasure-chest': 'open-treasure-chest' };
export const foundIcon = (icon: string) => FOUND_ICON[icon] ?? icon;

/**
 * What a setting brings of its own when the idea names nothing better (issue 14): by the lake the
 * story meets an old fisherman (drawn in his oilskin with his rod, pictures/helper-figure.ts) and
 * looks for a little sailboat — not the everyday theme's grandmother and kite of the park.
 */
export const SETTING_HELPER: Readonly<Record<string, L>> = {
  lake: l('a kind old fisherman', 'un vieux pêcheur plein de gentillesse'),
  pond: l('a kind old fisherman', 'un vieux pêcheur plein de gentillesse'),
  river: l('a kind old fisherman', 'un vieux pêcheur plein de gentillesse'),
  // A pirate voyage's helper flies down to the deck (the parrot is drawn: pictures read "parrot").
  voyage: l('a clever green parrot', 'un perroquet vert très malin'),
  // The beach's own: no fantasy theme's dragon on the sand ("Two friends build a sandcastle at the beach").
  beach: l('a friendly little crab', 'un petit crabe très gentil'),
  // The jungle's own: no zoo's keeper among the vines ("A shy giraffe wants to dance at the jungle party").
  jungle: l('a wise old elephant', 'un vieil éléphant très sage'),
  // The city's own: "Super Cat saves the city from a giant robot" met a wise grandmother at the market.
  city: l('a friendly police officer', 'une policière très gentille'),
};

/**
 * The everyday theme's helper in a setting of its own: the homes of heroes whose idea names no place
 * (idea/kind-home.ts). The fox meets the forest's owl, the knight the castle's old wizard, the penguin
 * a seal — no grandmother of Maple Lane. Themes with their own (the forest's park ranger, the farm's
 * sheepdog) keep theirs.
 */
export const HOME_HELPER: Readonly<Record<string, L>> = {
  forest: l('a wise old owl', 'un vieux hibou très sage'),
  castle: l('a kind old wizard', 'un vieux magicien plein de bonté'),
  farm: l('a kind old sheepdog', 'un vieux chien de berger plein de bonté'),
  snow: l('a kind old seal', 'un vieux phoque plein de bonté'),
  space: l('a friendly little robot', 'un gentil petit robot'),
};

/** The setting's own helper for a theme: the setting's, else the everyday theme's one there. */
export const settingHelper = (settingId: string | undefined, themeId: string): L | undefined =>
  settingId
    ? (SETTING_HELPER[settingId] ?? (themeId === 'everyday' ? HOME_HELPER[settingId] : undefined))
    : undefined;

/** The icon a setting's own helper is drawn as, when it is an animal (the voyage's parrot). */
export const SETTING_HELPER_ICON: Readonly<Record<string, string>> = {
  voyage: 'parrot',
  beach: 'crab',
  jungle: 'elephant',
  city: 'police-officer',
  forest: 'owl',
  farm: 'dog',
  snow: 'seal',
  space: 'robot',
};

/** The setting's key object (an idea/objects.ts id) when the idea names none. */
export const SETTING_OBJECT: Readonly<Record<string, string>> = {
  lake: 'boat',
  pond: 'boat',
  river: 'boat',
  // A pirate voyage looks for the treasure chest buried on the island.
  voyage: 'treasure',
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
  // The summer holidays' seaside town (themes-holidays.ts): a kite on the beach.
  summer: 'kite',
};
