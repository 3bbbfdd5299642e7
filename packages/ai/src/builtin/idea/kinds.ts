import { KIND_VARIANTS, VEHICLES } from './kind-variants';
import { RELATIVES } from './relatives';
import { SKY_HEROES } from './sky-heroes';
import { type Word, w } from './words';

/**
 * Who can be a hero or a friend: people, animals the icon set has, robots, dragons. `figure` is
 * the builtin picture engine's figure for that kind when it has one (else the icon is drawn).
 */
/** `relative`: a member of the hero's family (relatives.ts), named as whose it is. */
export type Kind = Word & { figure?: string; person?: boolean; relative?: boolean };
const k = (
  id: string,
  en: string,
  fr: string,
  icon: string,
  forms: string[] = [],
  f = false,
  figure?: string,
): Kind => ({
  ...w(id, en, fr, icon, forms, f),
  figure,
});
const person = (
  id: string,
  en: string,
  fr: string,
  icon: string,
  forms: string[],
  f = false,
  figure?: string,
): Kind => ({
  ...k(id, en, fr, icon, forms, f, figure),
  person: true,
});

export const KINDS: readonly Kind[] = [
  person('girl', 'girl', 'petite fille', 'girl', ['girls', 'fille', 'filles', 'fillette'], true, 'girl'),
  person('boy', 'boy', 'petit garçon', 'boy', ['boys', 'garçon', 'garçons'], false, 'boy'),
  // Printed as themselves ("a princess called Rose"), drawn as the girl or boy figure.
  person('princess', 'princess', 'princesse', 'princess', ['princesses'], true, 'girl'),
  person('prince', 'prince', 'prince', 'prince', ['princes'], false, 'boy'),
  // Drawn in armour: a helmet, a tunic over the mail, a shield and a sword (pictures/knight.ts).
  person('knight', 'knight', 'chevalier', 'boy', ['knights', 'chevaliers'], false, 'knight'),
  // Drawn with a tricorn hat, an eyepatch and a striped top (pictures/pirate.ts).
  person('pirate', 'pirate', 'pirate', 'boy', ['pirates'], false, 'pirate'),
  person('child', 'child', 'enfant', 'child', ['kid', 'kids', 'children', 'enfants'], false, 'child'),
  person('astronaut', 'astronaut', 'astronaute', 'astronaut', ['cosmonaut', 'spaceman'], false, 'astronaut'),
  person('fairy', 'fairy', 'fée', 'person-fairy', ['fairies', 'fées'], true, 'fairy'),
  person(
    'wizard',
    'wizard',
    'magicien',
    'person-mage',
    ['wizards', 'sorcier', 'sorciers', 'magiciens'],
    false,
    'wizard',
  ),
  person('mermaid', 'mermaid', 'sirène', 'woman-merpeople', ['mermaids', 'sirènes'], true, 'mermaid'),
  // "Santa loses his reindeer", « Le père Noël a perdu son renne »: Santa as the hero (read-idea.ts
  // takes him only at the head of the idea), named Santa / Père Noël and drawn in his red suit
  // (pictures/figures.ts 'santa').
  person(
    'santa',
    'jolly old man',
    'vieil homme jovial',
    'santa-claus',
    ['santa', 'santa claus', 'father christmas', 'père noël', 'papa noël'],
    false,
    'santa',
  ),
  person('doctor', 'doctor', 'docteur', 'health-worker', ['nurse', 'médecin', 'infirmière'], false, 'doctor'),
  k('robot', 'robot', 'robot', 'robot', [], false, 'robot'),
  k('dragon', 'dragon', 'dragon', 'dragon', ['dragonne'], false),
  // A friendly picture-book monster (pictures/monster-icon.ts): "saves the town from a monster".
  k('monster', 'monster', 'monstre', 'monster', ['monsters', 'monstres'], false),
  k('unicorn', 'unicorn', 'licorne', 'unicorn', [], true, 'unicorn'),
  k(
    'alien',
    'little alien',
    'petit extraterrestre',
    'alien',
    ['alien', 'martian', 'extraterrestre', 'martien'],
    false,
    'alien',
  ),
  k(
    't-rex',
    'dinosaur',
    'dinosaure',
    't-rex',
    ['dino', 'dinos', 't-rex', 'trex', 'tyrannosaurus'],
    false,
    't-rex',
  ),
  // Its own drawing (pictures/own-icons.ts): a frill and three horns, not the long-neck dinosaur.
  k('triceratops', 'triceratops', 'tricératops', 'triceratops', ['triceratopses'], false, 'triceratops'),
  // Plates on its back and a spiked tail (own-icons.ts), not the long-neck either.
  k(
    'stegosaurus',
    'stegosaurus',
    'stégosaure',
    'stegosaurus',
    ['stegosaur', 'stegosauruses', 'stégosaures'],
    false,
    'stegosaurus',
  ),
  k(
    'sauropod',
    'long-neck dinosaur',
    'diplodocus',
    'sauropod',
    ['brachiosaurus', 'diplodocus', 'sauropod'],
    false,
    'sauropod',
  ),
  k('cat', 'cat', 'chat', 'cat', ['kitten', 'kittens', 'kitty', 'chaton', 'chatons', 'chatte'], false, 'cat'),
  k('dog', 'dog', 'chien', 'dog', ['puppy', 'puppies', 'chiot', 'chiots', 'chienne'], false, 'dog'),
  k('fox', 'fox', 'renard', 'fox', ['foxes', 'renarde'], false, 'fox'),
  k('bear', 'bear', 'ours', 'bear', ['bear cub', 'ourson'], false, 'bear'),
  k('polar-bear', 'polar bear', 'ours polaire', 'polar-bear', ['ours blanc']),
  // « le lièvre », 'the hare': said so, drawn as the rabbit figure with its long ears.
  k('hare', 'hare', 'lièvre', 'rabbit', ['hares', 'lièvres'], false, 'bunny'),
  k('bunny', 'rabbit', 'lapin', 'rabbit', ['bunny', 'bunnies', 'hare', 'lapine'], false, 'bunny'),
  k('panda', 'panda', 'panda', 'panda', [], false, 'panda'),
  k('koala', 'koala', 'koala', 'koala', [], false, 'koala'),
  k('lion', 'lion', 'lion', 'lion', ['lion cub', 'lionceau', 'lionne'], false, 'lion'),
  k('tiger', 'tiger', 'tigre', 'tiger', ['tiger cub', 'tigresse']),
  k('elephant', 'elephant', 'éléphant', 'elephant', ['éléphanteau']),
  k('giraffe', 'giraffe', 'girafe', 'giraffe', [], true, 'giraffe'),
  k('monkey', 'monkey', 'singe', 'monkey', ['guenon']),
  k('zebra', 'zebra', 'zèbre', 'zebra'),
  k('hippo', 'hippo', 'hippopotame', 'hippopotamus', ['hippopotamus']),
  k('crocodile', 'crocodile', 'crocodile', 'crocodile', ['alligator']),
  // 'Camels of the Sahara', 'Jaguars of the Amazon rainforest': the animals the wild places are told
  // with (they were a boy and a bear cub); a jaguar is drawn as the spotted leopard.
  k('camel', 'camel', 'chameau', 'camel', ['camels', 'chameaux', 'dromedary', 'dromadaire', 'dromadaires']),
  k('jaguar', 'jaguar', 'jaguar', 'leopard', ['jaguars']),
  // 'The leopard who lost his spots' is said a leopard, not a jaguar.
  k('leopard', 'leopard', 'léopard', 'leopard', ['leopards', 'léopards']),
  k('penguin', 'penguin', 'manchot', 'penguin', ['pingouin', 'pingouins'], false, 'penguin'),
  k('owl', 'owl', 'hibou', 'owl', ['owlet', 'hiboux'], false, 'owl'),
  k('frog', 'frog', 'grenouille', 'frog', [], true, 'frog'),
  k('turtle', 'turtle', 'tortue', 'turtle', ['tortoise'], true, 'turtle'),
  k('octopus', 'octopus', 'pieuvre', 'octopus', ['poulpe'], true, 'octopus'),
  // Not in the Fluent set: drawn by pictures/icons.ts (own seahorse), never as a land horse or a fish.
  k('seahorse', 'seahorse', 'hippocampe', 'seahorse', ['sea horse', 'hippocampes']),
  k('dolphin', 'dolphin', 'dauphin', 'dolphin'),
  k('whale', 'whale', 'baleine', 'spouting-whale', [], true),
  k('shark', 'shark', 'requin', 'shark'),
  k('crab', 'crab', 'crabe', 'crab'),
  k('fish', 'little fish', 'petit poisson', 'tropical-fish', ['fish', 'poisson', 'poissons'], false, 'fish'),
  k('seal', 'seal', 'phoque', 'seal'),
  k('mouse', 'mouse', 'souris', 'mouse', ['mice'], true),
  k('hedgehog', 'hedgehog', 'hérisson', 'hedgehog'),
  k('squirrel', 'squirrel', 'écureuil', 'chipmunk', ['chipmunk']),
  k('raccoon', 'raccoon', 'raton laveur', 'raccoon', [], false, 'raccoon'),
  k('hamster', 'hamster', 'hamster', 'hamster'),
  k('duck', 'duck', 'canard', 'duck', ['duckling', 'caneton']),
  k('chick', 'chick', 'poussin', 'baby-chick', [], false, 'chick'),
  k('hen', 'hen', 'poule', 'chicken', ['chicken'], true),
  k('pig', 'pig', 'cochon', 'pig', ['piglet', 'porcelet']),
  k('cow', 'cow', 'vache', 'cow', ['calf', 'veau'], true, 'cow'),
  k('horse', 'horse', 'cheval', 'horse', ['pony', 'poney', 'chevaux']),
  k('sheep', 'sheep', 'mouton', 'ewe', ['lamb', 'agneau', 'brebis']),
  k('butterfly', 'butterfly', 'papillon', 'butterfly'),
  // "A hungry caterpillar eats and eats and becomes a butterfly": drawn as the bug icon 🐛.
  k('caterpillar', 'caterpillar', 'chenille', 'bug', ['caterpillars', 'chenilles'], true),
  k('bee', 'bee', 'abeille', 'honeybee', ['honeybee'], true),
  k('snail', 'snail', 'escargot', 'snail'),
  k('ant', 'ant', 'fourmi', 'ant', ['ants', 'fourmis'], true),
  k('ladybird', 'ladybird', 'coccinelle', 'lady-beetle', ['ladybug'], true),
  k('deer', 'deer', 'cerf', 'deer', ['fawn', 'faon', 'biche']),
  k('wolf', 'wolf', 'loup', 'wolf', ['wolves', 'louve']),
  k('parrot', 'parrot', 'perroquet', 'parrot'),
  // "helps a little bird with a broken wing": any small bird, drawn as the set's bird.
  k('bird', 'bird', 'oiseau', 'bird', [
    'birdie',
    'sparrow',
    'robin',
    'oisillon',
    'oiseaux',
    'moineau',
    'seagull',
    'gull',
    'mouette',
    'goéland',
    'hummingbird',
    'colibri',
    'colibris',
    'perdrix',
  ]),
  k('flamingo', 'flamingo', 'flamant rose', 'flamingo', ['flamant']),
  k('peacock', 'peacock', 'paon', 'peacock', ['peacocks', 'paons', 'peahen']),
  k('bat', 'bat', 'chauve-souris', 'bat', ['bats', 'chauves-souris'], true),
  k('snake', 'snake', 'serpent', 'snake'),
  k('kangaroo', 'kangaroo', 'kangourou', 'kangaroo'),
  k('sloth', 'sloth', 'paresseux', 'sloth'),
  k('otter', 'otter', 'loutre', 'otter', [], true),
  k('beaver', 'beaver', 'castor', 'beaver', ['beavers', 'castors']),
  k('badger', 'badger', 'blaireau', 'badger', ['badgers', 'blaireaux']),
  // Our own drawings (pictures/mole-platypus-icons.ts): the icon set has neither.
  k('mole', 'mole', 'taupe', 'mole', ['moles', 'taupes'], true),
  k('platypus', 'platypus', 'ornithorynque', 'platypus', ['platypuses', 'ornithorynques']),
  // Our own drawing (pictures/chameleon.ts), its skin in the colour of the page's place (chameleon-skin.ts).
  k('chameleon', 'chameleon', 'caméléon', 'chameleon', ['chameleons', 'caméléons']),
  k('snowman', 'snowman', 'bonhomme de neige', 'snowman'),
  ...RELATIVES,
  // Compound names drawn as a near kind ("sea turtle", « renne »), and vehicles that can be the hero.
  ...KIND_VARIANTS,
  ...VEHICLES,
  // A little cloud, a little star: heroes only at the head of the idea (sky-heroes.ts).
  ...SKY_HEROES,
];
