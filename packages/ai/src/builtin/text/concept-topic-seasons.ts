import type { Topic } from './concept-topic-types';

/** A learning book about the four seasons, four lines each. */
export const SEASONS: Topic = {
  id: 'seasons',
  words: /\b(seasons?|spring|summer|autumn|fall|winter|saisons?|printemps|été|automne|hiver)\b/i,
  ideas: [
    [
      [
        'Spring: the flowers open and the birds sing.',
        'Le printemps : les fleurs s’ouvrent et les oiseaux chantent.',
        'cherry-blossom',
      ],
      [
        'Spring again: little chicks hatch from their eggs.',
        'Encore le printemps : les poussins sortent de leur œuf.',
        'hatching-chick',
      ],
      ['Spring showers, the seeds wake up.', 'Averses de printemps, les graines se réveillent.', 'seedling'],
      ['Spring garden, {name} plants a tulip.', 'Jardin de printemps, {name} plante une tulipe.', 'tulip'],
    ],
    [
      [
        'Summer: long sunny days and warm nights.',
        'L’été : de longues journées de soleil et des nuits douces.',
        'sun',
      ],
      [
        'Summer again: {name} builds sandcastles at the beach.',
        'Encore l’été : {name} fait des châteaux de sable à la plage.',
        'beach-with-umbrella',
      ],
      [
        'Summer treats, an ice cream melts in the sun.',
        'Douceurs d’été, une glace fond au soleil.',
        'ice-cream',
      ],
      [
        'Summer fruit, a juicy slice of watermelon.',
        'Fruits d’été, une tranche de pastèque bien juteuse.',
        'watermelon',
      ],
    ],
    [
      [
        'Autumn: the leaves turn red and gold and fall.',
        'L’automne : les feuilles deviennent rouges et dorées, puis tombent.',
        'fallen-leaf',
      ],
      [
        'Autumn again: {name} jumps in a big pile of leaves.',
        'Encore l’automne : {name} saute dans un gros tas de feuilles.',
        'maple-leaf',
      ],
      [
        'Autumn woods, mushrooms pop up after the rain.',
        'Bois d’automne, les champignons poussent après la pluie.',
        'mushroom',
      ],
      [
        'Autumn squirrels, they hide nuts for the winter.',
        'Écureuils d’automne, ils cachent des noisettes pour l’hiver.',
        'chestnut',
      ],
    ],
    [
      [
        'Winter: it is cold, and sometimes it snows.',
        'L’hiver : il fait froid, et parfois il neige.',
        'snowflake',
      ],
      [
        'Winter again: {name} wears warm gloves and a scarf.',
        'Encore l’hiver : {name} met des gants chauds et une écharpe.',
        'gloves',
      ],
      [
        'Winter fun, a snowman stands in the garden.',
        'Jeux d’hiver, un bonhomme de neige se dresse dans le jardin.',
        'snowman',
      ],
      [
        'Winter slopes, skiers glide down the hill.',
        'Pistes d’hiver, les skieurs glissent le long de la colline.',
        'skier',
      ],
    ],
  ],
};
