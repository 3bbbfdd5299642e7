import type { GrowGoal } from '../idea/read-goal-grow';
import { type ColoringScene, scene as s } from './coloring-arc-scene';

const PATCH = /vegetable/;

/**
 * Growing one plant from a seed, in the story's order (goal-grow.ts): the seed planted and watered,
 * the sprout, the crow and the snail, the umbrella over the little plant, the grown plant at the turn
 * ({giant}: the arc's word for it, drawn as the turn draws it), then the fair's ribbon or the shared
 * dish ({shared}). No French word agrees with the hero.
 */
const GROWING: ColoringScene[] = [
  s('digs a little hole in the soft earth', 'creuse un petit trou dans la terre', ['hole'], PATCH),
  s('plants a tiny seed', 'plante une toute petite graine', ['beans'], PATCH),
  s('gives the seed a drop of water', 'donne une goutte d’eau à la graine', ['droplet'], PATCH),
  s(
    'finds a tiny green sprout where the seed was',
    'découvre une petite pousse verte là où était la graine',
    ['seedling'],
    PATCH,
  ),
  s('shoos away a big black crow', 'chasse un gros corbeau noir', ['blackbird'], PATCH),
  s('carries a snail far from the leaves', 'emporte un escargot loin des feuilles', ['snail']),
  s('holds an umbrella over the little plant', 'tient un parapluie au-dessus de la petite plante', [
    'umbrella',
    'herb',
  ]),
  s(
    'measures the little plant, taller every day',
    'mesure la petite plante, plus grande chaque jour',
    ['herb'],
    PATCH,
  ),
  s('proudly shows off {giant}', 'montre fièrement {giant}', [], PATCH, { subjectsOf: 'turn', turn: true }),
];
const FAIR = s('wins a first-prize ribbon', 'gagne un ruban de premier prix', ['rosette'], /fair/);
const SHARED = s('shares {shared} with friends', 'partage {shared} avec les amis', [], PATCH, {
  subjectsOf: 'ending',
});

/** The scenes of the idea's growing, ending at the fair when grown for its prize. */
export const growScenes = (goal: GrowGoal): ColoringScene[] => [...GROWING, goal.biggest ? FAIR : SHARED];
