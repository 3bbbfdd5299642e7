import { inFamily, place } from '../idea/settings';

/**
 * Where a grandparent's stories happen (goal-memories.ts): the house on the rainy day (the armchair,
 * the kitchen, the attic, the bedroom), and one place a memory, each drawn as itself (the stable's
 * barn, the river, the classroom, the snowy hill). Every `pic` names a place the picture engine draws.
 */
export const HOME_PLACES = {
  lounge: inFamily('indoor', [
    place('by/the big armchair|in a cosy living room', 'près de/le grand fauteuil du salon'),
  ])[0],
  kitchen: inFamily('indoor', [
    place('in/the warm kitchen|a cosy kitchen', 'dans/la cuisine bien chaude'),
  ])[0],
  attic: inFamily('indoor', [place('in/the attic|playroom under the roof', 'dans/le grenier')])[0],
  bedroom: inFamily('indoor', [
    place('in/the little bedroom upstairs|a bedroom', 'dans/la petite chambre du haut'),
  ])[0],
};

export const MEMORY_PLACES = [
  ...inFamily('nature', [
    place('on/the old country lane|between the fields around the village', 'sur/le vieux chemin de campagne'),
    place('in/the cowshed|the stable on the farm', 'dans/l’étable'),
    place('by/the river|in the countryside', 'au bord de/la rivière'),
    place('by/the big oak tree|in the meadow', 'près de/le grand chêne'),
  ]),
  ...inFamily('indoor', [
    place('in/the little village school|a classroom', 'dans/la petite école du village'),
    place('in/the old farmhouse kitchen|a kitchen', 'dans/la cuisine de la vieille ferme'),
  ]),
  ...inFamily('town', [place('at/the sweet shop|on the village square', 'à/la confiserie du village')]),
  ...inFamily('snow', [place('on/the snowy hill', 'sur/la colline enneigée')]),
];
