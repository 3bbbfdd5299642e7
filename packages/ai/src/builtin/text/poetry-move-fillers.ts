import type { ArcLine } from './poetry-arc-kit';
import { BARE_ROOM, GARDEN, NEW_ROOM, OLD_ROOM, ROAD, STREET } from './poetry-move-lines';

/** What a long moving poem (50 pages) weaves between its own couplets, each at its own spot. */
export const MOVE_FILLERS: ArcLine[] = [
  [
    OLD_ROOM,
    'books',
    ['Books in a box, and the old toy train:', 'tape it shut, and write the name.'],
    [
      'Des livres dans un carton, et le vieux petit train :',
      'on ferme avec du scotch, et on écrit à la main.',
    ],
  ],
  [
    OLD_ROOM,
    'framed-picture',
    ['The pictures came down, one by one:', 'pale little squares where they had hung.'],
    ['On décroche les cadres, un par un :', 'sur le mur, des carrés clairs, il ne reste rien.'],
  ],
  [
    ROAD,
    'cow',
    ['Cows in a field, a windmill, a hill:', '{name} counted them all, and was counting still.'],
    [
      'Des vaches dans un pré, un moulin, une colline :',
      '{name} les compte toutes par la vitre, et s’illumine.',
    ],
  ],
  [
    ROAD,
    'sandwich',
    ['A picnic stop by the side of the road:', 'sandwiches, juice, and a rest from the load.'],
    [
      'Une pause au bord de la route, un petit goûter :',
      'des sandwichs, du jus, et on peut se dégourdir les pieds.',
    ],
  ],
  [
    BARE_ROOM,
    'paintbrush',
    ['A pot of paint, a brush so wide:', 'the new walls went sky blue, side by side.'],
    ['Un pot de peinture, un grand pinceau :', 'les murs tout neufs deviennent bleus, c’est beau !'],
  ],
  [
    STREET,
    'cat',
    ['A cat on the fence gave a lazy blink:', '“Welcome,” it seemed to say, “I think.”'],
    ['Sur la clôture, un chat cligne des yeux :', '« Bienvenue ! » semble-t-il dire, tout joyeux.'],
  ],
  [
    GARDEN,
    'seedling',
    ['A little seed in the new garden bed:', '“We’ll grow here together,” {name} said.'],
    ['Une petite graine dans le nouveau jardin :', '« On va grandir ici ensemble », dit {name}, ce matin.'],
  ],
  [
    NEW_ROOM,
    'books',
    ['The bookshelf filled up, row by row,', 'with all the old stories {name} loves so.'],
    ['L’étagère se remplit, rangée par rangée,', 'des histoires que {name} aime tant raconter.'],
  ],
];
