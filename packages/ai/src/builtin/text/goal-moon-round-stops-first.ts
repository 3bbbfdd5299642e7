import type { MoonStop } from './goal-moon-round-kit';
import { boy, CITY, DESERT, FARM, girl, JUNGLE, kid, NORTH, SEA, sight } from './goal-moon-round-kit';

/**
 * The moon's first six places: the big city, the farm, the sea, the snowy north, the desert, the jungle.
 * Each moment is said once and drawn (`icons`), so a long book lingers at each place with new things.
 */
export const FIRST_STOPS: MoonStop[] = [
  {
    place: CITY,
    moments: [
      kid(
        girl,
        ['girl-medium'],
        'was brushing her teeth by the window, high up in a tall building',
        'se brossait les dents près de la fenêtre, tout en haut d’un grand immeuble',
      ),
      kid(
        boy,
        ['boy-medium-light', 'taxi'],
        'was falling asleep in the back of a taxi on the way home',
        's’endormait à l’arrière d’un taxi, sur le chemin de la maison',
      ),
      sight(
        ['bus'],
        'the street lamps blinked and the last bus rumbled home',
        'les réverbères clignaient et le dernier bus rentrait au dépôt',
      ),
      sight(
        ['cat'],
        'a cat on a rooftop looked up and purred',
        'un chat sur un toit leva les yeux et ronronna',
      ),
    ],
  },
  {
    place: FARM,
    moments: [
      kid(
        boy,
        ['boy-light', 'cow'],
        'was giving the calf one last pat before bed',
        'caressait une dernière fois le petit veau avant d’aller au lit',
      ),
      kid(
        girl,
        ['girl-medium-dark', 'chicken'],
        'was closing the henhouse door, click',
        'fermait la porte du poulailler, clic',
      ),
      sight(
        ['cow'],
        'the cows lay down in the grass, one by one',
        'les vaches se couchaient dans l’herbe, une à une',
      ),
      sight(['tractor'], 'the old tractor slept in its shed', 'le vieux tracteur dormait dans sa remise'),
    ],
  },
  {
    place: SEA,
    moments: [
      kid(
        girl,
        ['girl-medium-light', 'sailboat'],
        'was rocking gently to sleep in her family’s little boat',
        'se laissait bercer jusqu’au sommeil dans le petit bateau de sa famille',
      ),
      kid(
        boy,
        ['boy-dark', 'ship'],
        'was waving from the deck of a big ship',
        'faisait signe depuis le pont d’un grand bateau',
      ),
      sight(
        ['whale'],
        'a whale sang a long, low lullaby',
        'une baleine chantait une longue berceuse, tout bas',
      ),
      sight(
        ['dolphin'],
        'the dolphins played in the silver path of moonlight',
        'les dauphins jouaient dans le chemin d’argent du clair de lune',
      ),
    ],
  },
  {
    place: NORTH,
    moments: [
      kid(
        boy,
        ['boy-light', 'snowflake'],
        'was snuggled under a thick blanket while the snow fell outside',
        'était blotti sous une épaisse couverture pendant que la neige tombait dehors',
      ),
      kid(
        girl,
        ['girl-medium-light'],
        'was watching green lights dance across the sky',
        'regardait des lumières vertes danser dans le ciel',
      ),
      sight(
        ['polar-bear'],
        'a polar bear and her cub curled up in the snow',
        'une ourse blanche et son petit se blottissaient dans la neige',
      ),
      sight(
        ['owl'],
        'an owl hooted softly from a frosty pine',
        'un hibou hululait doucement dans un sapin givré',
      ),
    ],
  },
  {
    place: DESERT,
    moments: [
      kid(
        girl,
        ['girl-medium', 'tent'],
        'was looking at the stars from the door of her tent',
        'regardait les étoiles depuis l’entrée de sa tente',
      ),
      kid(
        boy,
        ['boy-medium-dark', 'two-hump-camel'],
        'was leaning against a sleepy camel, warm and soft',
        's’appuyait contre un chameau tout endormi, chaud et doux',
      ),
      sight(
        ['fox'],
        'a little fox popped out of its burrow and blinked',
        'un petit renard sortait de son terrier en clignant des yeux',
      ),
      sight(
        ['cactus'],
        'the sand was cool and silver, and the cactus flowers opened',
        'le sable était frais et argenté, et les fleurs des cactus s’ouvraient',
      ),
    ],
  },
  {
    place: JUNGLE,
    moments: [
      kid(
        boy,
        ['boy-dark', 'frog'],
        'was listening to the frogs sing in the warm, dark night',
        'écoutait chanter les grenouilles dans la nuit chaude et sombre',
      ),
      kid(
        girl,
        ['girl-medium', 'hut'],
        'was swinging gently in a hammock in her house on stilts',
        'se balançait doucement dans un hamac, dans sa maison sur pilotis',
      ),
      sight(
        ['monkey'],
        'the monkeys huddled together on a high branch',
        'les singes se serraient les uns contre les autres sur une haute branche',
      ),
      sight(
        ['parrot'],
        'a parrot tucked its head under its wing',
        'un perroquet cachait sa tête sous son aile',
      ),
    ],
  },
];
