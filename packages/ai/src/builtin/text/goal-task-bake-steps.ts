import { inFamily, type Place, place } from '../idea/settings';
import { type BakeSteps, BREAD_STEPS, PANCAKE_STEPS } from './goal-task-bake-steps-words';
import type { Baked } from './goal-task-baked';
import { legs } from './goal-task-places';

/**
 * Crêpes and bread told as they are made (goal-task-home.ts `bakeScript`), in order, each step at its
 * own spot of the kitchen and with what it uses drawn: the batter's eggs and milk, the hot pan, the
 * dough rising in its bowl, the loaf. Cookies, cakes and pies keep the cake's steps.
 */
const kitchen = (en: string, fr: string) => inFamily('indoor', [place(en, fr)])[0];
const CUPBOARD = kitchen('by/the cupboard|in the kitchen', 'près de/le placard');
const BOWL = kitchen('by/the mixing bowl|in the kitchen', 'près de/le grand saladier');
const TABLE = kitchen('at/the kitchen table', 'à/la table de la cuisine');
const STOVE = kitchen('by/the stove|in the kitchen', 'près de/la cuisinière');
const OVEN = kitchen('by/the oven|in the kitchen', 'près de/le four');

// What each step's words name, drawn on its page (the first that matches).
const PANCAKE_DRAWN: [RegExp, string[]][] = [
  [/\b(whisked|fouettèrent|fouetta)\b/, ['bowl-with-spoon', 'glass-of-milk']],
  [/\b(milk|lait)\b/, ['egg', 'glass-of-milk']],
  [/\b(cracked|cassa|cassèrent)\b/, ['bowl-with-spoon', 'egg']],
  [/\b(rest|reposer)\b/, ['bowl-with-spoon']],
  [/butter in it|beurre, grésille/, ['cooking', 'butter']],
  [/\b(ladle|louche)\b/, ['bowl-with-spoon', 'pancakes']],
];
const BREAD_DRAWN: [RegExp, string[]][] = [
  [/\b(salt|sel)\b/, ['bowl-with-spoon', 'salt']],
  [/\b(sticky|collante)\b/, ['bowl-with-spoon']],
  [/\b(cloth|torchon)\b/, ['bowl-with-spoon']],
];

export type OwnBake = BakeSteps & { places: Place[]; drawn: (text: string) => string[] };

const own = (steps: BakeSteps, places: Place[], table: [RegExp, string[]][], icon: string): OwnBake => ({
  ...steps,
  places,
  drawn: (text) => table.find(([re]) => re.test(text))?.[1] ?? [icon],
});

/** The steps of what is baked, when they are its own (crêpes, bread); else the cake's. */
export function bakeSteps(baked: Baked | undefined): OwnBake | undefined {
  if (baked?.icon === 'pancakes')
    return own(
      PANCAKE_STEPS,
      legs([CUPBOARD, BOWL], [BOWL, TABLE], [STOVE, STOVE], [STOVE, TABLE]),
      PANCAKE_DRAWN,
      'pancakes',
    );
  if (baked?.icon === 'bread')
    return own(
      BREAD_STEPS,
      legs([CUPBOARD, BOWL], [BOWL, TABLE], [BOWL, TABLE], [OVEN, OVEN]),
      BREAD_DRAWN,
      'bread',
    );
  return undefined;
}
