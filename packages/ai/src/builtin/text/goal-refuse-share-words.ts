import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';
import { DAYLIGHT } from './story-sky-fit';

// Each page happens where its words say: the lid slammed shut by the toy box, the rest anywhere in
// the playroom.
const TOY_BOX = /toy box/;

/** Not sharing the toys (« ne veut pas partager ses jouets »): friends go off, a friend shows taking turns. */
export const SHARE: RefuseScript = {
  // Its own first page, drawn in the playroom: the toys, not a house on Maple Lane.
  openings: [
    {
      en: 'Meet {name}, {aKind} whose toy box was so full that its lid would not shut.{withFriend}',
      fr: 'Voici {name}, {aKind} qui avait un coffre à jouets si plein que le couvercle ne fermait plus.{withFriend}',
    },
    {
      en: 'There was once {aKind} called {name}, who had lots of toys and loved every single one of them.{withFriend}',
      fr: 'Il était une fois {aKind} {named} {name}, qui avait des tas de jouets et les aimait tous, du premier au dernier.{withFriend}',
    },
  ],
  problems: [
    b(
      '{name} had a teddy bear, a football and a box of puzzles, and did not want to share a single one.',
      '{name} avait un ours en peluche, un ballon de foot et une boîte de puzzles, et ne voulait en partager aucun.',
    ),
    b(
      'When friends came to play, {name} hugged every toy tight. “Mine!”',
      'Quand les copains venaient jouer, {name} serrait tous ses jouets très fort. « À moi ! »',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, a friend reached for the ball. “No! It’s mine!” cried {name}.',
      '{atPlace}, un copain tendit la main vers le ballon. « Non ! C’est à moi ! » cria {name}.',
    ),
    b(
      '{atPlace}, {name} piled up the teddy, the ball and the puzzles and sat right on top. “All mine!”',
      '{atPlace}, {name} empila la peluche, le ballon et les puzzles, et s’assit tout en haut. « Tout est à moi ! »',
    ),
    b(
      '“Can I hold the teddy, just for a moment?” asked a friend {atPlace}. “No!” said {name}.',
      '« Je peux tenir la peluche, juste un moment ? » demanda un copain {atPlace}. « Non ! » dit {name}.',
    ),
    b(
      '{atPlace}, {name} slammed the lid shut and sat on it. “Nobody opens it!”',
      '{atPlace}, {name} referma le couvercle et s’assit dessus. « Personne ne l’ouvre ! »',
      { onlyPlace: TOY_BOX },
    ),
    b(
      '“Your friend could borrow the puzzles,” said Dad {atPlace}. {name} hugged the box. “They’re MY puzzles!”',
      '« Ton copain pourrait emprunter les puzzles », dit Papa {atPlace}. {name} serra la boîte. « Ce sont MES puzzles ! »',
    ),
  ],
  costs: [
    b(
      '{atPlace}, the friends shrugged and ran off to play tag together. {name} stayed behind with the toys, all alone.',
      '{atPlace}, les copains haussèrent les épaules et partirent jouer à chat ensemble. {name} resta avec ses jouets, sans personne.',
    ),
    b(
      '{atPlace}, {name} found that a ball is no fun when nobody throws it back.',
      '{atPlace}, {name} découvrit qu’un ballon n’est pas drôle quand personne ne le renvoie.',
    ),
    b(
      '{atPlace}, laughter came from far away. {name} held the teddy and felt a little sad.',
      '{atPlace}, des rires venaient de loin. {name} serrait la peluche, un peu triste.',
    ),
    b(
      '{atPlace}, {name} took out a game for two. But with nobody to play with, there was no game at all.',
      '{atPlace}, {name} sortit un jeu pour deux. Mais sans personne en face, impossible de jouer.',
    ),
    b(
      '{atPlace}, the teddy sat on the shelf, the puzzles stayed in their box, and the afternoon felt very long.',
      '{atPlace}, la peluche restait sur l’étagère, les puzzles dans leur boîte, et l’après-midi semblait très long.',
      { lights: DAYLIGHT },
    ),
  ],
  shown: [
    b(
      '{atPlace}, Grandma sat down beside {name}. “Toys are like songs,” she said. “They are better when we play them together.”',
      '{atPlace}, Mamie s’assit à côté de {name}. « Les jouets, c’est comme les chansons, dit-elle. C’est mieux quand on les joue ensemble. »',
    ),
    b(
      '{atPlace}, a little friend shared a biscuit with {name}, half and half, and smiled.',
      '{atPlace}, une petite copine partagea son biscuit avec {name}, moitié-moitié, et sourit.',
    ),
    b(
      '{atPlace}, Dad and a friend built a tower together, one block each. “Look how high it goes with two!”',
      '{atPlace}, Papa et un copain construisirent une tour ensemble, un cube chacun. « Regarde comme elle monte haut, à deux ! »',
    ),
    b(
      '{atPlace}, big sister swapped a book for a crayon with a friend, and both of them grinned.',
      '{atPlace}, la grande sœur échangea un livre contre un crayon avec un copain, et tous les deux sourirent.',
    ),
    b(
      '{atPlace}, Mum turned over a sand timer. “When the sand runs out, it’s the next one’s turn. Then it comes back to you.”',
      '{atPlace}, Maman retourna un sablier. « Quand le sable a fini de couler, c’est au tour du suivant. Et puis ça revient à toi. »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} took a deep breath and rolled the football to a friend. The friend rolled it back!',
      '{atPlace}, {name} respira un grand coup et fit rouler le ballon de foot vers un copain. Le copain le renvoya !',
    ),
    b(
      '{atPlace}, {name} held out the box of puzzles. “Shall we do one together?”',
      '{atPlace}, {name} tendit la boîte de puzzles. « On en fait un ensemble ? »',
    ),
    b(
      '{atPlace}, {name} let a friend hug the teddy and counted to ten. The teddy came back with a smile.',
      '{atPlace}, {name} laissa un copain câliner la peluche et compta jusqu’à dix. La peluche revint avec un sourire.',
    ),
    b(
      '{atPlace}, {name} turned the sand timer over. “Your turn with the ball, then mine!”',
      '{atPlace}, {name} retourna le sablier. « À toi le ballon, et après, à moi ! »',
    ),
    b(
      '“You choose first,” {name} told a friend {atPlace}, and did not even peek.',
      '« Choisis en premier », dit {name} à un copain {atPlace}, sans même jeter un œil.',
    ),
  ],
  turns: [
    b(
      'Soon everyone was playing {atPlace}: one friend with the teddy, one with the puzzles, and {name} kicking the ball. It was so much more fun!',
      'Bientôt, tout le monde jouait {atPlace} : une copine avec la peluche, un copain avec les puzzles, et {name} avec le ballon. C’était bien plus drôle !',
    ),
  ],
  endings: [
    b(
      'That evening, {name} lined up the toys for tomorrow: one for each friend, and one to pass around.',
      'Ce soir-là, {name} rangea ses jouets pour le lendemain : un pour chaque copain, et un à se passer.',
    ),
    b(
      'Now, when friends come round, {name} opens the toy box wide. “Who wants to play?”',
      'Maintenant, quand les copains arrivent, {name} ouvre grand le coffre à jouets. « Qui veut jouer ? »',
    ),
  ],
  // Drawn as the playroom (pictures/interiors-home.ts): toy shelves, the toys the page names in front.
  places: inFamily('indoor', [
    place('in/the playroom', 'dans/la salle de jeux'),
    place('on/the playroom rug', 'sur/le tapis de la salle de jeux'),
    place('by/the toy box|in the playroom', 'près de/le coffre à jouets'),
  ]),
  home: inFamily('indoor', [place('in/the playroom', 'dans/la salle de jeux')])[0],
  subjects: ['teddy-bear', 'soccer-ball', 'puzzle-piece'],
  said: {
    en: ['a teddy bear', 'a football', 'a puzzle'],
    fr: ['un ours en peluche', 'un ballon de foot', 'un puzzle'],
  },
  named: { 'teddy-bear': /teddy|peluche/i, 'soccer-ball': /ball/i, 'puzzle-piece': /puzzle/i },
  turnAction: 'plays ball with friends, laughing',
  lesson: { en: 'sharing makes joy grow bigger', fr: 'partager rend la joie plus grande' },
};
