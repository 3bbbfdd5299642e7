import { type ColoringScene, scene as s } from './coloring-arc-scene';

const NIGHT = { night: true } as const;

/**
 * The little owl afraid of the dark (goal-dark-wild.ts) as a coloring book, one night at its old oak
 * in order: 'A little owl who is afraid of the dark' colored "Lumi, who finds the magic wand on the
 * rainbow bridge", by day. Now hiding in the hollow, the hedgehog in the leaves, the frog by the
 * stream, the mouse on the path, the shadows of the branches, the bat, {parent}'s hug, the sky full
 * of stars at the top of the oak (the turn) and asleep in the hollow, every page at night. No French
 * word agrees with the hero (une chouette, un hibou).
 */
export const DARK_WILD_SCENES: ColoringScene[] = [
  s(
    'hides from the dark and the moon, eyes shut tight',
    'se cache du noir et de la lune, les yeux bien fermés',
    ['crescent-moon'],
    /hollow/,
    NIGHT,
  ),
  s(
    'meets a little hedgehog in the leaves',
    'rencontre un petit hérisson dans les feuilles',
    ['hedgehog'],
    /leaves/,
    NIGHT,
  ),
  s(
    'listens to the wind singing in every leaf',
    'écoute le vent qui chante dans les feuilles',
    ['leaf-fluttering-in-wind'],
    /branch/,
    NIGHT,
  ),
  s(
    'finds a frog singing to the moon',
    'trouve une grenouille qui chante pour la lune',
    ['frog', 'crescent-moon'],
    /stream/,
    NIGHT,
  ),
  s('waves to a tiny mouse', 'fait coucou à une toute petite souris', ['mouse'], /mossy path/, NIGHT),
  s(
    'sees that the shadows are only the branches of a tree',
    'voit que les ombres ne sont que les branches d’un arbre',
    ['deciduous-tree'],
    /nest/,
    NIGHT,
  ),
  s(
    'watches the moon come out from behind a cloud',
    'regarde la lune sortir de derrière un nuage',
    ['full-moon', 'cloud'],
    /mossy path/,
    NIGHT,
  ),
  s(
    'watches a bat hang upside down',
    'regarde une chauve-souris pendue la tête en bas',
    ['bat'],
    /branch/,
    NIGHT,
  ),
  s(
    'gets a warm hug from {parent}, heart to heart',
    'reçoit un câlin de {parent}, cœur contre cœur',
    ['red-heart'],
    /hollow/,
    NIGHT,
  ),
  s(
    'looks up at a sky full of stars',
    'lève les yeux vers un ciel plein d’étoiles',
    ['glowing-star', 'sparkles'],
    /old oak/,
    { ...NIGHT, turn: true },
  ),
  s(
    'makes a wish on a shooting star',
    'fait un vœu sur une étoile filante',
    ['shooting-star'],
    /old oak/,
    NIGHT,
  ),
  s(
    'says goodnight to the hedgehog and the frog',
    'dit bonne nuit au hérisson et à la grenouille',
    ['hedgehog', 'frog'],
    /hollow/,
    NIGHT,
  ),
  s('sleeps snugly under the moon', 'dort bien au chaud sous la lune', ['crescent-moon'], /hollow/, {
    ...NIGHT,
    asleep: true,
  }),
];
