import { type ColoringScene, scene as s } from './coloring-arc-scene';

/** The friend at the hero's side, where the two are together (goal-quarrel.ts draws it at the turn). */
const TOGETHER = { companionOf: 'turn' } as const;

/**
 * Two friends who quarrel and make up, in the story's order (goal-quarrel.ts): playing together, the
 * quarrel over {thing}, sulking alone (the friend not drawn), missing {pal}, the drawing, the flower
 * and the sandwich, "sorry" at the turn, and playing together again. No French word agrees with the
 * hero or the friend.
 */
export const QUARREL_SCENES: ColoringScene[] = [
  s('plays with {pal}', 'joue avec {pal}', [], /playground/, TOGETHER),
  s('argues with {pal} over {thing}', 'se dispute avec {pal} pour {thing}', [], /playground/, TOGETHER),
  s('sulks all alone with arms crossed', 'boude dans son coin, les bras croisés', []),
  s('kicks a pebble crossly', 'donne un coup de pied dans un caillou', ['rock']),
  s('tells a little bird all about the quarrel', 'raconte la dispute à un petit oiseau', ['bird']),
  s('misses {pal} very much', 'pense très fort à {pal}', []),
  s('draws two friends and a big heart', 'dessine deux amis et un grand cœur', [
    'framed-picture',
    'red-heart',
  ]),
  s('picks a flower for {pal}', 'cueille une fleur pour {pal}', ['blossom']),
  s('keeps half a sandwich for {pal}', 'garde un demi-sandwich pour {pal}', ['sandwich']),
  s('says sorry to {pal} with a big hug', 'demande pardon à {pal} avec un gros câlin', [], /playground/, {
    ...TOGETHER,
    turn: true,
  }),
  s('plays happily with {pal} again', 'rejoue gaiement avec {pal}', [], /playground/, TOGETHER),
];
