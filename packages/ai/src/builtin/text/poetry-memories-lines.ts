import type { ArcLine } from './poetry-arc-kit';

/**
 * The spots of poetry-memories-couplets.ts: the grandparent's house (goal-memories-places.ts
 * HOME_PLACES), then the places of the memories (MEMORY_PLACES).
 */
const [LOUNGE, KITCHEN, ATTIC, BEDROOM] = [0, 1, 2, 3];
const [LANE, COWSHED, RIVER, OAK, SCHOOL, FARM_KITCHEN, SWEET_SHOP, SNOWY_HILL] = [4, 5, 6, 7, 8, 9, 10, 11];

/**
 * A grandparent's childhood stories in rhyme, in the arc's order (goal-memories.ts tells them in
 * prose): a rainy day at their house, the album, one memory after another at its own place (the
 * bicycle on the lane, the cow, the river, the swing, school, warm bread, the sweet shop, the sledge),
 * cocoa and the attic box between them, the medal given at the turn, dreams at night. 'teller': the
 * grandparent drawn today (old-man, old-woman).
 * {gp}: "Grandpa", « Papi » (or the idea's "Nana"); {gpToutPetit}: « tout petit »/« toute petite ».
 * No rhyme falls on a slot, and no French word agrees with the hero or the teller otherwise.
 */
export const MEMORIES_LINES: ArcLine[] = [
  [
    LOUNGE,
    'window',
    ['Pitter-patter, rain on the pane:', '{name} at {gp}’s on a day of rain.'],
    ['Plic, ploc, il pleut sur la maison :', 'chez {gp}, {name} tourne en rond.'],
  ],
  [
    LOUNGE,
    'teller',
    ['{gp} sat down in the big armchair', 'with an old album: “Come, sit there!”'],
    ['{gp} s’assoit dans le grand fauteuil,', 'ouvre un vieil album, feuille après feuille.'],
  ],
  [
    LOUNGE,
    'framed-picture',
    ['“When I was small, so long ago…”', '{name} snuggled up: “Tell me! I want to know!”'],
    ['« Quand j’étais {gpToutPetit}, il y a longtemps… »', '{name} se blottit : « Raconte, je t’attends ! »'],
  ],
  [
    LANE,
    'bicycle',
    ['On the country lane, ring-a-ding,', 'little {gp} rode a bike like a king!'],
    ['Sur le vieux chemin, à toute allure,', '{gp}, enfant, pédalait : quelle aventure !'],
  ],
  [
    LANE,
    'bicycle',
    ['A bump, a wobble, a tumble, a thud:', 'young {gp} landed right in the mud!'],
    ['Une bosse, un caillou, et patatras :', '{gp} tombe dans la boue, mais ne pleure pas !'],
  ],
  [
    COWSHED,
    'cow',
    ['In the cowshed, cosy and brown,', 'the cow said “Moo!” as {gp} sat down.'],
    ['Dans l’étable, tôt le matin,', 'la vache fait « Meuh ! » et {gp} lui tend du foin.'],
  ],
  [
    COWSHED,
    'bucket',
    ['Squirt, squirt, the milk in the pail,', 'while the cow swished her long tail.'],
    ['Pschitt, pschitt, le lait coule dans le seau,', 'la vache remue la queue : quel bon lait chaud !'],
  ],
  [
    COWSHED,
    'dog',
    ['The farm dog ran to say hello,', 'and licked young {gp}’s nose, just so!'],
    ['Le chien de la ferme accourt en jappant,', 'et lèche le nez de {gp} enfant.'],
  ],
  [
    RIVER,
    'fishing-pole',
    ['Down by the river, still and deep,', '{gp} sat fishing, without a peep.'],
    ['Au bord de la rivière, tout doux, tout lent,', '{gp} tient sa canne à pêche, et attend.'],
  ],
  [
    RIVER,
    'fish',
    ['A tug, a splash, a silver fish!', '{gp} let it go: “Swim free!” Swish!'],
    ['Ça tire, ça gigote, un poisson d’argent !', '{gp} le relâche : « File, petit, va-t’en ! »'],
  ],
  [
    KITCHEN,
    'hot-beverage',
    ['Back in the kitchen, cocoa, yum!', '“Another story!” “Here it comes!”'],
    ['Une tasse de chocolat, bien chaud, bien doux :', '« Encore une histoire ! » « D’accord, mon chou ! »'],
  ],
  [
    OAK,
    'swing',
    ['From the big oak tree, a rope swing flew:', 'young {gp} swung high, up to the blue!'],
    ['Au grand chêne pendait une balançoire :', '{gp} montait si haut, c’était à n’y pas croire !'],
  ],
  [
    SCHOOL,
    'bell',
    ['Ding-dong! The school bell rang at nine,', '{gp} and friends stood in a line.'],
    ['Dong, dong ! La cloche de l’école sonnait :', 'en rang, deux par deux, toute la classe entrait.'],
  ],
  [
    SCHOOL,
    'fountain-pen',
    ['With an ink pen, scratch-scratch, slow,', '{gp} wrote, and made a blot, oh no!'],
    ['Avec une plume et de l’encre violette,', '{gp} fait une tache… Oh ! Quelle tête !'],
  ],
  [
    FARM_KITCHEN,
    'bread',
    ['In the old farm kitchen, warm and sweet,', 'fresh bread was baking: what a treat!'],
    ['À la ferme, le pain sortait du four,', 'tout doré, tout chaud, comme chaque jour.'],
  ],
  [
    SWEET_SHOP,
    'lollipop',
    ['At the sweet shop, with a penny to spend,', '{gp} bought a lollipop to share with a friend.'],
    ['À la confiserie, une pièce dans la main,', '{gp} choisissait une sucette… pour demain !'],
  ],
  [
    SNOWY_HILL,
    'sled',
    ['Down the snowy hill on a wooden sledge,', 'whoosh went {gp}, right to the edge!'],
    ['Sur la colline enneigée, en luge de bois,', '{gp} glissait, zou ! Plus vite que toi !'],
  ],
  [
    SNOWY_HILL,
    'snowman',
    ['Then a snowman, round and fat,', 'with a carrot nose and {gp}’s hat!'],
    ['Puis un bonhomme de neige tout rond,', 'avec le bonnet de {gp} et un nez en carotte, c’est bon !'],
  ],
  [
    ATTIC,
    'package',
    ['Up in the attic, under the roof,', 'a box full of treasures: here’s the proof!'],
    ['Au grenier, tout plein de poussière,', 'une boîte pleine de trésors d’hier.'],
  ],
  [
    ATTIC,
    'yo-yo',
    ['Out came a yo-yo, zip and zoom:', '{gp} made it dance across the room!'],
    ['Un yo-yo en bois, zip, zip, zoum :', '{gp} le fait danser, et badaboum !'],
  ],
  [
    LOUNGE,
    'sports-medal',
    ['From a little tin, an old medal came:', '“I won it racing. Now it’s yours, the same!”'],
    [
      'D’une boîte en fer sort une vieille médaille :',
      '« Je l’ai gagnée à la course… À toi ! » Quelle trouvaille !',
    ],
  ],
  [
    LOUNGE,
    'teller',
    ['“One day, you’ll tell your stories too,', 'to a little one who listens, like you.”'],
    ['« Un jour, toi aussi, tu raconteras', 'tes histoires à un petit, dans tes bras. »'],
  ],
  [
    BEDROOM,
    'bed',
    ['That night, tucked in the room upstairs,', '{name} dreamed of cows and bikes and rocking chairs.'],
    ['La nuit, dans la petite chambre du haut,', '{name} rêve de vélos, de luges et de veaux.'],
  ],
  [
    BEDROOM,
    'framed-picture',
    ['Old stories are treasures, so ask and see:', 'long ago, {gp} was little, just like me!'],
    ['Les souvenirs, c’est un trésor, tu sais :', 'demande à {gp} comment c’était !'],
  ],
];
