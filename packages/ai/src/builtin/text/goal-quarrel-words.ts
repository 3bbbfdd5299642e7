import type { PlacedL } from './story-place-fit';

/**
 * Two friends who quarrel and make up (goal-quarrel.ts), told in order: playing together, the
 * quarrel over {thing} ("the red ball", « la balançoire »), angry words, each sulking in a place of
 * their own ({atPlace} for the hero, {farPlace} for {pal}), missing the other, a small gesture, then
 * "I'm sorry" and playing together again. {atPlay} is where they play ("in the playground"); French
 * agreement: {eN} for the hero, {eF} for the friend, {ilsB} for both.
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const QUARREL_OPENINGS: PlacedL[] = [
  b(
    '{name} and {pal} were best friends. Every day they played together {atPlay}, and they laughed so much that the birds laughed with them.',
    '{name} et {pal} étaient inséparables. Chaque jour, {ilsB} jouaient ensemble {atPlay}, et {ilsB} riaient si fort que même les oiseaux en riaient.',
  ),
];

export const QUARREL_PROBLEMS: PlacedL[] = [
  b(
    'But one afternoon {atPlay}, {name} and {pal} both wanted {thing} at the very same moment. “I had it first!” said {name}. “No, I did!” said {pal}. And that was how the big quarrel began.',
    'Mais un après-midi, {atPlay}, {name} et {pal} voulurent {thing} au même moment. « Je l’avais en premier ! » dit {name}. « Non, c’est moi ! » dit {pal}. Et c’est ainsi que commença la grande dispute.',
  ),
];

/** The quarrel grows: together still, angry words, and they walk off. */
export const QUARREL_WORDS: PlacedL[] = [
  b(
    '{atPlace}, {name} tugged {thing} one way and {pal} tugged it the other, and neither of them would let go.',
    '{atPlace}, {name} tirait {thing} d’un côté, {pal} de l’autre, et personne ne voulait lâcher.',
  ),
  b(
    '{atPlace}, the quarrel grew louder and louder. “You always get it!” shouted {name}. “You never share, {name}!” shouted {pal}.',
    '{atPlace}, la dispute devint de plus en plus bruyante. « C’est toujours toi qui l’as ! » cria {name}. « Tu ne prêtes jamais rien, {name} ! » cria {pal}.',
  ),
  b(
    '{atPlace}, {pal} said the angriest words of all: “You are not my friend any more!” And {name} went red in the face.',
    '{atPlace}, {pal} lança les mots les plus fâchés de tous : « Tu n’es plus mon ami{eN} ! » Et {name} devint tout{eN} rouge.',
  ),
  b(
    '{atPlace}, {name} stamped a foot and cried, “Well, I don’t want to play with you either, {pal}!”',
    '{atPlace}, {name} tapa du pied et cria : « Eh bien, moi non plus, je ne veux plus jouer avec toi, {pal} ! »',
  ),
  b(
    '{atPlace}, {name} and {pal} turned their backs on each other with a big “Hmph!” and stomped off in two different directions.',
    '{atPlace}, {name} et {pal} se tournèrent le dos avec un gros « Hmpf ! » et partirent dans deux directions opposées.',
  ),
];

/** Sulking apart: the hero here, the friend there. */
export const QUARREL_SULKS: PlacedL[] = [
  b(
    '{atPlace}, {name} sat all alone with arms crossed, sulking. Far away {farPlace}, {pal} was sulking too.',
    '{atPlace}, {name} s’assit tout{eN} seul{eN}, les bras croisés, pour bouder. Loin de là, {farPlace}, {pal} boudait aussi.',
  ),
  b(
    '{atPlace}, {name} kicked a pebble and grumbled, “I can play very well without {pal}.”',
    '{atPlace}, {name} donna un coup de pied dans un caillou en grognant : « Je peux très bien jouer sans {pal}. »',
  ),
  b(
    '{atPlace}, {name} tried to play a game for two all alone, but it was no fun with only one player.',
    '{atPlace}, {name} essaya de jouer tout{eN} seul{eN} à un jeu pour deux, mais ce n’était pas drôle avec un seul joueur.',
  ),
  b(
    '{atPlace}, {name} peeked across and saw {pal} {farPlace}, with a very cross face, and quickly looked the other way.',
    '{atPlace}, {name} jeta un coup d’œil et vit {pal} {farPlace}, l’air très fâché{eF}, puis regarda vite ailleurs.',
  ),
  b(
    '{atPlace}, {name} told a little bird, “It was all {pal}’s fault!” But the bird only tilted its head.',
    '{atPlace}, {name} dit à un petit oiseau : « Tout est de la faute de {pal} ! » Mais l’oiseau pencha seulement la tête.',
  ),
];

/** Missing the other. */
export const QUARREL_MISSING: PlacedL[] = [
  b(
    '{atPlace}, {name} remembered the funny faces {pal} always pulled, and almost smiled.',
    '{atPlace}, {name} repensa aux grimaces rigolotes que faisait toujours {pal}, et faillit sourire.',
  ),
  b(
    '{atPlace}, everything felt far too quiet. {name} missed {pal}’s laugh much more than {thing}.',
    '{atPlace}, tout semblait bien trop calme. Le rire de {pal} manquait à {name}, bien plus que {thing}.',
  ),
  b(
    '{atPlace}, {name} could have {thing} all alone now, but without {pal} it was no fun at all.',
    '{atPlace}, {name} pouvait avoir {thing} rien que pour soi, mais sans {pal}, ce n’était pas drôle du tout.',
  ),
  b(
    '{atPlace}, {name} thought about the angry words, and a little voice inside whispered, “Maybe I was unkind to {pal} too.”',
    '{atPlace}, {name} repensa aux mots fâchés, et une petite voix tout au fond chuchota : « Moi aussi, j’ai peut-être été méchant{eN} avec {pal}. »',
  ),
  b(
    '{atPlace}, {name} saw {pal} sitting all alone {farPlace}, looking just as sad.',
    '{atPlace}, {name} aperçut {pal}, assis{eF} tout{eF} seul{eF} {farPlace}, l’air tout aussi triste.',
  ),
];

/** A small gesture, then walking over; the friend comes too. */
export const QUARREL_GESTURES: PlacedL[] = [
  b(
    '{atPlace}, {name} had an idea, took out some crayons and drew two friends playing together, with a big heart on top.',
    '{atPlace}, {name} eut une idée, sortit ses crayons et dessina deux amis qui jouaient ensemble, avec un grand cœur au-dessus.',
  ),
  b(
    '{atPlace}, {name} picked a little yellow flower, the kind {pal} liked best.',
    '{atPlace}, {name} cueillit une petite fleur jaune, celle que {pal} préférait.',
  ),
  b(
    '{atPlace}, {name} broke a sandwich in two and kept the bigger half for {pal}.',
    '{atPlace}, {name} coupa un sandwich en deux et garda la plus grosse moitié pour {pal}.',
  ),
  b(
    '{atPlace}, {name} took a deep breath and walked slowly towards {pal}, one small step at a time.',
    '{atPlace}, {name} prit une grande inspiration et marcha lentement vers {pal}, un petit pas après l’autre.',
  ),
  b(
    '{atPlace}, {name} met {pal}, who was coming the other way with a shiny pebble, saved as a present for {name}.',
    '{atPlace}, {name} croisa {pal}, qui arrivait de l’autre côté avec un caillou tout brillant, gardé en cadeau pour {name}.',
  ),
];

export const QUARREL_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} and {pal} stood face to face. “I’m sorry, {pal},” said {name}. “I’m sorry too, {name},” said {pal}, and they hugged. Then they shared {thing}, taking turns, and it was the best game ever!',
    '{atPlace}, {name} et {pal} se retrouvèrent face à face. « Pardon, {pal} », dit {name}. « Pardon, moi aussi, {name} », répondit {pal}, et {ilsB} se firent un gros câlin. Puis {ilsB} se partagèrent {thing}, à tour de rôle, et ce fut le plus beau jeu de tous !',
  ),
];

export const QUARREL_ENDINGS: PlacedL[] = [
  b(
    '{name} and {pal} played {atPlay} until it was time to go home. They still disagreed now and then, but they always made up again, because {lesson}. The end.',
    '{name} et {pal} jouèrent {atPlay} jusqu’à l’heure de rentrer. {IlsB} n’étaient pas toujours d’accord, mais {ilsB} finissaient toujours par se réconcilier, car {lesson}. Fin.',
  ),
];

/** A bedtime book's last page, in bed. */
export const QUARREL_BED_ENDINGS: PlacedL[] = [
  b(
    'That night, tucked up in bed, {name} smiled, thinking of {pal} and of all the games they would play tomorrow {atPlay}, because {lesson}. Goodnight, {name}. The end.',
    'Ce soir-là, bien au chaud dans son lit, {name} sourit en pensant à {pal} et à tous les jeux de demain {atPlay}, car {lesson}. Bonne nuit, {name}. Fin.',
  ),
];
