import type { Kind } from '../idea/kinds';
import { SETTING_HELPER_ICON, settingHelper } from './setting-stock';
import { THEME_HELPER_DRAWN } from './theme-helpers';
import type { L, Theme } from './theme-types';
import { mermaids, ocean } from './themes-animals';
import { anime, everyday } from './themes-story';

/**
 * The theme's helper, unless it is the companion's own kind: Coral the turtle walking beside the
 * hero is the ocean's turtle, so the story meets no second turtle (issue 14) but a neighbouring
 * theme's helper drawn otherwise (a seahorse under the sea, a talking cat next to a grandmother).
 */
const INSTEAD: Record<string, Theme> = {
  ocean: mermaids,
  mermaids: ocean,
  everyday: anime,
};

/**
 * Family roles: "Tom and his grandpa" meets no stock "wise grandmother" — a second grandparent
 * beside the idea's own reads as the story forgetting who came along. Matched on the helper's
 * English words; a relative kind (idea/relatives.ts) by its id.
 */
const ROLE_WORDS: [string, RegExp][] = [
  ['grandparent', /\bgrand(mother|father|ma|pa|mum|dad)\b|\bgrann(y|ie)\b/i],
  ['parent', /\b(mum|mom|mother|dad|father)\b/i],
  ['aunt-uncle', /\b(aunt|auntie|uncle)\b/i],
  ['sibling', /\b(sister|brother)\b/i],
];
const RELATIVE_ROLE: Record<string, string> = {
  grandmother: 'grandparent',
  grandfather: 'grandparent',
  mother: 'parent',
  father: 'parent',
  aunt: 'aunt-uncle',
  uncle: 'aunt-uncle',
  sister: 'sibling',
  brother: 'sibling',
};
const roleOf = (helper: L) => ROLE_WORDS.find(([, re]) => re.test(helper.en))?.[0];

type Stock = { helper: L; icon?: string; drawn: boolean };

/**
 * The stock helper the story meets: the setting's own (the lake's fisherman), else the theme's —
 * never one of a companion's kind, never a relative role the idea's family already fills.
 */
export function helperBesides(
  theme: Theme,
  companions: readonly Kind[] = [],
  settingId?: string,
): { helper: Theme['helper']; drawn: boolean } {
  const icons = new Set(companions.map((k) => k.icon).filter(Boolean));
  const roles = new Set(companions.filter((k) => k.relative).map((k) => RELATIVE_ROLE[k.id]));
  const fromTheme = (t: Theme): Stock => ({
    helper: t.helper,
    icon: THEME_HELPER_DRAWN[t.id],
    drawn: Boolean(THEME_HELPER_DRAWN[t.id]),
  });
  const own = settingHelper(settingId, theme.id);
  const candidates: Stock[] = [
    ...(own ? [{ helper: own, icon: SETTING_HELPER_ICON[settingId ?? ''], drawn: true }] : []),
    fromTheme(theme),
    fromTheme(INSTEAD[theme.id] ?? everyday),
    fromTheme(anime),
  ];
  const fits = (s: Stock) => !(s.icon && icons.has(s.icon)) && !roles.has(roleOf(s.helper) ?? '');
  const pick = candidates.find(fits) ?? candidates[0];
  return { helper: pick.helper, drawn: pick.drawn };
}
