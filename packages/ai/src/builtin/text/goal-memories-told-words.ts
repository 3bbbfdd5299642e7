import type { PlacedL } from './story-place-fit';

/**
 * The grandparent's memories (goal-memories.ts), one a page, each at its own place (`onlyPlace`)
 * with its own thing to draw: the bicycle on the country lane, the ink pen at the village school,
 * the cow in the cowshed… Two a place: a long book goes back to a place for another memory there.
 * {gp}: "Grandpa", « Papi »; {gpBoy}: "boy"/"girl"; {gpHis}: "his"/"her"; {gpPetit}: « petit »/« petite »;
 * {gpE}: the French past participle's « e » for a grandmother (« je suis tombée »).
 */
const m = (onlyPlace: RegExp, en: string, fr: string): PlacedL => ({ en, fr, onlyPlace });

const LANE = /country lane/;
const SCHOOL = /village school/;
const COWSHED = /cowshed/;
const RIVER = /river/;
const OAK = /oak/;
const FARM_KITCHEN = /farmhouse/;
const SWEETS = /sweet shop/;
const SNOW = /snowy hill/;

export const MEMORIES: PlacedL[] = [
  m(
    LANE,
    '“Did you have a bike?” asked {name}. “An old red bicycle,” said {gp}. “I rode it down the country lane so fast that my cap flew off!”',
    '« Tu avais un vélo ? » demanda {name}. « Un vieux vélo rouge, dit {gp}. Je dévalais le chemin de campagne si vite que ma casquette s’envolait ! »',
  ),
  m(
    SCHOOL,
    '“At the village school, we wrote with an ink pen,” said {gp}. “I made so many blots that my fingers were blue all day!”',
    '« À l’école du village, on écrivait à la plume et à l’encre, dit {gp}. Je faisais tant de taches que j’avais les doigts bleus toute la journée ! »',
  ),
  m(
    COWSHED,
    '“On my uncle’s farm, I learned to milk the cow,” said {gp}. “The first time, she swished her tail right in my face!”',
    '« À la ferme de mon oncle, j’ai appris à traire la vache, dit {gp}. La première fois, elle m’a donné un coup de queue en pleine figure ! »',
  ),
  m(
    RIVER,
    '“Did you go fishing?” asked {name}. “Every Saturday, with a fishing rod made from a hazel stick,” said {gp}. “I caught a fish as long as my hand!”',
    '« Tu allais à la pêche ? » demanda {name}. « Tous les samedis, avec une canne à pêche taillée dans une branche de noisetier, dit {gp}. J’ai attrapé un poisson long comme ma main ! »',
  ),
  m(
    SWEETS,
    '“With one penny, I could buy a big red lollipop at the sweet shop,” said {gp}. “It lasted the whole way home.”',
    '« Avec une seule pièce, je pouvais acheter une grosse sucette rouge à la confiserie, dit {gp}. Elle durait tout le chemin du retour. »',
  ),
  m(
    OAK,
    '“There was a big oak tree at the edge of the meadow,” said {gp}. “I climbed right to the top, where I could see the whole village.”',
    '« Au bout du pré, il y avait un grand chêne, dit {gp}. Je grimpais tout en haut, d’où l’on voyait tout le village. »',
  ),
  m(
    FARM_KITCHEN,
    '“We had no television then,” said {gp}. “After supper, the whole family sat round the old radio to listen to stories.”',
    '« À l’époque, il n’y avait pas de télévision, dit {gp}. Après le dîner, toute la famille s’asseyait autour du vieux poste de radio pour écouter des histoires. »',
  ),
  m(
    SNOW,
    '“One winter, the snow was so deep that there was no school,” said {gp}. “We slid down the hill on a wooden sledge until we were frozen.”',
    '« Un hiver, il y avait tant de neige qu’il n’y avait pas école, dit {gp}. On dévalait la colline sur une luge en bois jusqu’à être gelés. »',
  ),
  // The second memory at each place, for a longer book.
  m(
    LANE,
    '“One day my bike got a flat tyre,” said {gp}, “and I pushed it all the way home, singing so as not to cry.”',
    '« Un jour, mon vélo a crevé, dit {gp}, et je l’ai poussé jusqu’à la maison en chantant pour ne pas pleurer. »',
  ),
  m(
    SCHOOL,
    '“Did you have a teacher?” asked {name}. “Oh yes, and every morning she rang a big brass bell,” said {gp}. “Ding, ding! Everybody ran inside.”',
    '« Tu avais une maîtresse ? » demanda {name}. « Oh oui, et chaque matin, elle sonnait une grosse cloche en cuivre, dit {gp}. Ding, ding ! Tout le monde courait en classe. »',
  ),
  m(
    COWSHED,
    '“In the cowshed, I carried the milk in a bucket nearly as big as me,” said {gp}, “and the farm dog followed me everywhere.”',
    '« Dans l’étable, je portais le lait dans un seau presque aussi grand que moi, dit {gp}, et le chien de la ferme me suivait partout. »',
  ),
  m(
    RIVER,
    '“On hot days, we swam in the river,” said {gp}. “The water was so cold that we shouted when we jumped in!”',
    '« Quand il faisait chaud, on se baignait dans la rivière, dit {gp}. L’eau était si froide qu’on criait en sautant dedans ! »',
  ),
  m(
    SWEETS,
    '“Were you ever naughty?” asked {name}. {gp} laughed. “Once I spent my bus money on sweets, and I had to walk home!”',
    '« Tu faisais des bêtises ? » demanda {name}. {gp} éclata de rire. « Une fois, j’ai dépensé l’argent du bus en bonbons, et j’ai dû rentrer à pied ! »',
  ),
  m(
    OAK,
    '“My friends and I hung a rope swing from the old oak’s biggest branch,” said {gp}. “We flew so high we touched the leaves with our toes.”',
    '« Avec mes copains, on avait accroché une balançoire à la plus grosse branche du vieux chêne, dit {gp}. On montait si haut qu’on touchait les feuilles du bout des pieds. »',
  ),
  m(
    FARM_KITCHEN,
    '“My own grandma baked bread in a big stove,” said {gp}, “and I was allowed to eat the warm crust.”',
    '« Ma grand-mère à moi faisait cuire le pain dans un grand fourneau, dit {gp}, et j’avais le droit d’en manger la croûte toute chaude. »',
  ),
  m(
    SNOW,
    '“We built a snowman as tall as the door,” said {gp}, “and gave him my dad’s old hat.”',
    '« On avait fait un bonhomme de neige aussi grand que la porte, dit {gp}, avec le vieux chapeau de mon papa sur la tête. »',
  ),
];
