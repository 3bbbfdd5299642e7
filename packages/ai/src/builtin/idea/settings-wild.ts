import { place as p, type Setting, setting as s } from './settings-kit';

/**
 * The world's named wild places, read as their own land: 'Lions of the Serengeti' roamed "the edge of
 * a great wild forest", "the rocky shore" and "the old oak tree"; « la savane africaine » was the
 * jungle's temple and vines; 'Camels of the Sahara' stayed at home on Maple Lane; the outback was a
 * garden and a library; « la forêt de bambous » an oak wood. Each place says where it is drawn (after
 * "|"): the savanna's tall grass, the desert's dunes (pictures/environment.ts), the bamboo's forest.
 */
/**
 * The names among these forms, written with a capital mid-sentence (« Les chameaux du Sahara »): a
 * place, not a character's name (idea/find-words.ts reads a capital as a name).
 */
export const WILD_PLACE_NAMES = new Set([
  'serengeti',
  'africa',
  'afrique',
  'sahara',
  'gobi',
  'australia',
  'australie',
  'amazon',
  'amazonie',
  'himalaya',
  'himalayas',
  'alps',
  'alpes',
  'andes',
  'rockies',
  'antarctica',
  'antarctique',
  'arctic',
  'arctique',
]);

export const WILD_SETTINGS: readonly Setting[] = [
  s(
    'savanna',
    'savanna',
    'savane',
    true,
    'in the savanna',
    'dans la savane',
    [
      'savannah',
      'savannas',
      'savanes',
      'serengeti',
      'africa',
      'afrique',
      'african savanna',
      'savane africaine',
      'masai mara',
      'safari',
    ],
    [
      p('in/the tall grass|of the savanna', 'dans/les hautes herbes'),
      p('by/the watering hole|in the savanna', 'près de/le point d’eau'),
      p('under/the acacia tree|in the savanna', 'sous/l’acacia'),
      p('on/the lion rocks|in the savanna', 'sur/les rochers des lions'),
      p('on/the wide golden plain|of the savanna', 'sur/la grande plaine dorée'),
    ],
  ),
  s(
    'desert',
    'desert',
    'désert',
    false,
    'in the desert',
    'dans le désert',
    ['sahara', 'deserts', 'déserts', 'gobi', 'sand dunes', 'dunes de sable'],
    [
      p('among/the sand dunes|of the desert', 'parmi/les dunes de sable'),
      p('by/the oasis|in the desert', 'près de/l’oasis'),
      p('under/the palm trees|of the desert oasis', 'sous/les palmiers de l’oasis'),
      p('on/the camel track|across the desert', 'sur/la piste des chameaux'),
      p('by/the tall red rocks|in the desert', 'près de/les hauts rochers rouges'),
    ],
  ),
  s(
    'outback',
    'outback',
    'bush australien',
    false,
    'in the outback',
    'dans le bush australien',
    ['australian outback', 'outback australien', 'australia', 'australie', 'australian bush'],
    [
      p('by/the big red rock|in the outback desert', 'près de/le grand rocher rouge'),
      p('under/the gum trees|in the outback desert', 'sous/les eucalyptus'),
      p('by/the dry creek|in the outback desert', 'au bord de/le ruisseau à sec'),
      p('on/the red dusty plain|of the outback desert', 'sur/la plaine de poussière rouge'),
      p('by/the waterhole|in the outback desert', 'près de/le trou d’eau'),
    ],
  ),
  s(
    'bamboo',
    'bamboo forest',
    'forêt de bambous',
    true,
    'in the bamboo forest',
    'dans la forêt de bambous',
    ['bamboo forests', 'bamboo', 'bambous', 'bambouseraie', 'forêts de bambous'],
    [
      p('among/the tall bamboo|of the forest', 'parmi/les grands bambous'),
      p('in/the bamboo grove|in the forest', 'dans/le bosquet de bambous'),
      p('by/the misty stream|in the bamboo forest', 'au bord de/le ruisseau dans la brume'),
      p('on/the mossy rocks|in the bamboo forest', 'sur/les rochers moussus'),
      p('on/the misty mountainside|of the bamboo forest', 'sur/le flanc de la montagne'),
    ],
  ),
];
