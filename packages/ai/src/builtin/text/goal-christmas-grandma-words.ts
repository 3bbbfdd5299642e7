import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * Christmas at grandma's (goal-christmas.ts): the trip through the snow, the tree decorated, biscuits
 * baked, the little brother's excitement, stockings, the night of waiting, presents on Christmas
 * morning, the family meal. {bro}: "the little brother" / « le petit frère », or Grandma when the
 * idea names no brother or sister. Only this book uses these pools.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const GRANDMA_PLACES = {
  road: inFamily('snow', [place('on/the snowy road|to the village', 'sur/la route enneigée')])[0],
  lounge: inFamily('indoor', [
    place('in/grandma’s living room|a cosy living room', 'dans/le salon de mamie'),
  ])[0],
  kitchen: inFamily('indoor', [place('in/grandma’s kitchen', 'dans/la cuisine de mamie')])[0],
  bedroom: inFamily('indoor', [
    place('in/the little bedroom upstairs|a bedroom', 'dans/la petite chambre du haut'),
  ])[0],
};

export const GRANDMA_OPENINGS: L[] = [
  {
    en: 'This is {name}. This year, {name} was going to spend Christmas at Grandma’s house, with {bro}!',
    fr: 'Voici {name}. Cette année, {name} allait passer Noël chez mamie, avec {bro} !',
  },
];

export const GRANDMA_PROBLEMS: PlacedL[] = [
  b(
    'The car drove slowly through the falling snow. “Are we there yet?” asked {bro} again and again. At last, there was Grandma, waving at her door!',
    'La voiture roulait doucement sous la neige qui tombait. « On arrive bientôt ? » demandait {bro} encore et encore. Enfin, mamie était là, sur le pas de sa porte, à faire de grands signes !',
  ),
];

/** Decorating the tree (the search slot). */
export const GRANDMA_TREE: PlacedL[] = [
  b(
    '{atPlace}, a big green tree was waiting. {name} hung shiny baubles on the branches while Grandma held the box.',
    '{atPlace}, un grand sapin attendait. {name} accrocha des boules brillantes aux branches pendant que mamie tenait la boîte.',
    { onlyPlace: /living/ },
  ),
  b(
    '{atPlace}, Grandma lifted {bro} up high to put the golden star at the very top of the tree. “Hooray!”',
    '{atPlace}, mamie souleva {bro} tout en haut pour poser l’étoile dorée à la cime du sapin. « Hourra ! »',
    { onlyPlace: /living/ },
  ),
  b(
    '{atPlace}, {name} wound the fairy lights around the tree. When Grandma switched them on, everyone said “Ooooh!”',
    '{atPlace}, {name} enroula la guirlande lumineuse autour du sapin. Quand mamie l’alluma, tout le monde fit « Oooh ! »',
    { onlyPlace: /living/ },
  ),
  b(
    '{atPlace}, {name} and {bro} made paper chains, red and green, long enough to go round the whole room.',
    '{atPlace}, {name} et {bro} fabriquèrent des guirlandes en papier, rouges et vertes, assez longues pour faire le tour de la pièce.',
    { onlyPlace: /living/ },
  ),
  b(
    '{atPlace}, Grandma opened an old box of decorations. “This bauble was your mum’s when she was little,” she said.',
    '{atPlace}, mamie ouvrit une vieille boîte de décorations. « Cette boule était à ta maman quand elle était petite », dit-elle.',
    { onlyPlace: /living/ },
  ),
  b(
    '{atPlace}, {bro} hung a candy cane on the lowest branch, then another, and another, all on the same branch.',
    '{atPlace}, {bro} accrocha un sucre d’orge à la branche la plus basse, puis un autre, et encore un autre, tous sur la même branche.',
    { onlyPlace: /living/ },
  ),
];

/** Baking biscuits (the pause slot). */
export const GRANDMA_BAKING: PlacedL[] = [
  b(
    '{atPlace}, Grandma tied on her apron. “Who wants to bake Christmas biscuits?” {name} and {bro} both shouted: “Me!”',
    '{atPlace}, mamie noua son tablier. « Qui veut faire des biscuits de Noël ? » {name} et {bro} crièrent ensemble : « Moi ! »',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} cut out little hearts and bells from the dough. The whole house smelled of cinnamon.',
    '{atPlace}, {name} découpa des petits cœurs et des clochettes dans la pâte. Toute la maison sentait la cannelle.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {bro} ate a biscuit before it was even cooked, and Grandma laughed so much she had to sit down.',
    '{atPlace}, {bro} croqua un biscuit avant même qu’il soit cuit, et mamie rit tellement qu’elle dut s’asseoir.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} sprinkled sugar on the biscuits like snow, and {bro} added a cherry on each one.',
    '{atPlace}, {name} saupoudra les biscuits de sucre comme de la neige, et {bro} posa une cerise sur chacun.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, flour was everywhere: on the table, on the floor and on the tip of {name}’s nose!',
    '{atPlace}, il y avait de la farine partout : sur la table, par terre et même au bout du nez de {name} !',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, Grandma made hot chocolate with marshmallows, and everybody warmed their hands on the cups.',
    '{atPlace}, mamie prépara un chocolat chaud avec des guimauves, et chacun se réchauffa les mains sur sa tasse.',
    { onlyPlace: /kitchen|living/ },
  ),
  b(
    '{atPlace}, {name} licked the spoon while Grandma was not looking. Well, only a little bit.',
    '{atPlace}, {name} lécha la cuillère pendant que mamie ne regardait pas. Enfin, juste un petit peu.',
    { onlyPlace: /kitchen/ },
  ),
];

/** The little brother's excitement (the obstacle slot). */
export const GRANDMA_EXCITEMENT: PlacedL[] = [
  b(
    '{atPlace}, {bro} could not keep still. “When is Santa coming? Is it now? Is it now?” {name} held his hand and smiled.',
    '{atPlace}, {bro} ne tenait plus en place. « Quand est-ce qu’il arrive, le père Noël ? C’est maintenant ? » {name} lui prit la main en souriant.',
    { onlyPlace: /living|kitchen/ },
  ),
  b(
    '{atPlace}, {bro} shook a parcel to guess what was inside. “No peeking!” said Grandma, with a wink.',
    '{atPlace}, {bro} secoua un paquet pour deviner ce qu’il y avait dedans. « On ne regarde pas ! » dit mamie avec un clin d’œil.',
    { onlyPlace: /living/ },
  ),
  b(
    '{atPlace}, {bro} pressed his nose to the window. “Is that a reindeer? No, just the neighbour’s dog!”',
    '{atPlace}, {bro} colla son nez à la fenêtre. « C’est un renne ? Non, c’est juste le chien du voisin ! »',
    { onlyPlace: /living|kitchen/ },
  ),
  b(
    '{atPlace}, {bro} counted the presents under the tree again: one, two, three… and lost count every time.',
    '{atPlace}, {bro} recompta les cadeaux au pied du sapin : un, deux, trois… et se trompait à chaque fois.',
    { onlyPlace: /living/ },
  ),
  b(
    '{atPlace}, {name} read a Christmas story to {bro}, who wriggled and giggled all the way through.',
    '{atPlace}, {name} lut une histoire de Noël à {bro}, qui gigotait et riait du début à la fin.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, {name} and {bro} put on their pyjamas, far too excited to yawn. “Will Santa find us at Grandma’s?”',
    '{atPlace}, {name} et {bro} enfilèrent leur pyjama, bien trop excités pour bâiller. « Le père Noël saura-t-il qu’on est chez mamie ? »',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, Grandma showed {name} and {bro} old photos of Christmas long ago. Everybody laughed at the funny hats.',
    '{atPlace}, mamie sortit de vieilles photos des Noëls d’autrefois pour {name} et {bro}. Tout le monde rit des drôles de bonnets.',
    { onlyPlace: /living/ },
  ),
];

/** Stockings and the night of waiting (the clue slot). */
export const GRANDMA_WAITING: PlacedL[] = [
  b(
    '{atPlace}, {name} and {bro} hung their stockings by the fireplace, and left a glass of milk and a biscuit for Santa.',
    '{atPlace}, {name} et {bro} suspendirent leurs chaussettes près de la cheminée, et laissèrent un verre de lait et un biscuit pour le père Noël.',
    { onlyPlace: /living/, leads: true },
  ),
  b(
    '{atPlace}, that night, Grandma tucked them in. {name} and {bro} lay awake, listening. Was that a sleigh bell on the roof? At last, their eyes closed.',
    '{atPlace}, cette nuit-là, mamie les borda. {name} et {bro} restèrent éveillés à écouter. Était-ce un grelot sur le toit ? Enfin, leurs yeux se fermèrent.',
    { onlyPlace: /bedroom/, leads: true },
  ),
];

export const GRANDMA_TURNS: PlacedL[] = [
  b(
    '{atPlace}, on Christmas morning, the stockings were full and there were presents under the tree! {name} and {bro} unwrapped them, laughing with joy.',
    '{atPlace}, le matin de Noël, les chaussettes étaient pleines et il y avait des cadeaux au pied du sapin ! {name} et {bro} les déballèrent en riant de joie.',
  ),
];

export const GRANDMA_ENDINGS: PlacedL[] = [
  b(
    'At noon, the whole family sat round Grandma’s big table for the Christmas meal. {name} looked at everyone and knew that {lesson}. The end.',
    'À midi, toute la famille se retrouva autour de la grande table de mamie pour le repas de Noël. {name} regarda chacun et sut que {lesson}. Fin.',
  ),
];

export const GRANDMA_LESSON: L = {
  en: 'the best present of all is being together',
  fr: 'le plus beau des cadeaux, c’est d’être ensemble',
};
