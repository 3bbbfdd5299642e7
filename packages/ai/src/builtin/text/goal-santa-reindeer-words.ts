import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * Santa's own lost-reindeer search (goal-santa-reindeer.ts), in place of the stock hunt through a
 * village kitchen and a lantern bridge: at the North Pole, with Christmas Eve one night away and a
 * sleigh that cannot fly without its reindeer. Only this book uses these pools, so no other book's
 * seeded shuffles change. No template says "search", "look for" or « cherche » (story-goal.ts's quest
 * words are dropped from an arc's pools). Santa is always "he", « il ».
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

const WORKSHOP = /workshop/;

export const SANTA_PLACES = {
  workshop: inFamily('indoor', [
    place('in/the toy workshop|like a playroom', 'dans/l’atelier des jouets'),
  ])[0],
  stables: inFamily('snow', [place('by/the reindeer stables|in the snow', 'près de/l’écurie des rennes')])[0],
  // Where the reindeer is found: at the forest's edge, under the pines.
  edge: inFamily('snow', [
    place(
      'at/the edge of the snowy forest|under the pine trees in the snow',
      'à/l’orée de la forêt enneigée',
    ),
  ])[0],
};

/** The stops of the search: the North Pole's own places. */
export const SANTA_TOUR = [
  SANTA_PLACES.workshop,
  ...inFamily('snow', [
    place('in/the snowy forest|under the pine trees', 'dans/la forêt enneigée'),
    place('on/the frozen lake|in the snow', 'sur/le lac gelé'),
    place('in/the elves’ village|on the village square in the snow', 'dans/le village des lutins'),
    place('on/the snowy hill', 'sur/la colline enneigée'),
  ]),
];

export const SANTA_OPENINGS: L[] = [
  {
    en: 'Far away at the North Pole, in a workshop full of toys, lived a jolly old man called {name}.',
    fr: 'Tout là-haut, au pôle Nord, dans un atelier rempli de jouets, vivait {name}, un vieil homme jovial à la barbe blanche.',
  },
  {
    en: 'At the North Pole, where the snow never melts, {name} spent all year getting ready for Christmas.',
    fr: 'Au pôle Nord, où la neige ne fond jamais, {name} passait toute l’année à préparer Noël.',
  },
];

export const SANTA_PROBLEMS: PlacedL[] = [
  b(
    'But {oneDay}, {name} opened the stable door and could not find the reindeer anywhere! Its stall was empty, and Christmas Eve was tomorrow!',
    'Mais {oneDay}, en ouvrant la porte de l’écurie, {name} vit que le renne avait disparu ! Sa place était vide, et le réveillon de Noël, c’était demain.',
  ),
  b(
    'One morning, the stall was empty: {name} could not find the reindeer anywhere. “Christmas Eve is tomorrow! Who will pull my sleigh?”',
    'Un matin, la place était vide : le renne avait disparu ! « Noël, c’est demain ! Qui va tirer mon traîneau ? » s’écria {name}.',
  ),
];

/** Going round the North Pole, calling: in place of the quest's search. */
export const SANTA_ROUNDS: PlacedL[] = [
  b(
    '{atPlace}, {name} called and called: “Reindeer! Where are you?” Only the wind answered.',
    '{atPlace}, {name} appela encore et encore : « Petit renne ! Où es-tu ? » Seul le vent répondit.',
  ),
  b(
    '{atPlace}, {name} peeked behind every sack of toys and under every workbench. No reindeer there.',
    '{atPlace}, {name} regarda derrière chaque sac de jouets et sous chaque établi. Pas de renne ici.',
    { onlyPlace: WORKSHOP },
  ),
  b(
    '{atPlace}, {name} asked everyone he met: “Have you seen my reindeer?” Nobody had.',
    '{atPlace}, {name} demanda à tous ceux qu’il croisait : « Avez-vous vu mon renne ? » Personne ne l’avait vu.',
  ),
  b(
    '{atPlace}, {name} trudged on, his boots deep in the snow. Not a single antler in sight.',
    '{atPlace}, {name} avançait, de la neige jusqu’aux genoux. Pas le moindre bois de renne à l’horizon.',
    { unlessPlace: WORKSHOP },
  ),
];

/** Someone of the North Pole lends a hand (the pause slot): each where it lives. */
export const SANTA_HELPERS: PlacedL[] = [
  b(
    '{atPlace}, a little elf tugged at {name}’s coat. “I saw the reindeer go out this morning. I will come with you!”',
    '{atPlace}, un petit lutin tira {name} par la manche. « J’ai vu le renne sortir ce matin. Je viens avec toi ! »',
    { onlyPlace: /workshop|village/ },
  ),
  b(
    '{atPlace}, Mrs Claus brought {name} a cup of hot cocoa. “Don’t worry, dear. We will find the reindeer together.”',
    '{atPlace}, la mère Noël apporta une tasse de chocolat chaud à {name}. « Ne t’en fais pas, mon chéri. Ensemble, nous retrouverons le renne. »',
    { onlyPlace: /workshop|village|hill/ },
  ),
  b(
    '{atPlace}, a big polar bear lifted his nose and sniffed the wind. “Your reindeer went that way,” he rumbled.',
    '{atPlace}, un gros ours polaire leva le museau pour flairer le vent. « Ton renne est parti par là », grogna-t-il.',
    { onlyPlace: /lake|hill/ },
  ),
  b(
    '{atPlace}, a snowy owl swooped down from a branch. “Hoo! I saw antlers from up high. Follow me!”',
    '{atPlace}, une chouette des neiges descendit d’une branche. « Hou hou ! De là-haut, j’ai vu des bois de renne. Suis-moi ! »',
    { onlyPlace: /forest/ },
  ),
];

/** Christmas Eve draws near (the obstacle slot): the sleigh cannot fly without the reindeer. */
export const SANTA_WORRIES: PlacedL[] = [
  b(
    '{atPlace}, a snowstorm began to blow. “Christmas Eve is tomorrow,” {name} sighed, “and the sleigh cannot fly without the reindeer!”',
    '{atPlace}, une bourrasque de neige se leva. « Le réveillon, c’est demain, soupira {name}, et le traîneau ne peut pas voler sans le renne ! »',
    { unlessPlace: WORKSHOP },
  ),
  b(
    '{atPlace}, the elves were loading the sleigh with toys. “Only one day left,” {name} said softly, “and still no reindeer.”',
    '{atPlace}, les lutins chargeaient le traîneau de jouets. « Plus qu’un jour, murmura {name}, et toujours pas de renne. »',
    { onlyPlace: /workshop|village/ },
  ),
  b(
    '{atPlace}, {name} slipped and landed, plop, in a deep snowdrift. He laughed, shook off the snow and went on.',
    '{atPlace}, {name} glissa et tomba, plouf, dans un gros tas de neige. Il rit, se secoua et repartit.',
    { unlessPlace: WORKSHOP },
  ),
  b(
    '{atPlace}, the wind blew so hard that {name} had to hold on to his hat. Christmas Eve was getting closer and closer.',
    '{atPlace}, le vent soufflait si fort que {name} dut retenir son bonnet. Noël approchait à grands pas.',
    { unlessPlace: WORKSHOP },
  ),
];

/** Tracks in the snow, a jingling bell (the clue slot): the reindeer is near. */
export const SANTA_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} spotted hoofprints in the fresh snow. “Reindeer tracks!” They led on and on.',
    '{atPlace}, {name} repéra des empreintes de sabots dans la neige fraîche. « Des traces de renne ! » Elles filaient loin, très loin.',
    { unlessPlace: WORKSHOP },
  ),
  b(
    '{atPlace}, {name} stopped and listened. Jingle, jingle… far away, a little bell was ringing. The reindeer’s bell!',
    '{atPlace}, {name} s’arrêta pour écouter. Ding, ding… au loin, une clochette tintait. La clochette du renne !',
  ),
  b(
    '{atPlace}, a tuft of brown fur was caught on a branch. {name} smiled. “The reindeer came this way!”',
    '{atPlace}, une touffe de poils bruns était restée accrochée à une branche. {name} sourit. « Le renne est passé par ici ! »',
    { onlyPlace: /forest/ },
  ),
];

export const SANTA_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} followed the jingling… and there, nibbling moss under a tall pine, stood the reindeer!',
    '{atPlace}, {name} suivit le tintement… et là, sous un grand sapin, en train de grignoter de la mousse : le renne !',
  ),
  b(
    '{atPlace}, a little lost and very glad to see {name}, there it was at last: the reindeer!',
    '{atPlace}, un peu perdu et tout content de revoir {name}, il était enfin là : le renne !',
  ),
];

/** The sleigh leaves on Christmas Eve, at night, the reindeer in front. */
export const SANTA_ENDINGS: PlacedL[] = [
  b(
    'That night, on Christmas Eve, the reindeer pulled the sleigh up into the starry sky. “Ho ho ho!” laughed {name}. The best part? Knowing that {lesson}. The end.',
    'Cette nuit-là, la nuit de Noël, le renne emporta le traîneau dans le ciel étoilé. « Oh, oh, oh ! » rit {name}. Le plus beau ? Savoir que {lesson}. Fin.',
  ),
  b(
    'On Christmas Eve, under the stars, the sleigh flew off with the reindeer in front and all the elves waving goodbye. {name} had learned that {lesson}. The end.',
    'Le soir de Noël, sous les étoiles, le traîneau s’envola, le renne en tête, et tous les lutins agitèrent la main. {name} avait appris que {lesson}. Fin.',
  ),
];

/** Santa's own lesson when the idea names none. */
export const SANTA_LESSON: L = {
  en: 'Christmas is about those we love',
  fr: 'Noël, c’est d’abord ceux qu’on aime',
};
