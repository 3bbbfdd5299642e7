import { A, type GoodnightThing, t } from './goal-goodnight-kit';

/** A farm's round (goal-goodnight-things.ts): its animals in the barn, the henhouse, the stable and the field. */
export const FARM_THINGS: GoodnightThing[] = [
  t(
    'cow',
    'cow',
    ['the cow', 'cow', 'The cow was lying down in the soft hay, chewing slowly.'],
    ['la vache', 'la vache', 'La vache était couchée dans le foin tout doux et mâchonnait lentement.'],
    { ...A, where: /hay field|barn/ },
  ),
  t(
    'hens',
    // A hen, not a chick: the text says “the hens”, « les poules ».
    'chicken',
    ['the hens', 'hens', 'The hens were already tucked up on their perch, their chicks under their wings.'],
    [
      'les poules',
      'les poules',
      'Les poules étaient déjà perchées, leurs poussins blottis sous leurs ailes.',
    ],
    { ...A, pl: true, where: /henhouse/ },
  ),
  t(
    'pig',
    'pig',
    ['the pig', 'pig', 'The pig gave one last sleepy grunt and curled up in the straw.'],
    [
      'le cochon',
      'le cochon',
      'Le cochon poussa un dernier grognement ensommeillé et se roula en boule dans la paille.',
    ],
    // Pigs sleep in their sty, drawn with its mud and low fence (pictures/landmark-scenes.ts), not in the barn.
    {
      ...A,
      where: /barn/,
      own: {
        en: 'the pigsty',
        fr: 'la porcherie',
        at: { en: 'by the pigsty', fr: 'près de la porcherie' },
        pic: 'the pigsty on the farm',
        // Out in the open air, under the night sky (the barn is a room).
        family: 'nature',
      },
    },
  ),
  t(
    'horse',
    'horse',
    ['the horse', 'horse', 'The horse was dozing on its feet, the way horses do.'],
    ['le cheval', 'le cheval', 'Le cheval somnolait debout, comme font les chevaux.'],
    { ...A, where: /stable/ },
  ),
  t(
    'sheep',
    'ewe',
    ['the sheep', 'sheep', 'The sheep were huddled together like one big woolly cloud.'],
    [
      'les moutons',
      'les moutons',
      'Les moutons étaient serrés les uns contre les autres, comme un gros nuage de laine.',
    ],
    { ...A, pl: true, where: /hay field/ },
  ),
  t(
    'ducks',
    'duck',
    ['the ducks', 'ducks', 'The ducks had tucked their heads under their wings by the water.'],
    ['les canards', 'les canards', 'Les canards avaient caché leur tête sous leur aile, au bord de l’eau.'],
    { ...A, pl: true, where: /pond/ },
  ),
  t(
    'goat',
    'goat',
    ['the goat', 'goat', 'The goat gave a tiny bleat and lay down, her eyes half closed.'],
    ['la chèvre', 'la chèvre', 'La chèvre poussa un petit bêlement et se coucha, les yeux mi-clos.'],
    { ...A, where: /orchard|barn/ },
  ),
  t(
    'dog',
    'dog',
    ['the old dog', 'old dog', 'The old dog thumped his tail twice and stretched out on his blanket.'],
    [
      'le vieux chien',
      'le vieux chien',
      'Le vieux chien remua deux fois la queue et s’allongea sur sa couverture.',
    ],
    { ...A, where: /barn/ },
  ),
  t(
    'cat',
    'cat',
    ['the cat', 'cat', 'The cat was curled up in a warm round ball, purring.'],
    ['le chat', 'le chat', 'Le chat était roulé en boule, tout chaud, et ronronnait.'],
    { ...A, where: /barn|shed/ },
  ),
  t(
    'donkey',
    'donkey',
    ['the donkey', 'donkey', 'The donkey twitched his long ears and let out a soft, sleepy “hee-haw”.'],
    ['l’âne', 'l’âne', 'L’âne remua ses longues oreilles et lâcha un petit « hi-han » tout endormi.'],
    { ...A, where: /stable/ },
  ),
  t(
    'rooster',
    'rooster',
    ['the rooster', 'rooster', 'The rooster was fast asleep already: he had to be up first in the morning.'],
    ['le coq', 'le coq', 'Le coq dormait déjà : demain matin, il devait se lever le premier.'],
    { ...A, where: /henhouse/ },
  ),
  t(
    'tractor',
    'tractor',
    [
      'the big tractor',
      'big tractor',
      'The big tractor stood quiet at the edge of the field, its engine cool at last.',
    ],
    [
      'le gros tracteur',
      'le gros tracteur',
      'Le gros tracteur se reposait au bord du champ, son moteur enfin silencieux.',
    ],
    { where: /hay field/ },
  ),
];
