import { DEFEND_TRIES } from './goal-defend-words';
import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * A threat no bigger than a person (a wolf, a fox, a bear: not giant, not a dragon nor a robot):
 * "did not even look down" and "stepped right over the crates" were a giant's. These take the place
 * of those two lines, one for one, in such a book only (goal-defend.ts): the pool keeps its size
 * and its order, every other book its text.
 */
const SMALL: Record<number, PlacedL> = {
  0: {
    ...b(
      '{atPlace}, {name} stood in front of {threat} and shouted “Stop!” But {threat} just dodged past and kept on going.',
      '{atPlace}, {name} se planta devant {threat} et cria : « Stop ! » Mais {threat} fila sur le côté et continua son chemin.',
    ),
    fits: DEFEND_TRIES[0].fits,
  },
  2: {
    ...b(
      '{atPlace}, {name} tried to block the way with a pile of crates, but {threat} squeezed through a gap between them.',
      '{atPlace}, {name} essaya de barrer la route avec une pile de caisses, mais {threat} se faufila par un trou entre elles.',
    ),
    fits: DEFEND_TRIES[2].fits,
  },
};

/** The failed tries for a threat of a person's size. */
export const DEFEND_TRIES_SMALL: PlacedL[] = DEFEND_TRIES.map((t, i) => SMALL[i] ?? t);
