import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * Thanksgiving (goal-festival.ts), in order: the trip to Grandma's (or Grandma come early when the
 * feast is at home), the pumpkin pie in the kitchen, the table set, the family arriving at the door,
 * the turkey out of the oven; what each is thankful for at the turn, the feast at the end. Grandma
 * cooks in both, so only the first two pages differ. Each template is told once.
 */
const b = step;

/** The feast at Grandma's: the family drives there. */
export const THANKSGIVING_AWAY_OPENINGS: L[] = [
  {
    en: 'This is {name}. It was Thanksgiving, and the whole family was going to Grandma’s house for the big feast!',
    fr: 'Voici {name}. C’était Thanksgiving, et toute la famille allait chez mamie pour le grand repas de fête !',
  },
];

export const THANKSGIVING_AWAY_PROBLEMS: PlacedL[] = [
  b(
    '{name} pressed a nose to the car window. Red and gold leaves were falling all along the road. “Are we nearly at Grandma’s?” “Nearly!” laughed Dad. “She needs your help in the kitchen.”',
    '{name} colla son nez à la vitre de la voiture. Des feuilles rouges et dorées tombaient tout le long de la route. « On arrive bientôt chez mamie ? » « Presque ! » dit papa en riant. « Elle a besoin de toi en cuisine. »',
  ),
];

/** The feast at home: Grandma comes early to cook. */
export const THANKSGIVING_HOME_OPENINGS: L[] = [
  {
    en: 'This is {name}. It was Thanksgiving, and the whole family was coming to {name}’s house for the big feast!',
    fr: 'Voici {name}. C’était Thanksgiving, et toute la famille venait chez {name} pour le grand repas de fête !',
  },
];

export const THANKSGIVING_HOME_PROBLEMS: PlacedL[] = [
  b(
    'Grandma had come early, with her apron in her bag. “The family comes at four,” she said. “We have a pie to bake and a table to set. Will you help me?” {name} nodded. “Yes!”',
    'Mamie était arrivée en avance, son tablier dans son sac. « La famille arrive à quatre heures », dit-elle. « Il y a une tarte à faire et une table à mettre. Tu m’aides ? » {name} hocha la tête. « Oui ! »',
  ),
];

/** The pumpkin pie baked in the kitchen (the search slot). */
export const THANKSGIVING_PIE: PlacedL[] = [
  b(
    '{atPlace}, Grandma tied an apron on {name}. “First things first: the pumpkin pie!”',
    '{atPlace}, mamie noua un tablier autour de {name}. « On commence par le plus important : la tarte à la citrouille ! »',
  ),
  b(
    '{atPlace}, {name} stirred the pumpkin with sugar, eggs and cinnamon until the filling was smooth and orange.',
    '{atPlace}, {name} mélangea la citrouille avec du sucre, des œufs et de la cannelle, jusqu’à obtenir une crème toute lisse et toute orange.',
  ),
  b(
    '{atPlace}, {name} licked the spoon. “Just checking it is good,” said {name}, and Grandma winked.',
    '{atPlace}, {name} lécha la cuillère. « C’est pour vérifier que c’est bon », dit {name}, et mamie fit un clin d’œil.',
  ),
  b(
    '{atPlace}, {name} pressed little pastry leaves all around the crust. Into the oven went the pie, and soon the whole house smelled of cinnamon.',
    '{atPlace}, {name} posa de petites feuilles de pâte tout autour de la tarte. Hop, au four ! Bientôt, toute la maison sentit bon la cannelle.',
  ),
  b(
    '{atPlace}, {name} peeked through the oven door. The pie was puffing up, golden at the edges.',
    '{atPlace}, {name} jeta un œil par la porte du four. La tarte gonflait, toute dorée sur les bords.',
  ),
];

/** The table set for everyone (the pause slot). */
export const THANKSGIVING_TABLE: PlacedL[] = [
  b(
    '{atPlace}, {name} spread the orange tablecloth over the big table and smoothed out every fold.',
    '{atPlace}, {name} étala la nappe orange sur la grande table et en lissa chaque pli.',
  ),
  b(
    '{atPlace}, {name} counted the plates: twelve plates for twelve people! A fork on the left, a knife and a spoon on the right.',
    '{atPlace}, {name} compta les assiettes : douze assiettes pour douze personnes ! La fourchette à gauche, le couteau et la cuillère à droite.',
  ),
  b(
    '{atPlace}, {name} folded twelve napkins into little fans, one for every plate.',
    '{atPlace}, {name} plia douze serviettes en petits éventails, une pour chaque assiette.',
  ),
  b(
    '{atPlace}, {name} wrote a name card for everyone and put a red leaf from the garden beside each plate.',
    '{atPlace}, {name} écrivit un petit carton au nom de chacun et posa une feuille rouge du jardin à côté de chaque assiette.',
  ),
  b(
    '{atPlace}, {name} set two candles and a little basket of apples in the middle of the table. “Perfect!” said Dad.',
    '{atPlace}, {name} posa deux bougies et un petit panier de pommes au milieu de la table. « Parfait ! » dit papa.',
  ),
];

/** The family arriving at the door (the obstacle slot). */
export const THANKSGIVING_ARRIVING: PlacedL[] = [
  b(
    '{atPlace}, the doorbell rang, and rang again! Aunts, uncles and cousins came in with cold cheeks and big hugs.',
    '{atPlace}, la sonnette retentit, encore et encore ! Les tantes, les oncles et les cousins entrèrent, les joues froides et les bras grands ouverts.',
  ),
  b(
    '{atPlace}, an uncle carried in a basket of corn, and an aunt a big dish of mashed potatoes, still warm.',
    '{atPlace}, un oncle apporta un panier de maïs, et une tante un grand plat de purée encore chaude.',
  ),
  b(
    '{atPlace}, {name} took everyone’s coats and piled them up: a mountain of scarves and woolly hats!',
    '{atPlace}, {name} prit les manteaux de tout le monde et les empila : une montagne d’écharpes et de bonnets !',
  ),
  b(
    '{atPlace}, the littlest cousin hid behind her mum, until {name} took her hand and showed her the pie.',
    '{atPlace}, la plus petite des cousines se cachait derrière sa maman, jusqu’à ce que {name} lui prenne la main pour lui montrer la tarte.',
  ),
];

/** The turkey out of the oven, the dishes carried to the table (the clue slot). */
export const THANKSGIVING_TURKEY: PlacedL[] = [
  b(
    '{atPlace}, Grandma opened the oven. The turkey was golden and crackling, and everyone said “Mmm!”',
    '{atPlace}, mamie ouvrit le four. La dinde était toute dorée et croustillante, et tout le monde fit « Miam ! »',
  ),
  b(
    '{atPlace}, {name} mashed the potatoes with a big fork, squish, squash, while Dad stirred the gravy.',
    '{atPlace}, {name} écrasa les pommes de terre avec une grosse fourchette, scrouitch, scrouitch, pendant que papa remuait la sauce.',
  ),
  b(
    '{atPlace}, {name} spooned the cranberry sauce into a little bowl. It wobbled and shone like red glass.',
    '{atPlace}, {name} versa la sauce aux canneberges dans un petit bol. Elle tremblotait et brillait comme du verre rouge.',
  ),
  b(
    '{atPlace}, {name} carried the bowls of corn and cranberry sauce to the table, one careful step at a time.',
    '{atPlace}, {name} porta les bols de maïs et de sauce aux canneberges jusqu’à la table, un petit pas après l’autre.',
  ),
];

export const THANKSGIVING_TURNS: PlacedL[] = [
  b(
    '{atPlace}, before anyone took a bite, Grandma said, “Let’s each say what we are thankful for.” When it was {name}’s turn, {name} said, “I’m thankful for all of you, right here together.”',
    '{atPlace}, avant la première bouchée, mamie dit : « Et si chacun disait merci pour quelque chose de cette année ? » Quand ce fut son tour, {name} dit : « Moi, je dis merci pour vous tous, ici, ensemble. »',
  ),
];

export const THANKSGIVING_ENDINGS: PlacedL[] = [
  b(
    'Then came the feast: turkey, corn, potatoes and, at last, the pumpkin pie {name} had made. Full and happy, {name} knew that {lesson}. The end.',
    'Puis vint le festin : la dinde, le maïs, la purée et, pour finir, la tarte à la citrouille de {name}. Le ventre plein et le cœur content, {name} sut que {lesson}. Fin.',
  ),
];

export const THANKSGIVING_LESSON: L = {
  en: 'the best thing at a feast is the people around the table',
  fr: 'le meilleur d’un repas de fête, ce sont ceux qui sont autour de la table',
};
