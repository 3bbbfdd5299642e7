import { THEME_HELPER_DRAWN } from './theme-helpers';
import type { Theme } from './theme-types';
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

export function helperBesides(
  theme: Theme,
  companionIcon?: string,
): { helper: Theme['helper']; drawn: boolean } {
  const own = THEME_HELPER_DRAWN[theme.id];
  const swap = companionIcon && own === companionIcon ? (INSTEAD[theme.id] ?? everyday) : theme;
  return { helper: swap.helper, drawn: Boolean(THEME_HELPER_DRAWN[swap.id]) };
}
