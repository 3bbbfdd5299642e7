import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * A day of snow (idea/read-goal-snow-day.ts), in the day's order: out into the snow (boots,
 * footprints, a snow angel, a snowflake on the tongue), the snowman built ball by ball, the sledging
 * hill and the snowballs, cold fingers, a robin fed and hot cocoa, the biggest snowman built together
 * at the turn, the snowman under the moon at the end. French avoids words that agree with the hero.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const SNOW_PLACES = {
  garden: inFamily('snow', [place('in/the snowy garden|in the snow', 'dans/le jardin enneigé')])[0],
  hill: inFamily('snow', [place('on/the sledging hill|in the snow', 'sur/la colline des luges')])[0],
  park: inFamily('snow', [place('in/the snowy park|in the snow', 'dans/le parc enneigé')])[0],
  kitchen: inFamily('indoor', [place('in/the warm kitchen', 'dans/la cuisine bien chaude')])[0],
  bedroom: inFamily('indoor', [place('in/the bedroom|by the frosty window', 'dans/la chambre')])[0],
};

export const SNOW_OPENINGS: L[] = [
  {
    en: '{name} lived in a little house with a big garden, and every winter {name} wished for snow.',
    fr: '{name} vivait dans une petite maison avec un grand jardin, et chaque hiver, {name} rêvait de neige.',
  },
];

export const SNOW_PROBLEMS: PlacedL[] = [
  b(
    '{name} opened the door and gasped. Everything was white! Snowflakes were still falling, soft and slow.',
    '{name} ouvrit la porte et resta bouche bée. Tout était blanc ! Les flocons tombaient encore, doux et lents.',
  ),
];

/** Out into the snow (the search slot). */
export const SNOW_OUT: PlacedL[] = [
  b(
    '{atPlace}, {name} pulled on boots, a coat, a woolly hat and mittens, and stepped into the deep, soft snow. Crunch, crunch!',
    '{atPlace}, {name} enfila des bottes, un manteau, un bonnet et des moufles, et s’avança dans la neige épaisse. Crac, crac !',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} walked in a long wiggly line, then turned to look at the footprints.',
    '{atPlace}, {name} marcha en faisant une longue ligne toute tordue, puis se retourna pour regarder les traces de pas.',
    { onlyPlace: /park/ },
  ),
  b(
    '{atPlace}, {name} lay down in the snow and swished both arms and legs: a snow angel!',
    '{atPlace}, {name} s’allongea dans la neige et agita les bras et les jambes : un ange de neige !',
    { onlyPlace: /park/ },
  ),
  b(
    '{atPlace}, {name} caught a snowflake on the tip of the tongue. Cold and tickly!',
    '{atPlace}, {name} attrapa un flocon sur le bout de la langue. Froid et chatouilleux !',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} shook a snowy branch, and whump! A heap of snow fell right on top of {name}’s hat.',
    '{atPlace}, {name} secoua une branche enneigée, et floc ! Un tas de neige tomba pile sur le bonnet de {name}.',
    { onlyPlace: /garden/ },
  ),
];

/** The snowman, ball by ball (the clue slot). */
export const SNOW_SNOWMAN: PlacedL[] = [
  b(
    '{atPlace}, {name} rolled a little snowball, and rolled it and rolled it until it was as big as a wheelbarrow.',
    '{atPlace}, {name} roula une petite boule de neige, la roula encore et encore, jusqu’à ce qu’elle soit grosse comme une brouette.',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} rolled a second ball for the body and a little one for the head, and lifted them on top. Puff, puff!',
    '{atPlace}, {name} roula une deuxième boule pour le corps et une petite pour la tête, et les hissa dessus. Ouf, ouf !',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} gave the snowman two pebble eyes, a carrot nose and a stick for each arm.',
    '{atPlace}, {name} donna au bonhomme de neige deux yeux en cailloux, un nez en carotte et un bâton pour chaque bras.',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} wrapped a scarf around the snowman’s neck. “Now you won’t be cold!”',
    '{atPlace}, {name} enroula une écharpe autour du cou du bonhomme de neige. « Comme ça, tu n’auras pas froid ! »',
    { onlyPlace: /garden/ },
  ),
];

/** The sledging hill, the snowballs, the cold (the obstacle slot). */
export const SNOW_PLAY: PlacedL[] = [
  b(
    '{atPlace}, {name} pulled the sled to the very top, sat down and… whoosh! All the way to the bottom.',
    '{atPlace}, {name} tira la luge tout en haut, s’assit dessus et… fiou ! Jusqu’en bas d’une traite.',
    { onlyPlace: /sledging/ },
  ),
  b(
    '{atPlace}, the sled hit a bump, and {name} tumbled into a snowdrift, laughing, with snow up to the ears.',
    '{atPlace}, la luge heurta une bosse, et {name} culbuta dans un tas de neige en riant, de la neige jusqu’aux oreilles.',
    { onlyPlace: /sledging/ },
  ),
  b(
    '{atPlace}, the children from next door started a snowball fight. Splat! One landed right on {name}’s hat.',
    '{atPlace}, les enfants d’à côté lancèrent une bataille de boules de neige. Splatch ! Une boule atterrit pile sur le bonnet de {name}.',
    { onlyPlace: /park/ },
  ),
  b(
    '{atPlace}, {name}’s fingers were so cold they stung, and the mittens were soaking wet.',
    '{atPlace}, les doigts de {name} étaient si froids qu’ils piquaient, et les moufles étaient trempées.',
    { onlyPlace: /sledging/ },
  ),
  b(
    '{atPlace}, {name} built a little wall of snow and hid behind it, giggling, as the snowballs flew.',
    '{atPlace}, {name} construisit un petit mur de neige et se cacha derrière en pouffant, pendant que les boules de neige volaient.',
    { onlyPlace: /park/ },
  ),
];

/** A robin fed, cocoa in the warm kitchen (the pause slot). */
export const SNOW_WARM: PlacedL[] = [
  b(
    '{atPlace}, a little robin hopped about, looking for food. {name} scattered breadcrumbs, and the robin pecked them all up.',
    '{atPlace}, un petit rouge-gorge sautillait en cherchant à manger. {name} éparpilla des miettes de pain, et le rouge-gorge picora tout.',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, {name} and Mum hung a little feeder full of seeds for the birds, where it could be seen from the window.',
    '{atPlace}, {name} et Maman accrochèrent une petite mangeoire pleine de graines pour les oiseaux, bien en vue de la fenêtre.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, Mum made hot cocoa with marshmallows, and {name} warmed both hands on the cup.',
    '{atPlace}, Maman prépara un chocolat chaud avec des guimauves, et {name} se réchauffa les mains sur la tasse.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, the wet mittens dried by the radiator, steaming a little, while {name} wiggled warm toes.',
    '{atPlace}, les moufles mouillées séchaient près du radiateur en fumant un peu, pendant que {name} remuait ses orteils tout chauds.',
    { onlyPlace: /kitchen/ },
  ),
];

export const SNOW_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the neighbours came out to help, and together they rolled and lifted until they had built the biggest snowman the street had ever seen!',
    '{atPlace}, les voisins sortirent pour aider, et tous ensemble, ils roulèrent et soulevèrent jusqu’à bâtir le plus grand bonhomme de neige que la rue ait jamais vu !',
  ),
];

export const SNOW_ENDINGS: PlacedL[] = [
  b(
    'That night, the snowman stood guard in the garden under the moon, and warm in bed, {name} dreamed of more snow. {name} had learned that {lesson}. The end.',
    'Cette nuit-là, le bonhomme de neige veillait dans le jardin sous la lune, et bien au chaud dans son lit, {name} rêvait de neige. {name} avait appris que {lesson}. Fin.',
  ),
];

export const SNOW_LESSON: L = {
  en: 'the best days are the ones we share',
  fr: 'les plus beaux jours sont ceux qu’on partage',
};
