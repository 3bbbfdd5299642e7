import type { PlacedL } from './story-place-fit';

/**
 * Episode templates of one place family, kept out of story-episodes.ts (issue 14): on flat snow
 * (a frozen lake, a market square, the lantern bridge) the obstacles are ice and snow drifts, not
 * a steep climb, a slope or a path that splits (those keep to places with a slope: SLOPED).
 */
export const SNOW_OBSTACLES: PlacedL[] = [
  {
    en: '{atPlace}, the ice was so slippery that {name} wobbled and slid. Arms out wide, {name} kept going.',
    fr: '{atPlace}, la glace était si glissante que {name} vacilla et glissa. Les bras écartés, {name} continua.',
    fits: ['snow'],
  },
  {
    en: '{atPlace}, a big snowdrift blocked the way. {name} dug and dug until there was a way through.',
    fr: '{atPlace}, un gros tas de neige barrait le passage. {name} creusa, creusa, jusqu’à ouvrir un chemin.',
    fits: ['snow'],
  },
];
