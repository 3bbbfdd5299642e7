import type { Family } from './landmark-family';
import { pond } from './landmark-rivers';
import { acacia } from './wild-regions';

/**
 * The savanna's own spots (idea/settings-wild.ts): "under the acacia tree" showed no acacia, "by the
 * watering hole" no water. Before the living families, whose lions and trees would take them.
 */
export const WILD_REGION_FAMILIES: Family[] = [
  { id: 'acacia', re: /acacia/i, draw: (s) => acacia(s.p, s.x, s.g + 12, 1.15) },
  { id: 'watering-hole', re: /watering hole|waterhole|point d’eau|trou d’eau/i, draw: pond },
];
