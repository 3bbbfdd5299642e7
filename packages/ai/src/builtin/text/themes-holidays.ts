import { inFamily, place } from '../idea/settings';
import { l, type Theme, thing } from './theme-types';

/**
 * Holidays other than the winter one (themes-world.ts's snowy village): a Halloween idea is an
 * autumn evening of pumpkins and costumes, an Easter idea a spring morning of eggs and blossom —
 * not a snowman on a frozen lake (issue 14: "Max … goes trick-or-treating" was set in the snow).
 * themes.ts picks them when the idea names the holiday.
 */
export const halloween: Theme = {
  id: 'halloween',
  setting: l('the little town of Pumpkin Hollow', 'le petit village de Citrouillac'),
  places: inFamily('town', [
    place('in/the pumpkin patch|at the edge of town', 'dans/le champ de citrouilles', 'nature'),
    place('on/Maple Street|with its glowing porches', 'dans/la rue des Érables'),
    place('by/the old oak tree|in the park', 'près de/le vieux chêne du parc', 'nature'),
    place('on/the front porch|of a friendly neighbour', 'sur/le perron d’une gentille voisine'),
    place('in/the cosy kitchen', 'dans/la cuisine douillette', 'indoor'),
  ]),
  helper: l('a friendly little ghost', 'un gentil petit fantôme'),
  trouble: l('the pumpkin lanterns had all gone out', 'les lanternes-citrouilles s’étaient toutes éteintes'),
  prize: l(
    'a bag of treats and an evening full of friends',
    'un sac de friandises et une soirée pleine d’amis',
  ),
  things: [
    thing('jack-o-lantern', 'pumpkin', 'pumpkins', 'citrouille', 'citrouilles'),
    thing('candy', 'sweet', 'sweets', 'bonbon', 'bonbons'),
    thing('bat', 'bat', 'bats', 'chauve-souris', 'chauves-souris'),
    thing('fallen-leaf', 'leaf', 'leaves', 'feuille', 'feuilles'),
  ],
  words: [
    l('pumpkin', 'citrouille'),
    l('costume', 'déguisement'),
    l('treat', 'friandise'),
    l('lantern', 'lanterne'),
    l('moon', 'lune'),
    l('autumn', 'automne'),
  ],
  heroes: [
    {
      name: 'Milo',
      look: l('a child in an orange pumpkin costume', 'un enfant déguisé en citrouille orange'),
      subject: 'child',
    },
    {
      name: 'Nox',
      look: l('a little black cat with an orange bow', 'un petit chat noir au nœud orange'),
      subject: 'cat',
    },
  ],
};

export const easter: Theme = {
  id: 'easter',
  setting: l('the blossoming village of Springwell', 'le village fleuri de Printanville'),
  places: inFamily('nature', [
    place('in/the flower meadow', 'dans/le pré fleuri'),
    place('in/the old orchard|in blossom', 'dans/le vieux verger en fleurs'),
    place('in/the garden|behind the house', 'dans/le jardin derrière la maison'),
    place('on/the village green', 'sur/la place du village', 'town'),
    place('in/grandma’s kitchen', 'dans/la cuisine de mamie', 'indoor'),
  ]),
  helper: l('a kind Easter bunny', 'un gentil lapin de Pâques'),
  trouble: l('the painted eggs had rolled away', 'les œufs peints avaient roulé partout'),
  prize: l('a basket full of bright eggs', 'un panier plein d’œufs colorés'),
  things: [
    thing('egg', 'egg', 'eggs', 'œuf', 'œufs'),
    thing('tulip', 'tulip', 'tulips', 'tulipe', 'tulipes'),
    thing('hatching-chick', 'chick', 'chicks', 'poussin', 'poussins'),
    thing('basket', 'basket', 'baskets', 'panier', 'paniers'),
  ],
  words: [
    l('egg', 'œuf'),
    l('basket', 'panier'),
    l('spring', 'printemps'),
    l('blossom', 'fleur'),
    l('bunny', 'lapin'),
    l('chick', 'poussin'),
  ],
  heroes: [
    {
      name: 'Pia',
      look: l('a girl with a crown of daisies', 'une fille à la couronne de pâquerettes'),
      subject: 'child',
    },
    {
      name: 'Bun',
      look: l('a little bunny with a blue bow', 'un petit lapin au nœud bleu'),
      subject: 'rabbit',
    },
  ],
};

/**
 * The summer holidays (issue 14): "A family trip to the beach for summer holidays" began "in the snowy
 * village of Glimmerbrook" and met "a cheerful snowman" in July. A holiday idea that says summer, the
 * beach, the seaside or the sun is this sunny seaside town; a winter or Christmas one keeps the snow.
 */
export const summer: Theme = {
  id: 'summer',
  setting: l('the sunny seaside town of Saltwhistle Bay', 'la petite ville ensoleillée de Port-Soleil'),
  places: inFamily('shore', [
    place('among/the rock pools|on the beach', 'parmi/les rochers de la plage'),
    place('in/the sand dunes|by the beach', 'dans/les dunes'),
    place('on/the old pier|on the shore', 'sur/la vieille jetée'),
    place('at/the ice-cream hut|on the beach', 'à/la cabane des glaces'),
  ]),
  helper: l('a friendly little crab', 'un gentil petit crabe'),
  trouble: l('the tide had washed the sandcastle away', 'la marée avait emporté le château de sable'),
  prize: l('a summer day full of sunshine and sand', 'une journée d’été pleine de soleil et de sable'),
  things: [
    thing('spiral-shell', 'shell', 'shells', 'coquillage', 'coquillages'),
    thing('crab', 'crab', 'crabs', 'crabe', 'crabes'),
    thing('ice-cream', 'ice cream', 'ice creams', 'glace', 'glaces'),
    thing('bucket', 'bucket', 'buckets', 'seau', 'seaux'),
  ],
  words: [
    l('beach', 'plage'),
    l('sand', 'sable'),
    l('wave', 'vague'),
    l('shell', 'coquillage'),
    l('summer', 'été'),
    l('holiday', 'vacances'),
  ],
  heroes: [
    {
      name: 'Noa',
      look: l('a child in a yellow sun hat', 'un enfant au chapeau de soleil jaune'),
      subject: 'child',
    },
    {
      name: 'Lou',
      look: l('a child in a striped swimsuit', 'un enfant au maillot de bain rayé'),
      subject: 'child',
    },
  ],
};
