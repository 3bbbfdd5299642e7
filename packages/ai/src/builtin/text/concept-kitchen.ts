/**
 * "Shapes in the kitchen", « Les formes dans la cuisine » (issue 14: it showed the sun, a window and a
 * door): the kitchen's own things, named there and drawn — a plate, a waffle, a slice of pizza, a
 * chocolate bar, an egg, a croissant. A kitchen is no story setting, so the idea's word is read here.
 * A shape the kitchen has no icon for (a star, a heart: the cookie icon is round) keeps its everyday line.
 */
type Line = [icon: string, en: string, fr: string];

export const KITCHEN_IDEA = /(?<!\p{L})(kitchens?|cuisines?)(?!\p{L})/iu;
export const KITCHEN_AT = { en: 'in the kitchen', fr: 'dans la cuisine' };

export const KITCHEN_SHAPES: Readonly<Record<string, Line>> = {
  circle: [
    'fork-and-knife-with-plate',
    'This is a circle. It is round like a plate on the kitchen table.',
    'Voici un cercle. Il est rond comme une assiette sur la table de la cuisine.',
  ],
  square: [
    'waffle',
    'This is a square. It has four equal sides, like a waffle hot from the kitchen.',
    'Voici un carré. Il a quatre côtés égaux, comme une gaufre toute chaude de la cuisine.',
  ],
  triangle: [
    'pizza',
    'This is a triangle. Three sides, like a slice of pizza baked in the kitchen oven.',
    'Voici un triangle. Trois côtés, comme une part de pizza cuite dans le four de la cuisine.',
  ],
  rectangle: [
    'chocolate-bar',
    'This is a rectangle. Two long sides and two short ones, like a chocolate bar from the kitchen cupboard.',
    'Voici un rectangle. Deux grands côtés et deux petits, comme une tablette de chocolat du placard de la cuisine.',
  ],
  oval: [
    'egg',
    'This is an oval. It looks like an egg in the kitchen, ready for breakfast.',
    'Voici un ovale. Il ressemble à un œuf dans la cuisine, prêt pour le petit-déjeuner.',
  ],
  crescent: [
    'croissant',
    'This is a crescent, like a croissant warm from the kitchen.',
    'Voici un croissant, comme celui du petit-déjeuner, tout chaud dans la cuisine.',
  ],
};
