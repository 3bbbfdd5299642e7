import { inFamily, place } from '../idea/settings';
import { l, type Theme, thing } from './theme-types';

export const dinosaurs: Theme = {
  id: 'dinosaurs',
  setting: l('the Valley of Giant Ferns', 'la vallée des Fougères géantes'),
  places: inFamily('nature', [
    place('by/the bubbling volcano', 'près de/le volcan qui gargouille'),
    place('in/the misty swamp', 'dans/le marais brumeux'),
    place('in/the tall pine forest', 'dans/la grande forêt de pins'),
    place('by/the river of smooth stones', 'au bord de/la rivière aux galets lisses'),
  ]),
  helper: l('a wise old stegosaurus', 'un vieux stégosaure très sage'),
  trouble: l(
    'a big dinosaur egg had rolled away from its nest',
    'un gros œuf de dinosaure avait roulé loin de son nid',
  ),
  prize: l('the lost egg, safe and warm', 'l’œuf perdu, bien au chaud'),
  things: [
    thing('egg', 'egg', 'eggs', 'œuf', 'œufs'),
    thing('bone', 'bone', 'bones', 'os', 'os'),
    thing('rock', 'rock', 'rocks', 'rocher', 'rochers'),
    thing('maple-leaf', 'leaf', 'leaves', 'feuille', 'feuilles'),
  ],
  words: [
    l('fossil', 'fossile'),
    l('volcano', 'volcan'),
    l('fern', 'fougère'),
    l('claw', 'griffe'),
    l('tail', 'queue'),
    l('roar', 'rugissement'),
  ],
  heroes: [
    {
      name: 'Rex',
      look: l('a small green T. rex with a big smile', 'un petit T. rex vert au grand sourire'),
      subject: 't-rex',
    },
    {
      name: 'Tina',
      look: l(
        'a purple triceratops with three little horns',
        'une tricératops violette à trois petites cornes',
      ),
      subject: 'triceratops',
    },
  ],
};

export const ocean: Theme = {
  id: 'ocean',
  setting: l('the Coral Bay', 'la baie de Corail'),
  places: inFamily('sea', [
    place('on/the coral reef', 'sur/le récif de corail'),
    place('in/the swaying kelp forest', 'dans/la forêt d’algues qui ondule'),
    place('by/the old sunken ship', 'près de/la vieille épave'),
    place('on/the sandy sea floor', 'sur/le fond de sable'),
  ]),
  helper: l('a gentle old sea turtle', 'une vieille tortue de mer très douce'),
  trouble: l(
    'a strong current had swept a baby fish far from home',
    'un fort courant avait emporté un bébé poisson loin de chez lui',
  ),
  prize: l('the way home through the blue water', 'le chemin de la maison dans l’eau bleue'),
  things: [
    thing('fish', 'fish', 'fish', 'poisson', 'poissons'),
    thing('spiral-shell', 'shell', 'shells', 'coquillage', 'coquillages'),
    thing('octopus', 'octopus', 'octopuses', 'pieuvre', 'pieuvres'),
    thing('crab', 'crab', 'crabs', 'crabe', 'crabes'),
  ],
  words: [
    l('wave', 'vague'),
    l('coral', 'corail'),
    l('bubble', 'bulle'),
    l('tide', 'marée'),
    l('whale', 'baleine'),
    l('shell', 'coquillage'),
  ],
  heroes: [
    {
      name: 'Finn',
      look: l('a little orange fish with shiny fins', 'un petit poisson orange aux nageoires brillantes'),
      subject: 'tropical-fish',
    },
    {
      name: 'Shelly',
      look: l('a curious young sea turtle', 'une jeune tortue de mer curieuse'),
      subject: 'turtle',
    },
  ],
};

export const farm: Theme = {
  id: 'farm',
  setting: l('Sunny Hill Farm', 'la ferme de la Colline ensoleillée'),
  places: inFamily('nature', [
    place('in/the red barn', 'dans/la grange rouge', 'indoor'),
    place('by/the duck pond', 'au bord de/la mare aux canards'),
    place('in/the apple orchard', 'dans/le verger de pommiers'),
    place('in/the hay field', 'dans/le champ de foin'),
  ]),
  helper: l('a kind old sheepdog', 'un vieux chien de berger plein de bonté'),
  trouble: l(
    'the gate was open and the little lamb had wandered off',
    'la barrière était ouverte et le petit agneau s’était sauvé',
  ),
  prize: l('every animal home before sunset', 'tous les animaux rentrés avant le coucher du soleil'),
  things: [
    thing('chicken', 'hen', 'hens', 'poule', 'poules'),
    thing('egg', 'egg', 'eggs', 'œuf', 'œufs'),
    thing('red-apple', 'apple', 'apples', 'pomme', 'pommes'),
    thing('pig', 'pig', 'pigs', 'cochon', 'cochons'),
  ],
  words: [
    l('barn', 'grange'),
    l('tractor', 'tracteur'),
    l('hay', 'foin'),
    l('cow', 'vache'),
    l('milk', 'lait'),
    l('farmer', 'fermier'),
  ],
  heroes: [
    {
      name: 'Daisy',
      look: l('a spotted cow with a yellow bell', 'une vache tachetée avec une cloche jaune'),
      subject: 'cow',
    },
    {
      name: 'Pip',
      look: l('a fluffy yellow chick', 'un poussin jaune tout duveteux'),
      subject: 'baby-chick',
    },
  ],
};

export const zoo: Theme = {
  id: 'zoo',
  setting: l('the Green Park Zoo', 'le zoo du Parc vert'),
  places: inFamily('nature', [
    place('on/the lion’s rocks', 'sur/les rochers des lions'),
    place('in/the giraffe house', 'dans/la maison des girafes', 'indoor'),
    place('in/the monkey trees', 'dans/les arbres des singes'),
    place('by/the penguin pool', 'au bord de/le bassin des manchots'),
  ]),
  helper: l('a friendly zookeeper', 'une gardienne de zoo très gentille'),
  trouble: l(
    'the zoo’s favourite ball had disappeared before the big parade',
    'le ballon préféré du zoo avait disparu avant la grande parade',
  ),
  prize: l('the best parade the zoo had ever seen', 'la plus belle parade que le zoo ait jamais vue'),
  things: [
    thing('banana', 'banana', 'bananas', 'banane', 'bananes'),
    thing('penguin', 'penguin', 'penguins', 'manchot', 'manchots'),
    thing('balloon', 'balloon', 'balloons', 'ballon', 'ballons'),
    thing('monkey', 'monkey', 'monkeys', 'singe', 'singes'),
  ],
  words: [
    l('lion', 'lion'),
    l('giraffe', 'girafe'),
    l('elephant', 'éléphant'),
    l('zebra', 'zèbre'),
    l('keeper', 'soigneur'),
    l('parade', 'parade'),
  ],
  heroes: [
    {
      name: 'Leo',
      look: l('a young lion with a fluffy mane', 'un jeune lion à la crinière toute douce'),
      subject: 'lion',
    },
    {
      name: 'Gigi',
      look: l('a tall giraffe with a blue scarf', 'une grande girafe avec une écharpe bleue'),
      subject: 'giraffe',
    },
  ],
};

export const mermaids: Theme = {
  id: 'mermaids',
  setting: l('the Pearl Kingdom under the sea', 'le royaume des Perles, sous la mer'),
  places: inFamily('sea', [
    place('in/the shell palace', 'dans/le palais de coquillages'),
    place('in/the glowing cave', 'dans/la grotte lumineuse'),
    place('in/the seahorse meadow', 'dans/la prairie des hippocampes'),
    place('by/the singing rocks', 'près de/les rochers qui chantent'),
  ]),
  helper: l('a sparkling seahorse', 'un hippocampe scintillant'),
  trouble: l(
    'the pearl that lights the kingdom had lost its glow',
    'la perle qui éclaire le royaume avait perdu sa lumière',
  ),
  prize: l('a kingdom shining brighter than ever', 'un royaume plus brillant que jamais'),
  things: [
    thing('spiral-shell', 'shell', 'shells', 'coquillage', 'coquillages'),
    thing('bubbles', 'bubble', 'bubbles', 'bulle', 'bulles'),
    thing('tropical-fish', 'fish', 'fish', 'poisson', 'poissons'),
    thing('gem-stone', 'pearl', 'pearls', 'perle', 'perles'),
  ],
  words: [
    l('pearl', 'perle'),
    l('tail', 'queue'),
    l('seahorse', 'hippocampe'),
    l('crown', 'couronne'),
    l('wave', 'vague'),
    l('song', 'chanson'),
  ],
  heroes: [
    {
      name: 'Marina',
      look: l(
        'a mermaid with a teal tail and a shell necklace',
        'une sirène à la queue turquoise et au collier de coquillages',
      ),
      subject: 'woman-merpeople',
    },
    {
      name: 'Coral',
      look: l('a young mermaid with a pink tail', 'une jeune sirène à la queue rose'),
      subject: 'woman-merpeople',
    },
  ],
};
