import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A new baby in the family (idea/read-goal-sibling.ts), told in order: the news and the waiting, the
 * baby home and nobody looking at the hero, learning to be the big one, the first smile at the turn.
 * {baby} is "the baby" or the baby's name, {sibling} "sister"/« petite sœur », {bigOne} "big
 * sister"/« grande sœur », {ilB} the baby's French pronoun; `onlyPlace` keeps a step to its room.
 */
const b = step;
/** The page a phase opens with, at its own place (story-place-fit.ts `leads`). */
const leads = (en: string, fr: string, onlyPlace: RegExp): PlacedL => ({
  ...step(en, fr, onlyPlace),
  leads: true,
});

export const SIBLING_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, in a little house where everything was just the way {name} liked it.',
    'Il était une fois {aKind} {named} {name}, dans une petite maison où tout était exactement comme {name} l’aimait.',
  ),
];

export const SIBLING_PROBLEMS: PlacedL[] = [
  b(
    'One morning, Mum and Dad had big news: a baby {sibling} was on the way! “A baby?” said {name}. “But… will there still be room for me?”',
    'Un matin, Maman et Papa annoncèrent une grande nouvelle : {aSibling} allait arriver ! « Un bébé ? » dit {name}. « Mais… est-ce qu’il y aura encore de la place pour moi ? »',
  ),
];

/** Waiting for the baby: getting the house and the heart ready. */
export const SIBLING_WAITING: PlacedL[] = [
  b(
    '{atPlace}, {name} helped Dad paint the little room yellow, with one small handprint in the corner, just for fun.',
    '{atPlace}, {name} aida Papa à peindre la petite chambre en jaune, avec une petite empreinte de main dans un coin, juste pour rire.',
    /nursery/,
  ),
  b(
    '{atPlace}, {name} put a hand on Mum’s round tummy. Bump! The baby kicked. “Hello in there!” {name} laughed.',
    '{atPlace}, {name} posa la main sur le ventre tout rond de Maman. Poc ! Le bébé donna un coup de pied. « Coucou, là-dedans ! » rit {name}.',
    /living room/,
  ),
  b(
    '{atPlace}, {name} chose an old teddy bear to give to the baby. It was hard to let it go… but just a little.',
    '{atPlace}, {name} choisit un vieux nounours à donner au bébé. C’était dur de s’en séparer… mais juste un peu.',
    /nursery/,
  ),
  b(
    '{atPlace}, {name} drew a picture of the whole family: Mum, Dad, {name}, and a tiny baby in the middle.',
    '{atPlace}, {name} dessina toute la famille : Maman, Papa, {name}, et un tout petit bébé au milieu.',
    /kitchen|living room/,
  ),
  b(
    '{atPlace}, {name} practised with a doll: how to hold a baby’s head, very gently, and how to rock it.',
    '{atPlace}, {name} s’entraîna avec une poupée : comment tenir la tête d’un bébé, tout doucement, et comment le bercer.',
    /living room|nursery/,
  ),
  b(
    '{atPlace}, {name} and Mum made a list of baby names. {name} wanted “Rocket”. Mum laughed and laughed.',
    '{atPlace}, {name} et Maman firent une liste de prénoms. {name} voulait « Fusée ». Maman rit aux éclats.',
    /kitchen|living room/,
  ),
  b(
    '{atPlace}, {name} folded the tiny socks and the tiny vests. “Were my feet ever this small?”',
    '{atPlace}, {name} plia les toutes petites chaussettes et les tout petits bodies. « Mes pieds étaient aussi petits que ça ? »',
    /nursery/,
  ),
  b(
    '{atPlace}, {name} planted a little sunflower for the baby. “We can watch it grow together.”',
    '{atPlace}, {name} planta un petit tournesol pour le bébé. « On le regardera grandir ensemble. »',
    /garden/,
  ),
];

/** The baby comes home: tiny, loud, and everybody's favourite. */
export const SIBLING_HOME: PlacedL[] = [
  leads(
    'At last, the baby came home: tiny, pink and very, very loud! “Waaah!” {name} covered both ears.',
    'Enfin, le bébé arriva à la maison : minuscule, tout rose et très, très bruyant ! « Ouiiin ! » {name} se boucha les oreilles.',
    // Through the front door into the living room: never the garden, nor a bedroom nobody comes home to.
    /living room/,
  ),
  b(
    '{atPlace}, everyone came to see the baby. “So sweet! So small!” Nobody looked at {name}’s new drawing.',
    '{atPlace}, tout le monde vint voir le bébé. « Qu’il est mignon ! Qu’il est petit ! » Personne ne regarda le nouveau dessin de {name}.',
    /living room|kitchen/,
  ),
  b(
    '{atPlace}, Mum was too tired to play, and Dad was busy with bottles. {name} built a tower all alone.',
    '{atPlace}, Maman était trop fatiguée pour jouer, et Papa s’occupait des biberons. {name} construisit une tour {toutSeul}.',
    /kitchen|living room/,
  ),
  b(
    '{name} stomped into the bedroom and slammed the door. “Nobody cares about me any more!”',
    '{name} fila dans sa chambre en tapant des pieds et claqua la porte. « Plus personne ne s’occupe de moi ! »',
    /bedroom/,
  ),
  b(
    '{atPlace}, the baby needed a bath, a bottle, a nap, a change… and again! {name} sighed: “Is it my turn yet?”',
    '{atPlace}, le bébé avait besoin d’un bain, d’un biberon, d’une sieste, d’une couche… et on recommençait ! {name} soupira : « C’est bientôt mon tour ? »',
    /kitchen|nursery/,
  ),
  b(
    '{atPlace}, {name} wanted to play tag, but everyone said: “Shh! The baby is sleeping.”',
    '{atPlace}, {name} voulait jouer à chat, mais tout le monde disait : « Chut ! Le bébé dort. »',
    /garden|living room/,
  ),
  b(
    '{atPlace}, Grandma brought a present for the baby, and only a kiss for {name}. It did not feel fair at all.',
    '{atPlace}, Mamie apporta un cadeau pour le bébé, et seulement un bisou pour {name}. Ce n’était pas juste du tout.',
    /living room|kitchen/,
  ),
];

/** Learning to be the big one. */
export const SIBLING_BIG: PlacedL[] = [
  b(
    '{atPlace}, Dad sat with {name} and opened an old photo album. There was baby {name}: tiny, pink and very loud too!',
    '{atPlace}, Papa s’assit avec {name} et ouvrit un vieil album photo. Là, c’était {name} bébé : minuscule, et qui criait très fort, {luiAussi} !',
    /bedroom|living room/,
  ),
  b(
    '{atPlace}, the baby was crying. {name} sang the song Mum used to sing, and little by little, the crying stopped.',
    '{atPlace}, le bébé pleurait. {name} chanta la chanson que chantait Maman, et petit à petit, les pleurs s’arrêtèrent.',
    /nursery/,
  ),
  b(
    '{atPlace}, the baby grabbed {name}’s finger and held on tight. What a strong little hand!',
    '{atPlace}, le bébé attrapa le doigt de {name} et le serra très fort. Quelle petite main costaude !',
    /nursery|living room/,
  ),
  b(
    '{atPlace}, {name} showed the baby the ducks on the pond. “When you’re bigger, I’ll teach you how to feed them.”',
    '{atPlace}, {name} montra les canards de la mare au bébé. « Quand tu seras plus grand{eB}, je t’apprendrai à leur donner à manger. »',
    /garden/,
  ),
  b(
    '{atPlace}, Mum asked {name} to choose the baby’s pyjamas. “The ones with the stars,” said {name}. “Like mine.”',
    '{atPlace}, Maman demanda à {name} de choisir le pyjama du bébé. « Celui avec les étoiles », dit {name}. « Comme le mien. »',
    /nursery/,
  ),
  b(
    '{atPlace}, {name} read the baby a whole book, doing all the animal voices. The baby wriggled with delight.',
    '{atPlace}, {name} lut tout un livre au bébé, en faisant toutes les voix des animaux. Le bébé gigotait de joie.',
    /living room|bedroom/,
  ),
  b(
    '{atPlace}, {name} pulled funny faces over the cot, and the baby stared with big round eyes.',
    '{atPlace}, {name} fit des grimaces au-dessus du berceau, et le bébé ouvrit de grands yeux ronds.',
    /nursery/,
  ),
];

export const SIBLING_TURNS: PlacedL[] = [
  b(
    'Then, one morning, the baby looked right at {name}… and smiled. The very first smile, and it was for {name}!',
    'Puis, un matin, le bébé regarda {name} droit dans les yeux… et sourit. Son tout premier sourire, et il était pour {name} !',
  ),
];

/**
 * A bedtime book is at dusk and night on every page: the news comes at bath time, the first smile
 * at bedtime (not “one morning”), and the book ends with the baby sung to sleep and the big one
 * asleep too, not the stock “calm and quiet in a little house” (goal-sibling.ts, in a bedtime book).
 */
export const SIBLING_EVENING_PROBLEMS: PlacedL[] = [
  b(
    'One evening at bath time, Mum and Dad had big news: a baby {sibling} was on the way! “A baby?” said {name}. “But… will there still be room for me?”',
    'Un soir, à l’heure du bain, Maman et Papa annoncèrent une grande nouvelle : {aSibling} allait arriver ! « Un bébé ? » dit {name}. « Mais… est-ce qu’il y aura encore de la place pour moi ? »',
  ),
];
export const SIBLING_EVENING_TURNS: PlacedL[] = [
  b(
    'Then, one evening at bedtime, the baby looked right at {name}… and smiled. The very first smile, and it was for {name}!',
    'Puis, un soir, à l’heure du coucher, le bébé regarda {name} droit dans les yeux… et sourit. Son tout premier sourire, et il était pour {name} !',
  ),
];
export const SIBLING_EVENING_ENDINGS: PlacedL[] = [
  b(
    'That night, {name} tucked the baby in and hummed a soft lullaby, until two little eyes closed. Then {name} snuggled into bed too, and was soon fast asleep. {name} had learned that {lesson}. Goodnight, {name}. The end.',
    'Ce soir-là, {name} borda le bébé et lui fredonna une douce berceuse, jusqu’à ce que ses deux petits yeux se ferment. Puis {name} se glissa dans son lit à son tour, et s’endormit bien vite. {name} avait appris que {lesson}. Bonne nuit, {name}. Fin.',
  ),
];

export const SIBLING_ENDINGS: PlacedL[] = [
  b(
    '{name} was a {bigOne} now, the best job in the whole world. {name} had learned that {lesson}. The end.',
    '{name} était {unBigOne} maintenant, le plus beau métier du monde. {name} avait appris que {lesson}. Fin.',
  ),
];
