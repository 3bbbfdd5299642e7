import { place as p, type Setting, setting as s } from './settings-kit';

/** Built and faraway settings: space, the city, the village, the castle and the school. */
export const BUILT_SETTINGS: readonly Setting[] = [
  s(
    'space',
    'space',
    'espace',
    false,
    'in space',
    'dans l’espace',
    ['planet', 'planète', 'rocket', 'fusée', 'galaxy', 'galaxie'],
    [
      p('on/the red planet|in space', 'sur/la planète rouge'),
      p('on/the space station', 'à bord de/la station spatiale'),
      p('by/the rings|of a planet in space', 'près de/les anneaux de Saturne'),
      p('in/the comet’s tail|in space', 'dans/la queue de la comète'),
      p('among/the craters|on the moon in space', 'parmi/les cratères de la Lune'),
      p('in/the asteroid belt|in space', 'dans/la ceinture d’astéroïdes'),
    ],
    // Nobody lives "in space": an astronaut lives on the space station, and comes back home there.
    { livesAt: p('on/the space station', 'à bord de/la station spatiale') },
  ),
  s(
    'city',
    'city',
    'ville',
    true,
    'in the city',
    'en ville',
    ['town', 'street', 'rue'],
    [
      p('at/the busy market|in town', 'à/le marché'),
      p('at/the library|in town', 'à/la bibliothèque', 'indoor'),
      p('at/the bakery|in town', 'à/la boulangerie', 'indoor'),
      p('on/the bridge|in the city', 'sur/le pont'),
      p('in/the town square', 'sur/la grande place'),
      p('at/the school|in town', 'à/l’école', 'indoor'),
    ],
  ),
  // A village of its own (« Léo vit dans un petit village »), not the city: houses with roofs, its
  // square and fountain, the old well, the church and its bell tower, the bakery, the market, a lane
  // between the houses and the fields around (pictures/landmark-village.ts draws them).
  s(
    'village',
    'village',
    'village',
    false,
    'in the village',
    'au village',
    ['villages', 'hamlet', 'hameau', 'hameaux'],
    [
      p('on/the village square', 'sur/la place du village'),
      p('by/the old well|in the village', 'près de/le vieux puits'),
      p('by/the church|with its bell tower in the village', 'près de/l’église'),
      p('at/the village bakery', 'à/la boulangerie du village', 'indoor'),
      p('at/the market|on the village square', 'à/le marché du village'),
      p('in/the narrow lane|between the houses in the village', 'dans/la petite ruelle'),
      p('by/the fountain|in the village', 'près de/la fontaine'),
      p('in/the fields|around the village', 'dans/les champs autour du village', 'nature'),
    ],
  ),
  s(
    'castle',
    'castle',
    'château',
    false,
    'at the castle',
    'au château',
    ['palace', 'palais', 'kingdom', 'royaume', 'tower'],
    [
      p('in/the tall tower|of the castle', 'dans/la grande tour'),
      p('in/the castle garden', 'dans/le jardin du château', 'nature'),
      p('in/the castle kitchen', 'dans/les cuisines du château'),
      p('on/the drawbridge|of the castle', 'sur/le pont-levis', 'town'),
      p('in/the throne room|of the castle', 'dans/la salle du trône'),
      p('in/the castle library', 'dans/la bibliothèque du château'),
    ],
  ),
  s(
    'school',
    'school',
    'école',
    true,
    'at school',
    'à l’école',
    ['classroom', 'classe'],
    [
      p('in/the classroom|at school', 'dans/la salle de classe'),
      p('in/the school library', 'à/la bibliothèque de l’école'),
      p('in/the school playground|in town', 'dans/la cour de récréation', 'town'),
      p('in/the school garden', 'dans/le jardin de l’école', 'nature'),
      p('in/the art room|at school', 'dans/la salle d’arts plastiques'),
      p('in/the school hall', 'sous/le préau'),
    ],
  ),
];
