/**
 * A shapes or colours book at the idea's place (issue 14): "Shapes at the beach", « Les formes à la plage »
 * names and draws the things of that place — a round ball under the sun, a triangle sail, a
 * crescent of watermelon — instead of the kitchen-table pizza and window. By setting id
 * (idea/settings.ts), by shape: the icon drawn beside the shape and the line in both languages.
 * A shape a place has nothing for keeps the generic line (concept-pages.ts); colours likewise
 * (PLACE_COLOURS: blue like the sea at the beach, red like a mushroom in the forest).
 */
type Line = [icon: string, en: string, fr: string];

export const PLACE_SHAPES: Readonly<Record<string, Readonly<Record<string, Line>>>> = {
  beach: {
    circle: [
      'volleyball',
      'This is a circle. It is round like a ball on the beach, and like the sun above it.',
      'Voici un cercle. Il est rond comme un ballon sur la plage, et comme le soleil.',
    ],
    triangle: [
      'sailboat',
      'This is a triangle. Three sides, like the sail of a boat out at sea.',
      'Voici un triangle. Trois côtés, comme la voile d’un bateau sur la mer.',
    ],
    diamond: [
      'kite',
      'This is a diamond. A kite flying over the beach can be a diamond!',
      'Voici un losange. Un cerf-volant au-dessus de la plage peut être un losange !',
    ],
    crescent: [
      'watermelon',
      'This is a crescent, like a slice of watermelon eaten on the sand.',
      'Voici un croissant, comme une tranche de pastèque mangée sur le sable.',
    ],
    star: [
      'star',
      'This is a star. Five points, like a starfish on the sand.',
      'Voici une étoile. Cinq pointes, comme une étoile de mer sur le sable.',
    ],
    oval: [
      'spiral-shell',
      'This is an oval. Many shells on the beach are little ovals.',
      'Voici un ovale. Beaucoup de coquillages de la plage sont de petits ovales.',
    ],
  },
  sea: {
    circle: [
      'bubbles',
      'This is a circle. It is round like the bubbles under the sea.',
      'Voici un cercle. Il est rond comme les bulles sous la mer.',
    ],
    oval: [
      'fish',
      'This is an oval. A little fish under the sea is shaped like an oval.',
      'Voici un ovale. Un petit poisson sous la mer a la forme d’un ovale.',
    ],
    triangle: [
      'shark',
      'This is a triangle. Three sides, like a shark’s fin.',
      'Voici un triangle. Trois côtés, comme l’aileron d’un requin.',
    ],
  },
  farm: {
    circle: [
      'sunflower',
      'This is a circle. It is round like a sunflower on the farm.',
      'Voici un cercle. Il est rond comme un tournesol à la ferme.',
    ],
    oval: [
      'egg',
      'This is an oval. It looks like an egg from the henhouse.',
      'Voici un ovale. Il ressemble à un œuf du poulailler.',
    ],
    rectangle: [
      'tractor',
      'This is a rectangle. Two long sides and two short ones, like the tractor’s cab window.',
      'Voici un rectangle. Deux grands côtés et deux petits, comme la vitre du tracteur.',
    ],
  },
  forest: {
    triangle: [
      'evergreen-tree',
      'This is a triangle. Three sides, like a fir tree in the forest.',
      'Voici un triangle. Trois côtés, comme un sapin de la forêt.',
    ],
    circle: [
      'wood',
      'This is a circle. It is round like the end of a log in the forest.',
      'Voici un cercle. Il est rond comme le bout d’une bûche dans la forêt.',
    ],
    oval: [
      'fallen-leaf',
      'This is an oval. Many leaves in the forest are ovals with a point.',
      'Voici un ovale. Beaucoup de feuilles de la forêt sont des ovales avec une pointe.',
    ],
  },
  village: {
    triangle: [
      'house',
      'This is a triangle. Three sides, like the roof of a house in the village.',
      'Voici un triangle. Trois côtés, comme le toit d’une maison du village.',
    ],
    crescent: [
      'croissant',
      'This is a crescent, like a croissant from the village bakery.',
      'Voici un croissant, comme celui de la boulangerie du village.',
    ],
    circle: [
      'fountain',
      'This is a circle. The basin of the village fountain is round.',
      'Voici un cercle. Le bassin de la fontaine du village est rond.',
    ],
  },
  city: {
    circle: [
      'vertical-traffic-light',
      'This is a circle. The traffic lights in the city are round.',
      'Voici un cercle. Les feux de la ville sont ronds.',
    ],
    rectangle: [
      'bus',
      'This is a rectangle. Two long sides and two short ones, like a city bus.',
      'Voici un rectangle. Deux grands côtés et deux petits, comme un bus de la ville.',
    ],
  },
  space: {
    circle: [
      'full-moon',
      'This is a circle. It is round like the moon seen from space.',
      'Voici un cercle. Il est rond comme la lune vue de l’espace.',
    ],
    triangle: [
      'rocket',
      'This is a triangle. Three sides, like the tip of a rocket.',
      'Voici un triangle. Trois côtés, comme le nez d’une fusée.',
    ],
  },
  snow: {
    circle: [
      'snowman',
      'This is a circle. A snowman is made of round snowballs.',
      'Voici un cercle. Un bonhomme de neige est fait de boules toutes rondes.',
    ],
    triangle: [
      'evergreen-tree',
      'This is a triangle. Three sides, like a fir tree in the snow.',
      'Voici un triangle. Trois côtés, comme un sapin dans la neige.',
    ],
    hexagon: [
      'snowflake',
      'This is a hexagon. A snowflake has six sides.',
      'Voici un hexagone. Un flocon de neige a six côtés.',
    ],
  },
  park: {
    circle: [
      'soccer-ball',
      'This is a circle. It is round like a ball in the park.',
      'Voici un cercle. Il est rond comme un ballon au parc.',
    ],
  },
  garden: {
    circle: [
      'tomato',
      'This is a circle. It is round like a tomato in the garden.',
      'Voici un cercle. Il est rond comme une tomate du jardin.',
    ],
    triangle: [
      'carrot',
      'This is a triangle. A carrot from the garden is a long, thin triangle.',
      'Voici un triangle. Une carotte du jardin est un long triangle.',
    ],
  },
  castle: {
    rectangle: [
      'door',
      'This is a rectangle. Two long sides and two short ones, like the castle door.',
      'Voici un rectangle. Deux grands côtés et deux petits, comme la porte du château.',
    ],
    diamond: [
      'gem-stone',
      'This is a diamond, like the jewel in the king’s crown.',
      'Voici un losange, comme le joyau de la couronne du roi.',
    ],
  },
};

export const PLACE_COLOURS: Readonly<Record<string, Readonly<Record<string, Line>>>> = {
  beach: {
    blue: ['water-wave', 'Blue, like the sea at the beach.', 'Bleu, comme la mer à la plage.'],
    yellow: ['sun', 'Yellow, like the sun over the beach.', 'Jaune, comme le soleil sur la plage.'],
    red: ['crab', 'Red, like a little crab on the sand.', 'Rouge, comme un petit crabe sur le sable.'],
  },
  forest: {
    green: [
      'evergreen-tree',
      'Green, like the fir trees in the forest.',
      'Vert, comme les sapins de la forêt.',
    ],
    red: ['mushroom', 'Red, like a mushroom in the forest.', 'Rouge, comme un champignon de la forêt.'],
    orange: [
      'fallen-leaf',
      'Orange, like a leaf falling in the forest.',
      'Orange, comme une feuille qui tombe dans la forêt.',
    ],
    blue: ['blueberries', 'Blue, like the berries in the forest.', 'Bleu, comme les myrtilles de la forêt.'],
  },
  farm: {
    yellow: [
      'baby-chick',
      'Yellow, like a little chick on the farm.',
      'Jaune, comme un petit poussin de la ferme.',
    ],
    orange: ['carrot', 'Orange, like a carrot from the farm.', 'Orange, comme une carotte de la ferme.'],
  },
};
