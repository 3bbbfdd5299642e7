import { A, type GoodnightThing, t } from './goal-goodnight-kit';
import { ZOO_HOMES } from './goal-goodnight-zoo';

/**
 * The jungle's, the sea's and the snow's own rounds (goal-goodnight-things.ts), each thing drawn at
 * one of the setting's places (idea/settings-land.ts, settings-water.ts). Only that setting's round
 * meets them (WILD_HOMES; the sea's also the beach's), so every other book goes round the same things
 * as before. Under the sea and at the beach the round is the sea's own alone: no cat nor tulips there.
 */
// The zoo's too: no cat nor dog among the enclosures (goal-goodnight-zoo.ts).
export const OWN_ROUND_ONLY = new Set(['sea', 'beach', 'zoo']);
export const WILD_THINGS: GoodnightThing[] = [
  // The jungle.
  t(
    'monkey',
    'monkey',
    ['the monkey', 'monkey', 'The monkey had wrapped her long tail round a vine and closed her eyes.'],
    ['le singe', 'le singe', 'Le singe avait enroulé sa longue queue autour d’une liane et fermé les yeux.'],
    { ...A, where: /vines|monkey trees/ },
  ),
  t(
    'parrot',
    'parrot',
    [
      'the parrot',
      'parrot',
      'The parrot fluffed up her bright feathers and whispered, “Goodnight, goodnight.”',
    ],
    [
      'le perroquet',
      'le perroquet',
      'Le perroquet gonfla ses plumes de toutes les couleurs et répéta tout bas : « Bonne nuit, bonne nuit. »',
    ],
    { ...A, where: /tall trees/ },
  ),
  t(
    'elephant',
    'elephant',
    ['the elephant', 'elephant', 'The elephant took one last drink and gave a soft, sleepy trumpet.'],
    [
      'l’éléphant',
      'l’éléphant',
      'L’éléphant but une dernière gorgée d’eau et lança un petit barrissement tout endormi.',
    ],
    { ...A, where: /river|elephant house/ },
  ),
  t(
    'tiger',
    'tiger',
    ['the tiger', 'tiger', 'The tiger stretched out in the warm grass, as soft as a big stripy cat.'],
    ['le tigre', 'le tigre', 'Le tigre s’étira dans l’herbe tiède, doux comme un gros chat rayé.'],
    { ...A, where: /jungle clearing/ },
  ),
  t(
    'sloth',
    'sloth',
    ['the sloth', 'sloth', 'The sloth was already asleep, hanging from her branch, as slow as ever.'],
    [
      'le paresseux',
      'le paresseux',
      'Le paresseux dormait déjà, accroché à sa branche, toujours aussi tranquille.',
    ],
    { ...A, where: /waterfall|temple/ },
  ),
  // Under the sea.
  t(
    'fish',
    'tropical-fish',
    [
      'the little fish',
      'little fish',
      'The little fish had tucked herself into the coral, where it was safe and warm.',
    ],
    [
      'le petit poisson',
      'le petit poisson',
      'Le petit poisson s’était glissé dans le corail, bien à l’abri.',
    ],
    { ...A, where: /coral reef|calm cove/ },
  ),
  t(
    'octopus',
    'octopus',
    ['the octopus', 'octopus', 'The octopus curled up all eight arms in her cosy cave.'],
    ['la pieuvre', 'la pieuvre', 'La pieuvre avait replié ses huit bras dans sa petite grotte douillette.'],
    { ...A, where: /seabed caves/ },
  ),
  t(
    'crab',
    'crab',
    ['the crab', 'crab', 'The crab scuttled sideways into the sand and folded his claws.'],
    ['le crabe', 'le crabe', 'Le crabe se faufila de côté dans le sable et replia ses pinces.'],
    { ...A, where: /sunken ship|rock pools/ },
  ),
  t(
    'dolphin',
    'dolphin',
    ['the dolphin', 'dolphin', 'The dolphin swam slowly round and round, one eye open, as dolphins sleep.'],
    [
      'le dauphin',
      'le dauphin',
      'Le dauphin nageait tout doucement en rond, un œil ouvert, comme dorment les dauphins.',
    ],
    { ...A, where: /lagoon|old pier/ },
  ),
  t(
    'turtle',
    'turtle',
    ['the sea turtle', 'sea turtle', 'The sea turtle had found a quiet spot in the swaying kelp to rest.'],
    [
      'la tortue de mer',
      'la tortue de mer',
      'La tortue de mer avait trouvé un coin tranquille dans les algues qui se balançaient.',
    ],
    { ...A, where: /kelp|sand dunes/ },
  ),
  t(
    'whale',
    'spouting-whale',
    ['the big whale', 'big whale', 'The big whale sang a long, low lullaby across the water.'],
    [
      'la grande baleine',
      'la grande baleine',
      'La grande baleine chanta une longue berceuse, tout bas, à travers l’eau.',
    ],
    { ...A, where: /deep blue|lighthouse/ },
  ),
  // The snow.
  t(
    'penguin',
    'penguin',
    ['the penguin', 'penguin', 'The penguin huddled up with his friends, all in a warm little crowd.'],
    ['le manchot', 'le manchot', 'Le manchot se serra contre ses amis, tous ensemble, bien au chaud.'],
    { ...A, where: /frozen lake|penguin pool/ },
  ),
  t(
    'polar-bear',
    'polar-bear',
    [
      'the polar bear',
      'polar bear',
      'The polar bear curled up in her snowy den, her nose tucked into her paws.',
    ],
    [
      'l’ours polaire',
      'l’ours polaire',
      'L’ours polaire s’était roulé en boule dans sa tanière de neige, le museau entre les pattes.',
    ],
    { ...A, where: /ice cave/ },
  ),
  t(
    'seal',
    'seal',
    ['the seal', 'seal', 'The seal lay on the ice like a round, sleepy pillow.'],
    ['le phoque', 'le phoque', 'Le phoque était allongé sur la glace, comme un gros coussin endormi.'],
    { ...A, where: /sledge track|pine trees/ },
  ),
  t(
    'snowman',
    'snowman',
    ['the snowman', 'snowman', 'The snowman stood very still, his carrot nose pointing at the stars.'],
    [
      'le bonhomme de neige',
      'le bonhomme de neige',
      'Le bonhomme de neige ne bougeait pas, son nez de carotte pointé vers les étoiles.',
    ],
    { where: /snowy hill/ },
  ),
];

/** Which settings' rounds alone meet each of them. */
export const WILD_HOMES: Record<string, string[]> = {
  ...ZOO_HOMES,
  monkey: ['jungle', 'zoo'],
  parrot: ['jungle'],
  elephant: ['jungle', 'zoo'],
  tiger: ['jungle'],
  sloth: ['jungle'],
  fish: ['sea', 'beach'],
  octopus: ['sea', 'beach'],
  crab: ['sea', 'beach'],
  dolphin: ['sea', 'beach'],
  whale: ['sea', 'beach'],
  turtle: ['sea', 'beach'],
  penguin: ['snow', 'zoo'],
  'polar-bear': ['snow'],
  seal: ['snow'],
  snowman: ['snow'],
  deer: ['forest'],
  squirrel: ['forest'],
  bunny: ['forest'],
  oak: ['forest'],
};
