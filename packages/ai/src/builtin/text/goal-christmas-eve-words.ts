import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * Santa's own Christmas Eve (goal-christmas.ts): the list, the presents and the reindeer made ready
 * at the North Pole by day; the flight through the night (snow, fog, wind, the moon); down the
 * chimneys, presents under the trees, the cookies left out; the sack empty at the last house (the
 * turn) and home for Christmas morning. 'Santa delivers presents around the world' was "a big plan
 * for the day: to deliver presents the world" at the frozen lake and grandma's kitchen.
 * The night's pages say "night", "moon" or "stars", so they are drawn at night (page-sky.ts).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const EVE_PLACES = {
  workshop: inFamily('indoor', [
    place('in/Santa’s workshop|like a playroom', 'dans/l’atelier du père Noël'),
  ])[0],
  stables: inFamily('snow', [place('by/the reindeer stables|in the snow', 'près de/l’écurie des rennes')])[0],
  kitchen: inFamily('indoor', [place('in/Mrs Claus’s kitchen', 'dans/la cuisine de la mère Noël')])[0],
  sky: inFamily('snow', [place('over/the snowy rooftops|in the snow', 'au-dessus de/les toits enneigés')])[0],
  roof: inFamily('snow', [
    place('on/a snowy roof by a chimney|in the snow', 'sur/un toit enneigé, près d’une cheminée'),
  ])[0],
  tree: inFamily('indoor', [
    place('by/the Christmas tree|in a cosy living room', 'près de/le sapin de Noël'),
  ])[0],
};

export const EVE_OPENINGS: L[] = [
  {
    en: 'Far away at the North Pole, in a snowy house with a red door, lived a jolly old man called {name}, with his reindeer, his elves and Mrs Claus.',
    fr: 'Tout là-haut, au pôle Nord, dans une maison enneigée à la porte rouge, vivait {name}, un vieil homme jovial, avec ses rennes, ses lutins et la mère Noël.',
  },
];

export const EVE_PROBLEMS: PlacedL[] = [
  b(
    'It was Christmas Eve! Before Christmas morning, {name} had to bring a present to every child in the world. There was not a minute to lose.',
    'C’était la veille de Noël ! Avant le matin de Noël, {name} devait apporter un cadeau à chaque enfant du monde. Il n’y avait pas une minute à perdre.',
  ),
];

/** Made ready at the North Pole, by day (the search slot). */
export const EVE_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} read his long list twice: every child’s name, from A to Z. “Nobody must be forgotten,” he said.',
    '{atPlace}, {name} relut deux fois sa longue liste : le prénom de chaque enfant, de A à Z. « Personne ne doit être oublié », dit-il.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, the elves wrapped the last presents in shiny paper and tied each one with a red ribbon.',
    '{atPlace}, les lutins emballèrent les derniers cadeaux dans du papier brillant et nouèrent sur chacun un ruban rouge.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, {name} brushed the reindeer until their coats shone, and gave each one a crunchy carrot for the long trip.',
    '{atPlace}, {name} brossa les rennes jusqu’à ce que leur poil brille, et donna à chacun une carotte croquante pour le long voyage.',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, Mrs Claus packed warm biscuits and a flask of hot cocoa. “For the cold sky,” she smiled.',
    '{atPlace}, la mère Noël prépara des biscuits tout chauds et une gourde de chocolat chaud. « Pour le froid du ciel », dit-elle en souriant.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, the elves heaved the big sack of presents onto the sleigh. “One, two, three… heave!”',
    '{atPlace}, les lutins hissèrent le gros sac de cadeaux sur le traîneau. « Un, deux, trois… hop ! »',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, {name} pulled on his warm boots and his red coat, and Mrs Claus set his hat just right.',
    '{atPlace}, {name} enfila ses bottes fourrées et son manteau rouge, et la mère Noël ajusta son bonnet.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, the elves counted the presents one last time: a teddy bear, a toy train, a ball, a paint box…',
    '{atPlace}, les lutins comptèrent les cadeaux une dernière fois : un ours en peluche, un petit train, un ballon, une boîte de peinture…',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, {name} polished the sleigh bells until they jingled like laughter.',
    '{atPlace}, {name} fit briller les grelots du traîneau jusqu’à ce qu’ils tintent comme des rires.',
    { onlyPlace: /stables/ },
  ),
];

/** The flight through the night (the obstacle slot). */
export const EVE_FLIGHT: PlacedL[] = [
  b(
    '{atPlace}, the sleigh flew through the night, past the moon and the twinkling stars. “Ho, ho, ho!” called {name}.',
    '{atPlace}, le traîneau filait dans la nuit, devant la lune et les étoiles qui scintillaient. « Oh, oh, oh ! » lança {name}.',
    { onlyPlace: /rooftops/ },
  ),
  b(
    '{atPlace}, snowflakes swirled all around in the night, so thick that {name} could hardly see the houses below.',
    '{atPlace}, les flocons tourbillonnaient dans la nuit, si serrés que {name} voyait à peine les maisons en bas.',
    { onlyPlace: /rooftops/ },
  ),
  b(
    '{atPlace}, a thick fog hid the way in the night. The reindeer with the shiny red nose went first and lit the road in the sky.',
    '{atPlace}, un épais brouillard cachait le chemin dans la nuit. Le renne au nez rouge passa devant et éclaira la route du ciel.',
    { onlyPlace: /rooftops/ },
  ),
  b(
    '{atPlace}, the night wind pushed the sleigh this way and that. {name} held the reins tight. “Steady, friends!”',
    '{atPlace}, le vent de la nuit poussait le traîneau de tous côtés. {name} tint les rênes bien serrées. « Doucement, les amis ! »',
    { onlyPlace: /rooftops/ },
  ),
  b(
    '{atPlace}, {name} read his map by the light of the moon. “Next stop: the little blue house by the river!”',
    '{atPlace}, {name} lut sa carte à la lumière de la lune. « Prochain arrêt : la petite maison bleue près de la rivière ! »',
    { onlyPlace: /rooftops|roof/ },
  ),
  b(
    '{atPlace}, a little owl flew beside the sleigh in the night and hooted a very surprised hello.',
    '{atPlace}, une petite chouette vola à côté du traîneau dans la nuit et lança un hou-hou tout étonné.',
    { onlyPlace: /rooftops/ },
  ),
];

/** Down the chimneys, presents under the trees (the pause slot). */
export const EVE_DELIVERY: PlacedL[] = [
  b(
    '{atPlace}, {name} squeezed down the chimney in the night, whoosh! A little soot on his nose, but not a sound.',
    '{atPlace}, {name} se glissa dans la cheminée en pleine nuit, fiou ! Un peu de suie sur le nez, mais pas un bruit.',
    { onlyPlace: /roof\b/ },
  ),
  b(
    '{atPlace}, {name} tiptoed in the dark of night and set the presents under the tree: one, two, three.',
    '{atPlace}, {name} avança sur la pointe des pieds dans le noir de la nuit et posa les cadeaux au pied du sapin : un, deux, trois.',
    { onlyPlace: /Christmas tree/ },
  ),
  b(
    '{atPlace}, a plate of cookies and a glass of milk were waiting in the quiet night, with a note: “Thank you, Santa!” Munch, munch.',
    '{atPlace}, une assiette de biscuits et un verre de lait attendaient dans la nuit calme, avec un mot : « Merci, père Noël ! » Miam, miam.',
    { onlyPlace: /Christmas tree/ },
  ),
  b(
    '{atPlace}, the reindeer waited under the stars and nibbled the carrots the children had left out for them.',
    '{atPlace}, les rennes attendaient sous les étoiles et grignotaient les carottes que les enfants leur avaient laissées.',
    { onlyPlace: /roof\b/ },
  ),
  b(
    '{atPlace}, {name} filled the stockings in the night: an orange, a sweet and a tiny toy in each.',
    '{atPlace}, {name} remplit les chaussettes dans la nuit : une orange, un bonbon et un petit jouet dans chacune.',
    { onlyPlace: /Christmas tree/ },
  ),
  b(
    '{atPlace}, a dog opened one eye in the night. “Shh,” whispered {name}, and gave it a biscuit. The dog wagged its tail and went back to sleep.',
    '{atPlace}, un chien ouvrit un œil dans la nuit. « Chut », souffla {name}, et il lui donna un biscuit. Le chien remua la queue et se rendormit.',
    { onlyPlace: /Christmas tree/ },
  ),
  b(
    '{atPlace}, this chimney was far too narrow! {name} breathed in, wriggled in the moonlight, and popped down it like a cork.',
    '{atPlace}, cette cheminée-là était bien trop étroite ! {name} rentra son ventre, se tortilla au clair de lune, et plop, il passa.',
    { onlyPlace: /roof\b/ },
  ),
];

/** The sack grows lighter, house after house (the clue slot). */
export const EVE_LIGHTER: PlacedL[] = [
  b(
    '{atPlace}, house after house, the big sack grew lighter and lighter in the night.',
    '{atPlace}, maison après maison, le gros sac devenait de plus en plus léger dans la nuit.',
    { onlyPlace: /rooftops/ },
  ),
  b(
    '{atPlace}, the moon was sinking low. “Hurry, friends,” said {name}. “Morning will soon be here!”',
    '{atPlace}, la lune descendait déjà. « Vite, les amis, dit {name}. Le matin arrive bientôt ! »',
    { onlyPlace: /rooftops|roof\b/ },
  ),
  b(
    '{atPlace}, over towns and villages, over forests and seas, the sleigh flew on through the starry night.',
    '{atPlace}, au-dessus des villes et des villages, des forêts et des mers, le traîneau filait dans la nuit étoilée.',
    { onlyPlace: /rooftops/ },
  ),
  b(
    '{atPlace}, a little boy had left a drawing of the reindeer. {name} tucked it in his pocket to show them that night.',
    '{atPlace}, un petit garçon avait laissé un dessin des rennes. {name} le glissa dans sa poche pour le leur montrer cette nuit-là.',
    { onlyPlace: /Christmas tree/ },
  ),
  b(
    '{atPlace}, {name} counted the presents left in the sack by the light of the moon: only a handful now!',
    '{atPlace}, {name} compta les cadeaux qui restaient dans le sac à la lumière de la lune : plus qu’une poignée !',
    { onlyPlace: /roof\b/ },
  ),
  b(
    '{atPlace}, far below, one window still glowed in the night. “Someone is trying to stay awake,” chuckled {name}. “We will wait a little.”',
    '{atPlace}, tout en bas, une fenêtre brillait encore dans la nuit. « Quelqu’un essaie de rester éveillé », gloussa {name}. « Attendons un peu. »',
    { onlyPlace: /rooftops/ },
  ),
];

export const EVE_TURNS: PlacedL[] = [
  b(
    '{atPlace}, in the very last house, {name} set down the very last present in the quiet night. The sack was empty: every child in the world had a present!',
    '{atPlace}, dans la toute dernière maison, {name} déposa le tout dernier cadeau dans la nuit calme. Le sac était vide : chaque enfant du monde avait son cadeau !',
  ),
];

export const EVE_ENDINGS: PlacedL[] = [
  b(
    'Back at the North Pole, Mrs Claus had hot cocoa waiting, and far away the children woke up and ran to their trees. “Merry Christmas!” said {name}, and he had learned that {lesson}. The end.',
    'De retour au pôle Nord, la mère Noël avait préparé du chocolat chaud, et très loin, les enfants se réveillaient et couraient vers leur sapin. « Joyeux Noël ! » dit {name}, qui avait appris que {lesson}. Fin.',
  ),
];

export const EVE_LESSON: L = {
  en: 'the best gift of all is the joy of giving',
  fr: 'le plus beau des cadeaux, c’est la joie de donner',
};
