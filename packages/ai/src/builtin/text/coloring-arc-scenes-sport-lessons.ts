import type { MartialArt } from '../idea/read-goal-task';
import { type ColoringScene, scene as s } from './coloring-arc-scene';

const GI = { wears: 'gi' } as const;
const YELLOW = { wears: 'gi-yellow' } as const;

/**
 * A martial art (goal-task-dojo.ts) as a coloring book, the hero in the white gi ({gi}, {atMove}:
 * the arc's slots): « Coloriages de judo » printed « qui trouve la baguette magique ». Now the
 * trainers left at the door, the belt tied, the bow on the tatami, the safe fall, the grip (a block
 * in karate), the practice, the throw (the kick) at the turn, the new yellow belt, the last bow.
 */
export function dojoScenes(art: MartialArt): ColoringScene[] {
  const judo = art === 'judo';
  return [
    // Shoes off at the door first: a 50-page book tells each scene in at most six ways (coloring-arc.ts).
    s('leaves the trainers in a neat row', 'range ses baskets bien en rang', ['running-shoe'], /dojo door/),
    s(
      'ties the white belt on the {gi}',
      'noue la ceinture blanche sur son {gi}',
      ['martial-arts-uniform'],
      /changing room/,
      GI,
    ),
    s(
      'bows to the teacher before the lesson',
      'salue le professeur avant la leçon',
      ['man'],
      /edge of the mat/,
      GI,
    ),
    s(
      'learns to fall safely beside a partner',
      'apprend à bien tomber à côté d’un partenaire',
      ['boy'],
      /on the mat$/,
      GI,
    ),
    judo
      ? s(
          'grips a partner’s sleeve and collar',
          'saisit la manche et le col d’un partenaire',
          ['boy'],
          /middle of the mat/,
          GI,
        )
      : s(
          'blocks a partner’s punch',
          'pare le coup de poing d’un partenaire',
          ['boy'],
          /middle of the mat/,
          GI,
        ),
    s(
      'practises {theMove} again and again as the teacher watches',
      's’entraîne encore et encore {atMove} sous le regard du professeur',
      ['man'],
      /big mirror/,
      GI,
    ),
    judo
      ? s(
          'throws a partner with a big throw',
          'fait tomber un partenaire d’une belle projection',
          ['boy'],
          /big mat/,
          {
            ...GI,
            turn: true,
          },
        )
      : s(
          'shows the teacher a perfect kick',
          'montre un coup de pied parfait au professeur',
          ['man'],
          /big mat/,
          {
            ...GI,
            turn: true,
          },
        ),
    s(
      'gets the new yellow belt from the teacher',
      'reçoit la nouvelle ceinture jaune des mains du professeur',
      ['man'],
      /wall of belts/,
      YELLOW,
    ),
    s(
      'proudly bows to a partner in the new yellow belt',
      'salue fièrement un partenaire avec sa nouvelle ceinture jaune',
      ['boy'],
      /dojo door/,
      YELLOW,
    ),
  ];
}

/**
 * Skiing (goal-task-ski.ts) as a coloring book on the slope: 'Ski coloring book' printed the stock
 * wand. Now the skis on, the instructor, the snowplough, the tumble by the snowman, the button lift,
 * the mountains from the top, the flags, the start, the finish (the turn), the medal.
 */
export const SKI_SCENES: ColoringScene[] = [
  s('clicks the boots into the skis', 'chausse ses skis', ['skis'], /ski school hut/),
  s('meets the ski instructor', 'rencontre la monitrice de ski', ['woman'], /foot of the slope/),
  s('makes a snowplough, skis in a V', 'fait le chasse-neige, les skis en pointe', ['skis'], /nursery slope/),
  s(
    'tumbles into the snow beside a little snowman',
    'tombe dans la neige à côté d’un petit bonhomme de neige',
    ['snowman'],
    /fir trees/,
  ),
  s(
    'rides up holding the lift’s pole, skis in the tracks',
    'monte en tenant la perche, les skis dans les traces',
    ['skis'],
    /button lift/,
  ),
  s(
    'looks at the mountains all around',
    'admire les montagnes tout autour',
    ['snow-capped-mountain'],
    /top of the slope/,
  ),
  s('turns round the little flags', 'tourne autour des petits fanions', ['triangular-flag'], /gentle slope/),
  s(
    'waits for the start as the stopwatch ticks',
    'attend le départ, le chronomètre en marche',
    ['stopwatch'],
    /start gate/,
  ),
  s(
    'races past the chequered flag',
    'passe le drapeau à damier à toute allure',
    ['chequered-flag'],
    /finish line/,
    {
      turn: true,
    },
  ),
  s('gets a shiny medal', 'reçoit une belle médaille', ['1st-place-medal'], /ski school$/),
];

/**
 * Gymnastics (goal-task-gym.ts) as a coloring book in the gym: the ribbon, the stretches, the
 * cartwheel on the big mat, the beam, the bars, the wait on the bench, the routine landed (the turn),
 * the medal, goodbye to the coach.
 */
export const GYM_SCENES: ColoringScene[] = [
  s('ties back the hair with a ribbon', 'attache ses cheveux avec un ruban', ['ribbon'], /changing room/),
  s('stretches beside the coach', 'fait ses étirements à côté de l’entraîneuse', ['woman'], /blue mat/),
  s('turns a cartwheel next to a team-mate', 'fait la roue à côté d’une coéquipière', ['girl'], /big mat/),
  s(
    'walks along the beam, arms wide, as the coach holds out a hand',
    'marche sur la poutre, les bras écartés, pendant que l’entraîneuse tend la main',
    ['woman'],
    /at the beam/,
  ),
  s(
    'grips the top bar and swings high as a team-mate cheers',
    'attrape la barre du haut et se balance bien haut sous les encouragements d’une coéquipière',
    ['girl'],
    /by the bars/,
  ),
  s(
    'waits for a turn, holding a team-mate’s hand',
    'attend son tour en tenant la main d’une coéquipière',
    ['girl'],
    /on the bench/,
  ),
  s(
    'lands the routine, both arms up, as everyone claps',
    'réussit son enchaînement, les bras levés, sous les applaudissements',
    ['clapping-hands'],
    /competition floor/,
    { turn: true },
  ),
  s('wears a shiny medal', 'porte une belle médaille', ['1st-place-medal'], /gym club/),
  s('waves goodbye to the coach', 'dit au revoir à l’entraîneuse', ['woman'], /gym door/),
];
