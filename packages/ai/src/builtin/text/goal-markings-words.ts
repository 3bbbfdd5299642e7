import type { Marks } from '../idea/read-goal-markings';
import { b } from './goal-different-table';
import type { NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';

/**
 * An animal who lost its marks (goal-markings.ts), in order: it wakes up plain; nobody knows it (the
 * others, its best friend the little bird); its tries, each its own fail (per marks: painted stripes
 * the rain washes away, chalk dots, a fan of leaves); the old tortoise's words and a kind deed; known by
 * who it is; the marks come back at the turn. Slots: {marks} (« rayures », « points »), {they}
 * (« elles », « ils »), {es} (« revenues », « revenus »), {one} (« une seule », « un seul »), {fine}
 * (« belles », « beaux »), {others} (« les autres zèbres »), {e} for the hero. No line says "search".
 */
export const MARK_PROBLEMS: PlacedL[] = [
  b(
    'One morning, {name} woke up, stretched, and looked down. The {marks} were gone! Not one was left, from head to tail.',
    'Un matin, {name} se réveilla, s’étira et baissa les yeux. Ses {marks} avaient disparu ! Il n’en restait plus {one}, de la tête à la queue.',
  ),
];

/** Plain, and nobody knows the hero. */
export const MARK_UNKNOWN: PlacedL[] = [
  b(
    '{atPlace}, {name} went to say good morning to {others}. They stared and stared. “Who are you? We have never met you before!”',
    '{atPlace}, {name} alla dire bonjour {toOthers}. Ils ouvrirent de grands yeux. « Qui es-tu ? On ne t’a jamais vu{e} par ici ! »',
  ),
  b(
    '{atPlace}, {name} bent over the water. A plain animal with no {marks} at all looked back. “Is that really me?”',
    '{atPlace}, {name} se pencha sur l’eau. Une drôle de bête toute unie, sans {marks}, lui rendit son regard. « C’est vraiment moi ? »',
  ),
  b(
    '{atPlace}, even the little bird, {name}’s best friend, flew right past. “Have you seen {name} anywhere?” it chirped.',
    '{atPlace}, même le petit oiseau, le meilleur ami de {name}, passa sans s’arrêter. « Tu n’aurais pas vu {name} ? » pépia-t-il.',
  ),
  b(
    '{atPlace}, {name} hid behind a bush all morning, feeling very small and very plain.',
    '{atPlace}, {name} se cacha derrière un buisson toute la matinée, en se sentant tout{e} petit{e} et tout{e} terne.',
  ),
];

/** The tries, each its own fail, by the marks lost. */
export const MARK_TRIES: Record<Marks, PlacedL[]> = {
  stripes: [
    b(
      '{atPlace}, {name} dipped a stick in the mud and painted long brown stripes, one, two, three. Then the rain came pattering down and washed every stripe away.',
      '{atPlace}, {name} trempa un bâton dans la boue et se peignit de longues rayures marron, une, deux, trois. Puis la pluie se mit à tomber et les effaça toutes.',
    ),
    b(
      '{atPlace}, {name} drew black stripes with a piece of charcoal from an old fire. At the first roll in the grass, they smudged into one big grey cloud.',
      '{atPlace}, {name} se dessina des rayures noires avec un morceau de charbon. À la première roulade dans l’herbe, elles se mélangèrent en un gros nuage gris.',
    ),
    b(
      '{atPlace}, {name} tied long ribbons round and round, like stripes. Lovely! Then they caught on a branch and slipped off, one after another.',
      '{atPlace}, {name} s’enroula de longs rubans, comme des rayures. Très joli ! Puis ils s’accrochèrent à une branche et glissèrent, l’un après l’autre.',
    ),
    b(
      '{atPlace}, {name} stood very still in the tall grass, where the shadows made stripes. But the sun moved on and took the shadows along.',
      '{atPlace}, {name} se tint immobile dans les hautes herbes, où les ombres faisaient des rayures. Mais le soleil tourna et emporta les ombres avec lui.',
    ),
    b(
      '{atPlace}, {name} laid thin green leaves across that plain back. A gust of wind came, and whoosh, every leaf blew away.',
      '{atPlace}, {name} se posa de fines feuilles vertes en travers du dos. Un coup de vent passa, et hop, toutes les feuilles s’envolèrent.',
    ),
  ],
  spots: [
    b(
      '{atPlace}, {name} dabbed round brown spots of mud all over, dab, dab, dab. Then the rain came pattering down and washed every one away.',
      '{atPlace}, {name} se fit des {marks} de boue partout, pouf, pouf, pouf. Puis la pluie se mit à tomber et les effaça {all}.',
    ),
    b(
      '{atPlace}, {name} drew white chalk dots with a soft stone from the river. One good scratch against a tree, and they were dust.',
      '{atPlace}, {name} se dessina des ronds à la craie avec une pierre tendre de la rivière. Un bon grattage contre un arbre, et il n’en resta que de la poussière.',
    ),
    b(
      '{atPlace}, {name} pressed round red berries on like stickers. Pretty! But the birds swooped down and ate them, one by one.',
      '{atPlace}, {name} se colla des baies rouges bien rondes, comme des gommettes. Joli ! Mais les oiseaux arrivèrent et les mangèrent, une à une.',
    ),
    b(
      '{atPlace}, {name} stood under the leaves, where the sun made little round spots of light. Then a cloud passed, and the spots went out.',
      '{atPlace}, {name} se tint sous les feuilles, où le soleil dessinait de petits ronds de lumière. Puis un nuage passa, et les ronds s’éteignirent.',
    ),
    b(
      '{atPlace}, {name} stuck round leaves all over, one by one. A gust of wind came, and whoosh, every leaf blew away.',
      '{atPlace}, {name} se colla des feuilles rondes partout, une à une. Un coup de vent passa, et hop, toutes les feuilles s’envolèrent.',
    ),
  ],
  feathers: [
    b(
      '{atPlace}, {name} stuck big green leaves on like a fan of feathers. A gust of wind came, and whoosh, every leaf blew away.',
      '{atPlace}, {name} se colla de grandes feuilles vertes en éventail, comme des plumes. Un coup de vent passa, et hop, toutes les feuilles s’envolèrent.',
    ),
    b(
      '{atPlace}, {name} tucked bright flowers in where the feathers had been. The bees buzzed up and flew off with every petal.',
      '{atPlace}, {name} glissa des fleurs vives là où étaient ses plumes. Les abeilles arrivèrent en bourdonnant et emportèrent tous les pétales.',
    ),
    b(
      '{atPlace}, {name} tied long ribbons behind like a tail. Lovely! Then they caught on a branch and slipped off, one after another.',
      '{atPlace}, {name} s’attacha de longs rubans en guise de queue. Très joli ! Puis ils s’accrochèrent à une branche et glissèrent, l’un après l’autre.',
    ),
    b(
      '{atPlace}, {name} made a fan of long grass and held it up high. The rain came pattering down, and the grass flopped flat.',
      '{atPlace}, {name} se fit un éventail de grandes herbes et le dressa bien haut. La pluie se mit à tomber, et les herbes retombèrent toutes molles.',
    ),
    b(
      '{atPlace}, {name} painted feathers with mud on a big piece of bark. But bark is heavy, and bark is not feathers. Bonk!',
      '{atPlace}, {name} peignit des plumes avec de la boue sur un grand morceau d’écorce. Mais l’écorce, c’est lourd, et ce ne sont pas des plumes. Boum !',
    ),
  ],
};

/** The old tortoise's words, and a kind deed that needs no marks. */
export const MARK_WORDS: PlacedL[] = [
  b(
    '{atPlace}, the old tortoise blinked slowly at {name}. “Marks come and go, little one. What is inside you stays.”',
    '{atPlace}, la vieille tortue cligna lentement des yeux. « Les {marks}, ça va, ça vient, petit{e}. Ce qui est dedans, ça reste. »',
  ),
  b(
    '{atPlace}, a lost duckling was crying for its mother. {name} led it all the way home, and nobody needed {marks} for that.',
    '{atPlace}, un petit canard perdu pleurait après sa maman. {name} le ramena jusque chez lui, et pas besoin de {marks} pour ça.',
  ),
  b(
    '{atPlace}, {name} told the funny story about the hippo and the bubble, and laughed that big, round laugh. The little bird stopped at once. “I know that laugh! It’s you, {name}!”',
    '{atPlace}, {name} raconta l’histoire drôle de l’hippopotame et de la bulle, avec son grand rire tout rond. Le petit oiseau s’arrêta net. « Je connais ce rire ! C’est toi, {name} ! »',
  ),
  b(
    '{atPlace}, {name} shared the sweetest fruit with the little ones, the way {name} always did. “Only our {name} does that,” they whispered.',
    '{atPlace}, {name} partagea les fruits les plus sucrés avec les petits, comme toujours. « Il n’y a que notre {name} pour faire ça », chuchotèrent-ils.',
  ),
];

/** Known by who the hero is, and at peace with or without marks. */
export const MARK_PEACE: PlacedL[] = [
  b(
    '{atPlace}, {others} came one by one and sat down beside {name}. “We should have known you by your kind eyes,” they said.',
    '{atPlace}, {others} vinrent s’asseoir un par un près de {name}. « On aurait dû te reconnaître à tes yeux si gentils », dirent-ils.',
  ),
  b(
    '{atPlace}, {name} lay in the warm grass with the little bird. “With {marks} or without,” {name} said, “I am still me.”',
    '{atPlace}, {name} s’allongea dans l’herbe tiède avec le petit oiseau. « Avec ou sans {marks}, dit {name}, je suis toujours moi. »',
  ),
  b(
    '{atPlace}, {name} hummed a little song, and felt warm all the way to the tip of the tail.',
    '{atPlace}, {name} fredonna une petite chanson et se sentit tout{e} chaud{e} jusqu’au bout de la queue.',
  ),
];

/** The turn: the marks come back, from inside, and everyone cheers. */
export const MARK_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the next morning, {name} felt a warm tingle all over. Little by little, the {marks} came back, one after another, brighter than ever! They had been inside all along.',
    '{atPlace}, le lendemain matin, {name} sentit un doux picotement partout. Peu à peu, ses {marks} revinrent, {oneByOne}, plus {fine} que jamais ! {They} avaient toujours été là, tout au fond.',
  ),
];

export const MARK_ENDINGS: PlacedL[] = [
  b(
    'That evening, {name}, the little bird and {others} watched the sky turn pink together. {name} had learned that {lesson}. The end.',
    'Ce soir-là, {name}, le petit oiseau et {others} regardèrent ensemble le ciel devenir rose. {name} avait appris que {lesson}. Fin.',
  ),
];

/** What the lines name, drawn on their page. */
export const MARK_NAMED: NamedThing[] = [
  [/little bird|petit oiseau/, 'bird', { en: 'the little bird', fr: 'le petit oiseau' }],
  [/tortoise|tortue/, 'turtle', { en: 'the old tortoise', fr: 'la vieille tortue' }],
  [/duckling|petit canard/, 'duck', { en: 'a lost duckling', fr: 'un petit canard perdu' }],
  [/mud|boue/, 'droplet', { en: 'mud', fr: 'de la boue' }],
  [/rain|pluie/, 'cloud-with-rain', { en: 'the rain', fr: 'la pluie' }],
  [/ribbons|rubans/, 'ribbon', { en: 'ribbons', fr: 'des rubans' }],
  [/chalk|craie/, 'rock', { en: 'a chalky stone', fr: 'une pierre de craie' }],
  [/berries|baies/, 'cherries', { en: 'red berries', fr: 'des baies rouges' }],
  [/leaves|feuilles/, 'leaf-fluttering-in-wind', { en: 'leaves', fr: 'des feuilles' }],
  [/flowers|fleurs/, 'blossom', { en: 'flowers', fr: 'des fleurs' }],
  [/fruit|fruits/, 'red-apple', { en: 'sweet fruit', fr: 'des fruits sucrés' }],
];
