import type { TaleGoal } from '../idea/read-goal-tale';
import type { Place } from '../idea/settings';
import { taleArc } from './goal-tale';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';
import { ANT_LINES, FABLE_THINGS } from './poetry-tale-ant-lines';
import { GOLDILOCKS_LINES } from './poetry-tale-goldilocks-lines';
import { PIGS_LINES } from './poetry-tale-pigs-lines';
import { RED_HOOD_LINES } from './poetry-tale-red-hood-lines';
import { CRIED_WOLF_LINES } from './poetry-tale-wolf-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  basket: { en: 'a basket', fr: 'un panier' },
  pie: { en: 'a cake', fr: 'une galette' },
  butterfly: { en: 'a butterfly', fr: 'un papillon' },
  wolf: { en: 'the wolf', fr: 'le loup' },
  tulip: { en: 'flowers', fr: 'des fleurs' },
  'old-woman': { en: 'Grandma', fr: 'Mère-Grand' },
  man: { en: 'the woodcutter', fr: 'le bûcheron' },
  fire: { en: 'the fire', fr: 'le feu' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  pig: { en: 'the little pigs', fr: 'les petits cochons' },
  'sheaf-of-rice': { en: 'straw', fr: 'de la paille' },
  hut: { en: 'a little hut', fr: 'une cabane' },
  wood: { en: 'sticks', fr: 'des bâtons' },
  brick: { en: 'bricks', fr: 'des briques' },
  house: { en: 'the house', fr: 'la maison' },
  'pot-of-food': { en: 'a big pot', fr: 'une grande marmite' },
  bear: { en: 'the bears', fr: 'les ours' },
  'bowl-with-spoon': { en: 'a bowl of porridge', fr: 'un bol de bouillie' },
  chair: { en: 'a chair', fr: 'une chaise' },
  bed: { en: 'a bed', fr: 'un lit' },
  zzz: { en: 'sleep', fr: 'le sommeil' },
};

/** The fox and the crow has no poem of its own yet: the stock couplets. */
const LINES: Partial<Record<TaleGoal['tale'], ArcLine[]>> = {
  'red-hood': RED_HOOD_LINES,
  pigs: PIGS_LINES,
  goldilocks: GOLDILOCKS_LINES,
  'ant-grasshopper': ANT_LINES,
  'cried-wolf': CRIED_WOLF_LINES,
};

/**
 * A fairy tale's poem ('Little Red Riding Hood', « Les trois petits cochons »): 24 couplets telling
 * the tale in order, each at the tale's spot (its home first, then the arc's places, goal-tale*.ts).
 * Before, it sang the stock couplets at Maple Lane and the library.
 */
export function taleCouplets(goal: TaleGoal): ArcCouplet[] | undefined {
  const lines = LINES[goal.tale];
  if (!lines) return undefined;
  const arc = taleArc(goal);
  const spots = [arc.homeDrawn, ...arc.places].filter(
    (p, i, all): p is Place => p !== undefined && all.findIndex((q) => q?.at.en === p.at.en) === i,
  );
  // The fables' man and woman are villagers, their sheaf grain, not the woodcutter and straw.
  const fable = goal.tale === 'ant-grasshopper' || goal.tale === 'cried-wolf';
  return arcLines(lines, spots, fable ? FABLE_THINGS : THINGS);
}
