import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A first haircut (text/goal-haircut.ts), told in order: the walk there, the bench at the salon, the
 * big chair pumped up high with the cape, the spray, the scissors and the buzzing clippers between
 * brave moments, the new look in the mirror at the turn, a lollipop and showing it off at the end.
 * {grown} is who came along (Mum), {hd} the hairdresser (« le coiffeur »), {toHd} "to the hairdresser".
 * French avoids words that agree with the hero or the hairdresser.
 */
const b = step;
const ROAD = /way to/;
const BENCH = /bench/;
const CHAIR = /chair|mirror/;

export const HAIRCUT_PROBLEMS: PlacedL[] = [
  b(
    '{name} was going {toHd} for a haircut{first}.{afraid} At home, {name}’s tummy was full of butterflies. “Will the scissors hurt? What if I look silly?” {grown} gave {name} a big hug.',
    '{name} allait {toHd} se faire couper les cheveux{first}.{afraid} À la maison, le ventre de {name} était plein de papillons. « Les ciseaux, ça fait mal ? Et si j’ai l’air bizarre ? » {grown} fit un gros câlin à {name}.',
  ),
];

/** Getting there: the walk, then the bench at the salon. */
export const HAIRCUT_THERE: PlacedL[] = [
  {
    ...b(
      '{atPlace}, {name} held {grown}’s hand very tight. A red, white and blue pole was turning round and round by a shop door. “That’s the one,” said {grown}.',
      '{atPlace}, {name} tenait très fort la main de {grown}. Devant une boutique, un poteau rouge, blanc et bleu tournait, tournait. « C’est là », dit {grown}.',
      ROAD,
    ),
    leads: true,
  },
  b(
    '{atPlace}, {name} watched a big boy in the next chair having a haircut. Snip, snip went the scissors, and the boy did not even blink.',
    '{atPlace}, {name} regardait un grand garçon se faire couper les cheveux sur le fauteuil d’à côté. Clic, clac, faisaient les ciseaux, et le garçon ne clignait même pas des yeux.',
    BENCH,
  ),
  b(
    '{atPlace}, {name} turned the pages of a book full of funny hairstyles: spikes, curls, and one as tall as a pineapple!',
    '{atPlace}, {name} feuilletait un livre plein de coiffures rigolotes : des pics, des boucles, et une aussi haute qu’un ananas !',
    BENCH,
  ),
  b(
    '{atPlace}, {name} swung both feet and sniffed the air. It smelled of shampoo and strawberries.',
    '{atPlace}, {name} balançait les pieds en reniflant. Ça sentait le shampooing et la fraise.',
    BENCH,
  ),
  b(
    '{atPlace}, {name} whispered to {grown}: “Why does hair need cutting?” “Because it never stops growing,” {grown} whispered back, “just like you.”',
    '{atPlace}, {name} chuchota à {grown} : « Pourquoi il faut couper les cheveux ? » « Parce qu’ils poussent tout le temps, chuchota {grown}, comme toi. »',
    BENCH,
  ),
  b(
    '{atPlace}, {name}’s tummy was full of butterflies again. {grown} gave a little squeeze. “I’m right here,” said {grown}.',
    '{atPlace}, le ventre de {name} était de nouveau plein de papillons. {grown} lui serra la main. « Je suis là », dit {grown}.',
    BENCH,
  ),
  b(
    '{atPlace}, a cheerful voice called: “{name}? Your turn!” It was time to climb into the big chair!',
    '{atPlace}, une voix joyeuse appela : « {name} ? C’est ton tour ! » C’était le moment de grimper dans le grand fauteuil !',
    BENCH,
  ),
];

/** In the big chair: pumped up high with the cape, the scissors, the clippers, the spray, the hair on the floor. */
export const HAIRCUT_CHAIR: PlacedL[] = [
  b(
    '{atPlace}, {hd} pressed a pedal, and pump, pump, pump… the big chair went up, up, up! Then {hd} tied a bright red cape around {name}’s neck. “Now you look like a superhero!”',
    '{atPlace}, {hd} appuya sur une pédale, et pouf, pouf, pouf… le grand fauteuil monta, monta, monta ! Puis {hd} attacha une cape rouge vif autour du cou de {name}. « On dirait un super-héros ! »',
    CHAIR,
  ),
  b(
    '{atPlace}, the scissors went snip, snip, snip, very gently. It did not hurt one bit: hair has no ouch inside! Little tufts fell onto the floor, soft and light like feathers.',
    '{atPlace}, les ciseaux faisaient clic, clac, clic, tout doucement. Ça ne faisait pas mal du tout : les cheveux, ça n’a pas de bobo dedans ! De petites mèches tombaient par terre, douces et légères comme des plumes.',
    CHAIR,
  ),
  b(
    '{atPlace}, {hd} switched on the clippers: bzzz, bzzz! They buzzed like a bumblebee around {name}’s ears and tickled so much.',
    '{atPlace}, {hd} alluma la tondeuse : bzzz, bzzz ! Elle bourdonnait comme un bourdon autour des oreilles de {name} et ça chatouillait très fort.',
    CHAIR,
  ),
  b(
    '{atPlace}, a little water spray went pshh, pshh on the top of {name}’s head. It was cold and it tickled, and {name} giggled.',
    '{atPlace}, un petit vaporisateur fit pchhh, pchhh sur le haut de la tête de {name}. C’était froid et ça chatouillait, et {name} se mit à rire.',
    CHAIR,
  ),
  b(
    '{atPlace}, {name} peeked down at the floor. So much hair! “Is that all mine?” asked {name}, and {hd} swept it into a fluffy little heap with a laugh.',
    '{atPlace}, {name} jeta un œil par terre. Que de cheveux ! « Tout ça, c’est à moi ? » demanda {name}, et {hd} balaya le tout en un petit tas tout doux, en riant.',
    CHAIR,
  ),
  b(
    '{atPlace}, {hd} combed {name}’s hair, left, then right, then straight up like a hedgehog, just for fun.',
    '{atPlace}, {hd} peigna les cheveux de {name}, à gauche, puis à droite, puis tout droit comme un hérisson, juste pour rire.',
    CHAIR,
  ),
];

/** Brave moments in the chair. */
export const HAIRCUT_BRAVE: PlacedL[] = [
  b(
    '{atPlace}, {name} felt a little wobble of fear and held on tight to {grown}’s hand. “Take a big breath, like blowing up a balloon,” whispered {grown}.',
    '{atPlace}, {name} sentit un petit frisson de peur et tint bien fort la main de {grown}. « Respire fort, comme pour gonfler un ballon », chuchota {grown}.',
    CHAIR,
  ),
  b(
    '{atPlace}, {hd} asked kindly: “Can you sit as still as a statue?” {name} sat as still as a statue, and only the nose wiggled.',
    '{atPlace}, {hd} demanda gentiment : « Tu peux rester immobile comme une statue ? » {name} fit la statue, et seul le bout du nez bougeait.',
    CHAIR,
  ),
  b(
    '{atPlace}, {name} squeezed both eyes shut and counted slowly to five, and the scary feeling got smaller.',
    '{atPlace}, {name} ferma très fort les yeux et compta lentement jusqu’à cinq, et la peur rapetissa.',
    CHAIR,
  ),
  b(
    '{atPlace}, “You are doing so well,” said {hd} softly. “This is the bravest head of hair I have cut all day.”',
    '{atPlace}, « Tu te débrouilles très bien, dit doucement {hd}. C’est la tête la plus courageuse de la journée. »',
    CHAIR,
  ),
  b(
    '{atPlace}, {name} looked at {grown} in the big mirror. {grown} made a funny face, and {name} forgot to be scared.',
    '{atPlace}, {name} regarda {grown} dans le grand miroir. {grown} fit une grimace rigolote, et {name} oublia d’avoir peur.',
    CHAIR,
  ),
  b(
    '{atPlace}, {name} hugged a favourite teddy very tight. “Teddy is brave, so I am brave too,” {name} whispered.',
    '{atPlace}, {name} serra très fort son nounours préféré. « Nounours est courageux, alors moi aussi », chuchota {name}.',
    CHAIR,
  ),
];

export const HAIRCUT_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {hd} brushed the last little hairs away and held up a mirror. “Ta-da!” {name} looked, and looked again, and a big grin spread all over. What a new look! {name} had done it!',
    '{atPlace}, {hd} chassa les derniers petits cheveux et montra le miroir. « Et voilà ! » {name} regarda, regarda encore, et un grand sourire apparut. Quelle nouvelle tête ! {name} avait réussi !',
  ),
];

export const HAIRCUT_ENDINGS: PlacedL[] = [
  b(
    'On the way out, {hd} gave {name} a red lollipop and a shiny sticker. Back home, {name} showed off the new haircut to everyone, twirling round and round. {name} had learned that {lesson}. The end.',
    'En partant, {hd} donna à {name} une sucette rouge et un autocollant brillant. De retour à la maison, {name} montra sa nouvelle coupe à tout le monde, en tournant sur place. {name} avait appris que {lesson}. Fin.',
  ),
];
