import type { Refusal } from '../idea/read-goal-refuse';
import type { Line } from './poetry-refuse-lines';

/** Not sharing, in rhyme (poetry-refuse-couplets.ts): twelve couplets in order, in the playroom. */
export const LINES_SHARE: Partial<Record<Refusal, Line[]>> = {
  // Places: the playroom (0), the playroom rug (1), by the toy box (2).
  share: [
    [
      0,
      'soccer-ball',
      ['“Mine, all mine!” {name} would shout,', 'and not one toy was passed about.'],
      ['« C’est à moi ! » criait {name} bien fort,', 'en serrant ses jouets comme un trésor.'],
    ],
    [
      2,
      'teddy-bear',
      ['A friend asked, “Can I hold your teddy, please?”', '“No!” said {name}. “Not even a squeeze!”'],
      [
        'Un ami demande : « Je peux tenir ta peluche, rien qu’un instant ? »',
        '« Non ! répond {name}. Pas question, pas maintenant ! »',
      ],
    ],
    [
      1,
      'soccer-ball',
      ['The ball stayed hidden under {name}’s arm:', '“Nobody touch it! It might come to harm!”'],
      [
        'Le ballon, bien caché, ne sort pas de l’armoire :',
        '« Personne n’y touche, ni ce matin ni ce soir ! »',
      ],
    ],
    [
      1,
      'puzzle-piece',
      ['But a puzzle alone is slow and long,', 'and a game for one felt somehow wrong.'],
      ['Mais un puzzle tout seul, c’est long, c’est lent,', 'et jouer sans personne n’est pas si amusant.'],
    ],
    [
      0,
      'herb',
      ['The friends played tag and laughed out loud,', 'while {name} sat alone, not feeling proud.'],
      ['Les amis jouent à chat et rient aux éclats,', 'pendant que {name}, dans son coin, ne rit pas.'],
    ],
    [
      0,
      'musical-note',
      ['Grandma said, “Toys are a bit like a song:', 'they’re better when others can sing along.”'],
      [
        'Mamie dit : « Un jouet, c’est comme une chanson :',
        'on s’amuse bien plus quand on la chante en rond. »',
      ],
    ],
    [
      2,
      'soccer-ball',
      ['She rolled the ball to a friend, and then', 'the friend rolled it gently back again.'],
      ['Elle fait rouler le ballon vers un ami,', 'qui le renvoie en riant : « Merci ! »'],
    ],
    [
      1,
      'herb',
      ['So {name} held out the ball, just so:', '“You can have a turn… go on, go!”'],
      ['Alors {name} tend le ballon, tout doucement :', '« Tiens, c’est ton tour… vas-y, maintenant ! »'],
    ],
    [
      1,
      'puzzle-piece',
      ['Side by side, they fitted each piece;', 'the puzzle was done in a wink, with ease.'],
      ['À deux, le puzzle avance pièce après pièce,', 'et l’image apparaît, pleine de tendresse.'],
    ],
    [
      0,
      'soccer-ball',
      ['They played with the ball and the teddy too:', 'there was plenty of fun for me and for you!'],
      ['Le ballon, la peluche : on joue tous ensemble,', 'c’est bien plus drôle à plusieurs, il me semble !'],
    ],
    [
      0,
      'herb',
      ['The playroom rang with laughter and cheers;', '{name} had the best fun in years!'],
      ['La salle de jeux résonne de rires joyeux :', '{name} n’a jamais autant joué, c’est merveilleux !'],
    ],
    [
      2,
      'teddy-bear',
      ['Now {name} says with a great big smile,', '“Let’s share! Let’s play! Come stay a while!”'],
      [
        'Maintenant, {name} dit avec un grand sourire :',
        '« On partage ? On joue ? Venez, on va bien rire ! »',
      ],
    ],
  ],
};
