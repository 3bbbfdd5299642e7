import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * Learning to dance, in the story's order (goal-learn-dance.ts): the first steps in the studio, the
 * counting and the bump by the mirror, the music too fast by the piano, the dance teacher's help, the
 * dance shoes, the whole dance, the show on the stage at the turn and the bow. No French word agrees
 * with the hero.
 */
export const DANCE_SCENES: ColoringScene[] = [
  s('taps along to the music', 'tape du pied au son de la musique', ['musical-notes'], /studio/),
  s('tries the very first dance steps', 'essaie les tout premiers pas de danse', ['footprints'], /studio/),
  s('counts the steps out loud', 'compte les pas tout haut', ['mirror', 'musical-notes'], /mirror/),
  s(
    'turns the wrong way and bumps into a dancer',
    'tourne du mauvais côté et bouscule une danseuse',
    ['collision', 'woman-dancing'],
    /mirror/,
  ),
  s(
    'cannot keep up with the fast music',
    'n’arrive pas à suivre la musique trop rapide',
    ['musical-keyboard', 'sweat-droplets'],
    /piano/,
  ),
  s(
    'listens to the dance teacher',
    'écoute la professeure de danse',
    ['woman-teacher', 'musical-notes'],
    /piano/,
  ),
  s(
    'sways left and right, holding the dance teacher’s hands',
    'se balance à gauche, à droite, les mains dans celles de la professeure',
    ['woman-teacher'],
    /mirror/,
  ),
  s('puts on new dance shoes', 'enfile de nouveaux chaussons de danse', ['ballet-shoes'], /studio/),
  s(
    'dances the whole dance from start to end',
    'danse toute la danse du début à la fin',
    ['mirror', 'musical-notes'],
    /mirror/,
  ),
  s('takes a deep breath before the show', 'respire un grand coup avant le spectacle', [], /stage/),
  s('dances to the music, arms up high', 'danse en musique, les bras en l’air', ['musical-notes'], /stage/, {
    turn: true,
  }),
  s(
    'takes a big bow as the audience claps',
    'salue bien bas sous les applaudissements du public',
    ['clapping-hands'],
    /stage/,
  ),
];
