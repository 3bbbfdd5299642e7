import { b, type RefuseScript } from './goal-refuse-kit';
import { SHARE } from './goal-refuse-share-words';
import { DAYLIGHT } from './story-sky-fit';

const TOY_BOX = /toy box/;

/**
 * Not sharing the toys with the brother or sister the idea names ("Noah learns to share his toys
 * with his little sister", « avec sa petite sœur »): the sister is the one who asks, goes off, shows
 * another way and plays at the turn — not "friends" — and stays drawn at the hero's side (the idea's
 * companion: no friend on a page takes her place). {sib} "little sister", « sa petite sœur ».
 * SHARE's places, things and lesson; its own words, taken only by such a book.
 */
export const SHARE_SIBLING: RefuseScript = {
  ...SHARE,
  problems: [
    b(
      'When {name}’s {sib} came to play, {name} hugged every toy tight. “Mine!”',
      'Quand {sib} venait jouer, {name} serrait tous ses jouets très fort. « À moi ! »',
    ),
    b(
      '{name} had a teddy bear, a football and a box of puzzles, and did not want to share a single one with {name}’s {sib}.',
      '{name} avait un ours en peluche, un ballon de foot et une boîte de puzzles, et ne voulait en prêter aucun à {sib}.',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, {name}’s {sib} reached for the ball. “No! It’s mine!” cried {name}.',
      '{atPlace}, {sib} tendit la main vers le ballon. « Non ! C’est à moi ! » cria {name}.',
    ),
    b(
      '“Can I hold the teddy, just for a moment?” asked {name}’s {sib} {atPlace}. “No!” said {name}.',
      '« Je peux tenir la peluche, juste un moment ? » demanda {sib} {atPlace}. « Non ! » dit {name}.',
    ),
    b(
      '{atPlace}, {name} piled up the teddy, the ball and the puzzles and sat right on top. “All mine!”',
      '{atPlace}, {name} empila la peluche, le ballon et les puzzles, et s’assit tout en haut. « Tout est à moi ! »',
    ),
    b(
      '{atPlace}, {name} slammed the lid shut and sat on it, right under the nose of {name}’s {sib}.',
      '{atPlace}, {name} referma le couvercle et s’assit dessus, sous le nez de {sib}.',
      { onlyPlace: TOY_BOX },
    ),
  ],
  costs: [
    b(
      '{atPlace}, {name}’s {sib} sighed and went off to play with a cardboard box instead, humming happily.',
      '{atPlace}, {sib} soupira et partit jouer avec un carton, en chantonnant.',
    ),
    b(
      '{atPlace}, {name} found that a ball is no fun when nobody throws it back.',
      '{atPlace}, {name} découvrit qu’un ballon n’est pas drôle quand personne ne le renvoie.',
    ),
    b(
      '{atPlace}, {name}’s {sib} was laughing over a game. {name} held the teddy and felt a little sad.',
      '{atPlace}, {sib} riait aux éclats devant un jeu. {name} serrait la peluche, un peu triste.',
    ),
    b(
      '{atPlace}, the teddy sat on the shelf, the puzzles stayed in their box, and the afternoon felt very long.',
      '{atPlace}, la peluche restait sur l’étagère, les puzzles dans leur boîte, et l’après-midi semblait très long.',
      { lights: DAYLIGHT },
    ),
  ],
  shown: [
    b(
      '{atPlace}, {name}’s {sib} broke a biscuit in two and held out the bigger half to {name}.',
      '{atPlace}, {sib} cassa son biscuit en deux et tendit à {name} la plus grosse moitié.',
    ),
    b(
      '{atPlace}, {name}’s {sib} built a tower, then left the last block for {name}. “Your turn!”',
      '{atPlace}, {sib} construisit une tour, puis laissa le dernier cube à {name}. « À toi ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} took a deep breath and rolled the football to {name}’s {sib}. The ball rolled right back!',
      '{atPlace}, {name} respira un grand coup et fit rouler le ballon de foot vers {sib}. Le ballon revint aussitôt !',
    ),
    b(
      '{atPlace}, {name} held out the box of puzzles to {name}’s {sib}. “Shall we do one together?”',
      '{atPlace}, {name} tendit la boîte de puzzles à {sib}. « On en fait un ensemble ? »',
    ),
    b(
      '{atPlace}, {name}’s {sib} got to hug the teddy while {name} counted to ten. The teddy came back with a smile.',
      '{atPlace}, {sib} eut le droit de câliner la peluche pendant que {name} comptait jusqu’à dix. La peluche revint avec un sourire.',
    ),
  ],
  turns: [
    b(
      'Soon {name} and {name}’s {sib} were playing together {atPlace}: the teddy, the puzzles, the ball, all for two. It was so much more fun!',
      'Bientôt, {name} et {sib} jouaient ensemble {atPlace} : la peluche, les puzzles, le ballon, tout à deux. C’était bien plus drôle !',
    ),
  ],
  endings: [
    b(
      'That evening, {name} tucked the teddy in between the two pillows: one for {name}, one for {name}’s {sib}.',
      'Ce soir-là, {name} borda la peluche entre les deux oreillers : un pour {name}, un pour {sib}.',
    ),
    b(
      'Now, when {name}’s {sib} comes to play, {name} opens the toy box wide. “What shall we play?”',
      'Maintenant, quand {sib} vient jouer, {name} ouvre grand le coffre à jouets. « À quoi on joue ? »',
    ),
  ],
  turnAction: 'shares the toys, laughing',
};
