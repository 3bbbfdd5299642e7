/**
 * What a goodnight round says goodnight to (idea/read-goal-goodnight.ts): each thing with the icon
 * that draws it, where in the setting it is drawn, how it is named and called (“Goodnight, cow”,
 * « Bonne nuit, la vache ») and what it is doing as night comes. The moon and the stars are the
 * night sky's own (pictures/sky-lights.ts), said on the last goodnight page, never hung as icons.
 */
import { FARM_THINGS } from './goal-goodnight-farm';
import { FOREST_THINGS } from './goal-goodnight-forest';
import { A, type GoodnightThing, t } from './goal-goodnight-kit';
import { WILD_THINGS } from './goal-goodnight-wild';
import { ZOO_THINGS } from './goal-goodnight-zoo';

export type { GoodnightThing } from './goal-goodnight-kit';
export { ROUNDS } from './goal-goodnight-rounds';

export const THINGS: GoodnightThing[] = [
  t(
    'teddy',
    'teddy-bear',
    ['the teddy bear', 'Teddy', 'The teddy bear was waiting on the pillow, ready for a cuddle.'],
    ['le nounours', 'nounours', 'Le nounours attendait sur l’oreiller, prêt pour un câlin.'],
    { where: /bedroom/ },
  ),
  ...FARM_THINGS,
  t(
    'owl',
    'owl',
    ['the owl', 'owl', 'The owl was only just waking up. “Hoo-hoo! Bedtime for you, breakfast for me!”'],
    [
      'le hibou',
      'le hibou',
      'Le hibou, lui, venait juste de se réveiller. « Hou-hou ! Toi, tu vas au lit, et moi, je prends mon petit déjeuner ! »',
    ],
    { ...A, where: /orchard|apple|old oak/ },
  ),
  t(
    'mouse',
    'mouse',
    [
      'the little mouse',
      'little mouse',
      'The little mouse peeked out of her hole and twitched her whiskers.',
    ],
    [
      'la petite souris',
      'la petite souris',
      'La petite souris sortit le bout du nez de son trou et remua ses moustaches.',
    ],
    { ...A, where: /barn|shed/ },
  ),
  t(
    'snail',
    'snail',
    ['the snail', 'snail', 'The snail had pulled himself into his shell, snug as a house.'],
    [
      'l’escargot',
      'l’escargot',
      'L’escargot s’était caché dans sa coquille, bien au chaud comme dans une maison.',
    ],
    { ...A, where: /vegetable/ },
  ),
  t(
    'frog',
    'frog',
    ['the frog', 'frog', 'The frog sat on a lily pad and gave one last sleepy “croak”.'],
    [
      'la grenouille',
      'la grenouille',
      'La grenouille, sur son nénuphar, lança un dernier « croâ » tout ensommeillé.',
    ],
    { ...A, where: /pond|stream/ },
  ),
  t(
    'hedgehog',
    'hedgehog',
    ['the hedgehog', 'hedgehog', 'The hedgehog was rolled up in the leaves, a prickly little ball.'],
    [
      'le hérisson',
      'le hérisson',
      'Le hérisson s’était roulé en boule dans les feuilles, comme une petite pelote piquante.',
    ],
    { ...A, where: /flower|shed|mushroom ring/ },
  ),
  t(
    'flowers',
    'tulip',
    ['the tulips', 'tulips', 'The tulips had closed their petals, one by one, like little cups.'],
    [
      'les tulipes',
      'les tulipes',
      'Les tulipes avaient refermé leurs pétales, une à une, comme de petites tasses.',
    ],
    { pl: true, where: /flower/ },
  ),
  t(
    'rose',
    'rose',
    ['the red rose', 'red rose', 'The red rose had folded its petals in tight, like a little sleeping bud.'],
    [
      'la rose rouge',
      'la rose rouge',
      'La rose rouge avait serré ses pétales, comme un petit bouton endormi.',
    ],
    { where: /flower/ },
  ),
  t(
    'apple-tree',
    'deciduous-tree',
    [
      'the old apple tree',
      'old apple tree',
      'The old apple tree rustled its leaves, as if it were whispering back.',
    ],
    [
      'le vieux pommier',
      'vieux pommier',
      'Le vieux pommier fit bruisser ses feuilles, comme pour chuchoter une réponse.',
    ],
    { where: /apple/, at: { en: 'at the end of the garden', fr: 'au fond du jardin' } },
  ),
  t(
    'ladybird',
    'lady-beetle',
    ['the ladybird', 'ladybird', 'The ladybird had folded her wings and crept under a leaf.'],
    [
      'la coccinelle',
      'la coccinelle',
      'La coccinelle avait replié ses ailes et s’était glissée sous une feuille.',
    ],
    { ...A, where: /flower/ },
  ),
  t(
    'bees',
    'honeybee',
    ['the bees', 'bees', 'The bees were home in their hive, humming a very quiet hum.'],
    [
      'les abeilles',
      'les abeilles',
      'Les abeilles étaient rentrées dans leur ruche et bourdonnaient tout doucement.',
    ],
    { ...A, pl: true, where: /flower/ },
  ),
  t(
    'bird',
    'bird',
    [
      'the little bird',
      'little bird',
      'The little bird sang one last soft song, then tucked her head under her wing.',
    ],
    [
      'le petit oiseau',
      'le petit oiseau',
      'Le petit oiseau chanta une dernière petite chanson, puis cacha sa tête sous son aile.',
    ],
    { ...A, where: /apple|orchard|berry bushes/ },
  ),
  t(
    'worm',
    'worm',
    ['the worm', 'worm', 'The worm wriggled down into the cool soil to sleep.'],
    ['le ver de terre', 'le ver de terre', 'Le ver de terre se glissa dans la terre fraîche pour dormir.'],
    { ...A, where: /vegetable/ },
  ),
  t(
    'fox',
    'fox',
    ['the fox', 'fox', 'The fox curled her bushy tail round her nose, like a warm scarf.'],
    [
      'le renard',
      'le renard',
      'Le renard enroula sa queue touffue autour de son museau, comme une écharpe bien chaude.',
    ],
    { ...A, where: /stream/ },
  ),
  t(
    'butterfly',
    'butterfly',
    ['the butterfly', 'butterfly', 'The butterfly had folded her wings and was resting on a stem.'],
    ['le papillon', 'le papillon', 'Le papillon avait refermé ses ailes et se reposait sur une tige.'],
    { ...A, where: /flower/ },
  ),
  t(
    'bat',
    'bat',
    ['the bat', 'bat', 'The bat was hanging upside down, just stretching her wings for the evening.'],
    [
      'la chauve-souris',
      'la chauve-souris',
      'La chauve-souris, la tête en bas, dépliait tout juste ses ailes pour la soirée.',
    ],
    { ...A, where: /shed|barn|hollow log/ },
  ),
  t(
    'cricket',
    'cricket',
    ['the cricket', 'cricket', 'The cricket was chirping a soft little song in the grass.'],
    ['le grillon', 'le grillon', 'Le grillon chantait une toute petite chanson dans l’herbe.'],
    { ...A, where: /flower|hay field/ },
  ),
  t(
    'badger',
    'badger',
    ['the badger', 'badger', 'The badger was shuffling home to his cosy burrow.'],
    ['le blaireau', 'le blaireau', 'Le blaireau rentrait à petits pas dans son terrier douillet.'],
    { ...A, where: /shed|orchard|hollow log/ },
  ),
  t(
    'mushroom',
    'mushroom',
    [
      'the little mushroom',
      'little mushroom',
      'The little mushroom stood very still under its round red hat.',
    ],
    [
      'le petit champignon',
      'le petit champignon',
      'Le petit champignon se tenait tout immobile sous son chapeau rond et rouge.',
    ],
    { where: /apple|orchard|mushroom ring/ },
  ),
  ...FOREST_THINGS,
  ...WILD_THINGS,
  ...ZOO_THINGS,
];
