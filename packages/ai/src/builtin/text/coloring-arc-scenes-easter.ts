import { type ColoringScene, scene as s } from './coloring-arc-scene';

const FLOWERS = /flower beds/;
const APPLE = /apple tree/;
const PATCH = /vegetable patch/;
const SHED = /tool shed/;
const POND = /pond/;
/** The little sister or brother ({lil}), drawn at the hero's side (goal-easter.ts's 'little' beat). */
const LIL = { companionOf: 'little' } as const;

/**
 * The Easter egg hunt (goal-easter.ts) as a coloring book, in the story's order: « La chasse aux
 * œufs de Pâques » printed stock captions (« trouve la baguette magique »). Now the basket, the eggs
 * found one by one at their own spots (each drawn beside what hides it), the little one's empty
 * basket, hunting hand in hand, the golden egg at the turn and the chocolate shared with Grandma.
 * No French word agrees with the hero.
 */
export const EGG_HUNT_SCENES: ColoringScene[] = [
  s(
    'takes a little basket for the egg hunt',
    'prend un petit panier pour la chasse aux œufs',
    ['basket'],
    FLOWERS,
  ),
  s(
    'hears Grandma call “Ready, steady, go!”',
    'entend Mamie crier « À vos marques, prêts, partez ! »',
    ['old-woman'],
    FLOWERS,
  ),
  s(
    'finds a red egg under a flowerpot',
    'trouve un œuf rouge sous un pot de fleurs',
    ['egg', 'potted-plant'],
    FLOWERS,
  ),
  s('finds a blue egg between the tulips', 'trouve un œuf bleu entre les tulipes', ['egg', 'tulip'], FLOWERS),
  s(
    'finds a yellow egg in an old boot',
    'trouve un œuf jaune dans une vieille botte',
    ['egg', 'womans-boot'],
    SHED,
  ),
  s(
    'finds a green egg in a bird’s nest',
    'trouve un œuf vert dans un nid d’oiseau',
    ['egg', 'empty-nest'],
    APPLE,
  ),
  s(
    'sees that {lil}’s basket is still empty',
    'voit que le panier de {lil} est encore vide',
    ['basket'],
    PATCH,
    LIL,
  ),
  s(
    'helps {lil} find an orange egg by the carrots',
    'aide {lil} à trouver un œuf orange près des carottes',
    ['egg', 'carrot'],
    PATCH,
    LIL,
  ),
  s(
    'lifts {lil} up high to spot a silver egg',
    'soulève {lil} bien haut pour repérer un œuf argenté',
    ['egg'],
    POND,
    LIL,
  ),
  s(
    'spots a fluffy chick in the grass with {lil}',
    'aperçoit un petit poussin dans l’herbe avec {lil}',
    ['hatching-chick'],
    APPLE,
    LIL,
  ),
  s('claps as {lil} finds the golden egg', 'applaudit quand {lil} trouve l’œuf doré', ['egg'], APPLE, {
    ...LIL,
    turn: true,
  }),
  s(
    'shares the chocolate with {lil} and Grandma',
    'partage le chocolat avec {lil} et Mamie',
    ['chocolate-bar', 'old-woman'],
    FLOWERS,
    LIL,
  ),
];

/**
 * The Easter bunny's lost eggs (goal-easter.ts): painted, blown away, found one by one (each at its own
 * spot, beside what hid it), hidden again with the chick, the hen and the frog keeping the secret,
 * the children's hunt at the turn and a big chocolate egg shared.
 */
export const BUNNY_EGG_SCENES: ColoringScene[] = [
  s(
    'paints eggs red, blue and yellow',
    'peint des œufs en rouge, en bleu et en jaune',
    ['egg', 'artist-palette'],
    FLOWERS,
  ),
  s(
    'finds the egg basket blown over by the wind',
    'trouve le panier d’œufs renversé par le vent',
    ['basket', 'wind-face'],
    FLOWERS,
  ),
  s(
    'finds the red egg in a bird’s nest',
    'trouve l’œuf rouge dans un nid d’oiseau',
    ['egg', 'empty-nest'],
    APPLE,
  ),
  s(
    'finds a blue egg between two tulips',
    'trouve un œuf bleu entre deux tulipes',
    ['egg', 'tulip'],
    FLOWERS,
  ),
  s(
    'fishes a green egg out of a muddy boot',
    'repêche un œuf vert dans une botte boueuse',
    ['egg', 'womans-boot'],
    SHED,
  ),
  s('finds a purple egg in a bucket', 'trouve un œuf violet dans un seau', ['egg', 'bucket'], SHED),
  s(
    'finds an orange egg among the carrots',
    'trouve un œuf orange parmi les carottes',
    ['egg', 'carrot'],
    PATCH,
  ),
  s(
    'finds the pink egg under the old hen',
    'trouve l’œuf rose sous la vieille poule',
    ['egg', 'chicken'],
    SHED,
  ),
  s(
    'catches the golden egg next to a croaking frog',
    'attrape l’œuf doré à côté d’une grenouille qui coasse',
    ['egg', 'frog'],
    POND,
  ),
  s(
    'hides the red egg in a flowerpot for the children',
    'cache l’œuf rouge dans un pot de fleurs pour les enfants',
    ['egg', 'potted-plant'],
    FLOWERS,
  ),
  s(
    'whispers the secret to the chick, the hen and the frog',
    'confie le secret au poussin, à la poule et à la grenouille',
    ['hatching-chick', 'chicken', 'frog'],
    POND,
  ),
  s(
    'peeks from a bush as the children find the eggs',
    'regarde depuis un buisson les enfants trouver les œufs',
    ['girl', 'egg'],
    FLOWERS,
    { turn: true },
  ),
  s(
    'shares a big chocolate egg with everyone',
    'partage un gros œuf en chocolat avec tout le monde',
    ['egg', 'chocolate-bar'],
    FLOWERS,
  ),
];
