import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A dragon who cannot breathe fire ("A dragon who cannot breathe fire", « Un dragon qui ne sait pas
 * cracher du feu »), in order: the tries that only puff smoke, the sneezed bubbles and the other
 * dragons' laughs, Granny Dragon's tips, the first warm spark; at the turn the fire comes when it is
 * needed (a shivering little bird warmed, the lantern lit) (goal-learn-fire.ts). Before, a generic day's
 * plan "to breathe fire" at the rainbow bridge. No line says when (day or night): any sky fits.
 */
const b = step;

export const FIRE_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who had a big warm heart but not one single flame.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui avait un grand cœur tout chaud, mais pas la moindre petite flamme.{withFriend}',
  ),
];

export const FIRE_PROBLEMS: PlacedL[] = [
  b(
    'All the other dragons could breathe fire: whoosh! But when {name} tried, only a tiny puff of grey smoke came out. “{todayIsTheDay},” said {name}. “I will learn.”',
    'Tous les autres dragons savaient cracher du feu : fouuuh ! Mais quand {name} essayait, il ne sortait qu’un petit nuage de fumée grise. « {todayIsTheDay} », dit {name}. « Je vais apprendre. »',
  ),
];

/** The tries: a big breath, a running start, a hot pepper… and only smoke. */
export const FIRE_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} took a big breath, puffed out both cheeks and blew… Pfff! Just a little puff of smoke.',
    '{atPlace}, {name} prit une grande inspiration, gonfla les joues et souffla… Pfff ! Juste un petit nuage de fumée.',
  ),
  b(
    '{atPlace}, {name} tried with a running start: run, run, jump, and ROAR! Out came… a hiccup of smoke.',
    '{atPlace}, {name} essaya avec de l’élan : on court, on court, on saute, et on rugit ! Il sortit… un hoquet de fumée.',
  ),
  b(
    '{atPlace}, {name} ate a very hot pepper. Eyes watering, {name} blew hard: one tiny spark, then nothing.',
    '{atPlace}, {name} croqua un piment très fort. Les yeux pleins de larmes, {name} souffla fort : une toute petite étincelle, puis plus rien.',
  ),
  b(
    '{atPlace}, {name} practised blowing on a dandelion: whoo! The fluff flew away, but there was no flame.',
    '{atPlace}, {name} s’entraîna à souffler sur un pissenlit : fiou ! Les aigrettes s’envolèrent, mais pas de flamme.',
  ),
  b(
    '{atPlace}, {name} hummed a deep, warm note, like a kettle about to boil. The tummy grew warm… nearly!',
    '{atPlace}, {name} fredonna une note grave et chaude, comme une bouilloire qui va siffler. Le ventre devint tout chaud… presque !',
  ),
];

/** What goes wrong: bubbles, laughs, smoke everywhere, hiccups, a sigh. */
export const FIRE_OOPS: PlacedL[] = [
  b(
    '{atPlace}, {name} sneezed instead, and a string of soap bubbles floated away. Atchoo! Bubbles?',
    '{atPlace}, {name} éternua à la place, et tout un chapelet de bulles s’envola. Atchoum ! Des bulles ?',
  ),
  b(
    '{atPlace}, two big dragons laughed: “A dragon who makes smoke rings!” {name}’s cheeks went red.',
    '{atPlace}, deux grands dragons ricanèrent : « Un dragon qui fait des ronds de fumée ! » Les joues de {name} devinrent toutes rouges.',
  ),
  b(
    '{atPlace}, {name} blew so hard that a cloud of smoke covered everything, and everyone started coughing. Oops!',
    '{atPlace}, {name} souffla si fort qu’un nuage de fumée recouvrit tout, et tout le monde se mit à tousser. Oups !',
  ),
  b(
    '{atPlace}, {name} tried and tried until a big hiccup came out: hic! Then another: hic! No fire at all.',
    '{atPlace}, {name} essaya encore et encore, jusqu’à ce qu’un gros hoquet sorte : hic ! Puis un autre : hic ! Pas de feu du tout.',
  ),
  b(
    '{atPlace}, {name} sat down with a sigh. “Maybe a dragon with no fire is not a real dragon.”',
    '{atPlace}, {name} s’assit avec un soupir. « Un dragon sans feu, ce n’est peut-être pas un vrai dragon. »',
  ),
];

/** Granny Dragon's tips. */
export const FIRE_TIPS: PlacedL[] = [
  b(
    '{atPlace}, Granny Dragon smiled: “Fire does not come from your mouth. It comes from your heart.”',
    '{atPlace}, Mamie Dragon sourit : « Le feu ne vient pas de la bouche. Il vient du cœur. »',
  ),
  b(
    '{atPlace}, Granny Dragon showed {name} how to breathe: slowly in through the nose, all the way down to the toes.',
    '{atPlace}, Mamie Dragon montra à {name} comment respirer : doucement par le nez, jusqu’au bout des orteils.',
  ),
  b(
    '{atPlace}, Granny Dragon whispered: “Think of something you love very much, and let it warm you up.”',
    '{atPlace}, Mamie Dragon chuchota : « Pense à quelque chose que tu aimes très fort, et laisse-le te réchauffer. »',
  ),
  b(
    '{atPlace}, Granny Dragon laughed kindly: “My very first flame was a sneeze! Everyone starts somewhere.”',
    '{atPlace}, Mamie Dragon rit gentiment : « Ma toute première flamme, c’était un éternuement ! Tout le monde commence un jour. »',
  ),
  b(
    '{atPlace}, Granny Dragon said: “Do not blow hard, little one. Blow warm.”',
    '{atPlace}, Mamie Dragon dit : « Ne souffle pas fort. Souffle chaud. »',
  ),
];

/** Getting warmer: a glow inside, bigger puffs, a first spark, a warm cup. */
export const FIRE_WARMER: PlacedL[] = [
  b(
    '{atPlace}, {name} rested and felt a warm little glow deep in the tummy. Something was changing.',
    '{atPlace}, {name} se reposa et sentit une petite chaleur tout au fond du ventre. Quelque chose changeait.',
  ),
  b(
    '{atPlace}, {name} practised again: breathe in, think warm, breathe out. The puffs of smoke grew bigger and warmer.',
    '{atPlace}, {name} s’entraîna encore : on inspire, on pense chaud, on souffle. Les nuages de fumée devenaient plus gros et plus chauds.',
  ),
  b(
    '{atPlace}, a tiny orange spark popped out, and {name} jumped for joy. A spark! A real spark!',
    '{atPlace}, une minuscule étincelle orange jaillit, et {name} sauta de joie. Une étincelle ! Une vraie étincelle !',
  ),
  b(
    '{atPlace}, {name} blew on a cup of cold cocoa, and it turned warm. Not fire yet, but very close!',
    '{atPlace}, {name} souffla sur une tasse de chocolat froid, et elle devint tiède. Pas encore du feu, mais presque !',
  ),
];

/** The fire comes when it is needed. */
export const FIRE_TURNS: PlacedL[] = [
  b(
    'Then a little bird fell into the icy pond and came out shivering. {name} stopped thinking about trying and only wanted to help… and out came a warm, golden flame! Just right to warm a friend.',
    'Soudain, un petit oiseau tomba dans l’étang glacé et en ressortit tout tremblant. {name} ne pensa plus à essayer, juste à l’aider… et il sortit une belle flamme dorée ! Juste ce qu’il fallait pour le réchauffer.',
  ),
  b(
    'Then the big lantern went out, and the little ones were scared. {name} took a deep breath, thought of them all… and WHOOSH! A real flame lit the lantern.',
    'Soudain, la grande lanterne s’éteignit, et les petits eurent peur. {name} prit une grande inspiration, pensa à eux tous… et FOUUUH ! Une vraie flamme ralluma la lanterne.',
  ),
];

export const FIRE_ENDINGS: PlacedL[] = [
  b(
    'Everyone cheered for {name} and the gentlest, warmest fire of all. {name} had learned that {lesson}. The end.',
    'Tout le monde acclama {name} et son feu, le plus doux et le plus chaud de tous. {name} avait appris que {lesson}. Fin.',
  ),
];
