import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-festival-couplets.ts: goal-festival-places.ts's Diwali legs, then the street. */
const [KITCHEN, DOOR, LOUNGE, STREET] = [0, 1, 2, 3];

/**
 * Diwali in rhyme, in the festival's order (goal-festival-diwali-words.ts tells it in prose): the
 * clay diyas shaped and painted, the rangoli at the door, new clothes, sweets and a parcel for old
 * Mr Singh, the diyas lit at dusk, the fireworks in the street, asleep by the lamps. No French word
 * agrees with the hero.
 */
export const DIWALI_LINES: ArcLine[] = [
  [
    KITCHEN,
    'diya-lamp',
    ['Little clay lamps, round and small:', '{name} shaped a diya, one for us all.'],
    ['De petites lampes d’argile, rondes et jolies :', '{name} façonne un diya, et puis un autre aussi.'],
  ],
  [
    KITCHEN,
    'artist-palette',
    ['Paint them orange, paint them gold:', 'bright little diyas for young and old.'],
    ['On les peint en orange, on les peint en doré :', 'de petits diyas pour toute la maisonnée.'],
    { also: ['diya-lamp'] },
  ],
  [
    DOOR,
    'artist-palette',
    ['Coloured powders, red and blue:', 'by the door, a rangoli grew.'],
    ['Des poudres colorées, du rouge, du bleu :', 'devant la porte, un rangoli merveilleux.'],
    { also: ['blossom'] },
  ],
  [
    DOOR,
    'blossom',
    ['Petal by petal, a flower so grand:', '{name} drew it with a careful hand.'],
    ['Pétale après pétale, une fleur de couleur :', '{name} la dessine avec tout son cœur.'],
  ],
  [
    LOUNGE,
    't-shirt',
    ['New clothes for Diwali, crisp and bright:', '{name} twirled round: oh, what a sight!'],
    ['Des habits neufs pour Diwali, tout brillants :', '{name} tourne, tourne, le cœur content.'],
  ],
  [
    LOUNGE,
    'mirror',
    ['In the mirror, a sari of gold,', 'and Mum’s bangles jingling, shiny and bold.'],
    ['Dans le miroir, un sari doré,', 'et les bracelets de maman qui font tinter.'],
    { also: ['sari'] },
  ],
  [
    KITCHEN,
    'candy',
    ['Sweets on a tray, so sticky and round:', '{name} licked a finger without a sound.'],
    ['Des douceurs dorées sur un grand plateau :', '{name} en goûte une, chut, pas un mot !'],
  ],
  [
    STREET,
    'wrapped-gift',
    ['A parcel of sweets for old Mr Singh:', '“Happy Diwali!” and the bell went ding!'],
    ['Un paquet de douceurs pour monsieur Singh :', '« Joyeux Diwali ! » et la sonnette fait dring !'],
  ],
  [
    DOOR,
    'person-wearing-turban',
    ['Mr Singh smiled: “A gift for you too!”', 'a box of sweets tied up in blue.'],
    ['Monsieur Singh sourit : « Pour toi aussi ! »', 'une boîte de douceurs, un ruban joli.'],
    { also: ['candy'] },
  ],
  [
    LOUNGE,
    'diya-lamp',
    ['As the sun set in the evening sky,', '{name} lit the diyas, one flame held high.'],
    ['Le soir tombe, et une à une,', '{name} allume les lampes sous la lune.'],
  ],
  [
    DOOR,
    'diya-lamp',
    ['Diyas on the steps, diyas on the sill:', 'every window glowing, the night so still.'],
    ['Des diyas sur les marches, sur le rebord aussi :', 'chaque fenêtre brille au cœur de la nuit.'],
    { also: ['house'] },
  ],
  [
    STREET,
    'fireworks-burst',
    ['Whoosh! Bang! Fireworks flew,', 'gold and silver across the night’s deep blue!'],
    ['Boum ! Pschitt ! Dans la nuit, un feu d’artifice :', 'de l’or, de l’argent, quel délice !'],
  ],
  [
    STREET,
    'fireworks-burst',
    ['The whole street cheered under the night so bright:', 'Happy Diwali, festival of light!'],
    ['Toute la rue applaudit sous le ciel de la nuit :', 'joyeux Diwali, la fête des lumières, la voici !'],
    { also: ['diya-lamp'] },
  ],
  [
    LOUNGE,
    'diya-lamp',
    ['Sleepy {name} by the diyas’ glow:', 'the darkest night can shine, you know.'],
    ['{name} s’endort près des lampes qui brillent :', 'dans la nuit la plus noire, la lumière scintille.'],
  ],
];

/** What a long Diwali poem (50 pages) weaves between its days, each at its own spot. */
export const DIWALI_FILLERS: ArcLine[] = [
  [
    KITCHEN,
    'bowl-with-spoon',
    ['Kheer in a bowl, creamy and sweet:', '{name} stirred it, a Diwali treat!'],
    ['Du kheer dans un bol, tout crémeux, tout doux :', '{name} le remue, miam, c’est pour nous !'],
  ],
  [
    DOOR,
    'sunflower',
    ['Marigold garlands, orange and gold,', 'hung by the door for the festival, bold.'],
    ['Des guirlandes de soucis, orange et dorées,', 'à la porte, pour la fête, accrochées.'],
  ],
  [
    LOUNGE,
    'musical-notes',
    ['Music and clapping, round and round:', '{name} danced to the happy sound.'],
    ['De la musique, des mains qui claquent en rond :', '{name} danse au son de la chanson.'],
  ],
  [
    LOUNGE,
    'wrapped-gift',
    ['Little presents, shiny and red:', '“One for each cousin,” Grandpa said.'],
    ['De petits cadeaux, tout rouges, tout brillants :', '« Un pour chaque cousin », dit papi en riant.'],
    { also: ['old-man'] },
  ],
  [
    KITCHEN,
    'bread',
    ['Puffy puris, golden and round,', 'popped in the pan with a sizzling sound.'],
    ['Des puris tout gonflés, dorés et ronds,', 'sautent dans la poêle : quel joli son !'],
  ],
  [
    STREET,
    'house',
    ['Lights on the rooftops, lights by each door:', 'every house shining more and more.'],
    ['Des lumières sur les toits, des lumières aux portes :', 'chaque maison brille, de plus en plus forte.'],
  ],
  [
    LOUNGE,
    'envelope',
    ['A card for the cousins far away:', '“Happy Diwali!” {name} wrote today.'],
    ['« Joyeux Diwali et plein de bisous ! »', 'écrit {name} aux cousins, loin de chez nous.'],
  ],
];
