import { CLOUD_SKY } from './goal-cloud-rain';
import { type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: CLOUD_SKY's spots. */
const [SKY, SEA, MOUNTAINS, DESERT] = [0, 1, 2, 3];

const THINGS: Record<string, { en: string; fr: string }> = {
  bird: { en: 'birds', fr: 'des oiseaux' },
  camel: { en: 'a camel', fr: 'un chameau' },
  seedling: { en: 'seeds', fr: 'des graines' },
  eagle: { en: 'an eagle', fr: 'un aigle' },
  dolphin: { en: 'a dolphin', fr: 'un dauphin' },
  lizard: { en: 'a lizard', fr: 'un lézard' },
};

/**
 * "A little cloud who wants to rain on the desert" in rhyme (goal-cloud-rain.ts tells it in prose): the
 * poem printed stock couplets at Maple Lane and the library. Now, one couplet a page, the cloud floats
 * in the sky, sees the dry desert, tries, takes the sea's water, gathers friends, rains, and the desert
 * flowers ({name} never at a line end; "tried to rain" is no rain drawn: page-sky.ts). 24 couplets, so
 * a 24-page poem sings none twice; a short poem keeps an even spread (poetry-refuse-couplets.ts'
 * spread): the 8-page one sings the 8 steps at 0, 3, 7, 10, 13, 16, 20 and 23, and the rain falls on
 * two couplets in a row (20, 21) so a 12-page poem rains too.
 */
const LINES: ArcLine[] = [
  [
    SKY,
    'cloud',
    ['High in the sky, so soft and white,', '{name} drifts along, so round and light.'],
    ['Tout là-haut, tout doux, tout blanc,', '{name} flotte au gré du vent.'],
  ],
  [
    SKY,
    'cloud',
    ['{name} made shapes for all to see:', 'a bunny, a boat, a big tall tree.'],
    ['{name} fait des formes dans le ciel :', 'un lapin, un bateau, une hirondelle.'],
  ],
  [
    SKY,
    'bird',
    ['The birds flew by and sang hello;', '{name} waved to the hills below.'],
    ['Les oiseaux passent en chantant bonjour ;', '{name} salue les collines alentour.'],
  ],
  [
    DESERT,
    'cactus',
    ['Below, the desert, dry and bare:', 'no drops, no flowers anywhere.'],
    ['En bas, le désert brûle au soleil :', 'pas une fleur, pas une abeille.'],
  ],
  [
    DESERT,
    'camel',
    ['A camel sighed, “I’m hot and dry;', 'oh, won’t some water fall from the sky?”'],
    ['Un chameau soupire : « Quelle chaleur !', 'Pas une goutte depuis des heures ! »'],
  ],
  [
    DESERT,
    'seedling',
    ['Beneath the sand, the seeds slept tight,', 'and dreamed of water day and night.'],
    ['Sous le sable, les graines dorment encore,', 'et rêvent d’eau, du soir à l’aurore.'],
  ],
  [
    DESERT,
    'cloud',
    ['“Don’t worry!” {name} called below,', '“I’ll bring you water! Here I go!”'],
    ['« Ne t’en fais pas ! » crie {name} d’en haut,', '« Je vais vous apporter de l’eau ! »'],
  ],
  [
    DESERT,
    'sun',
    ['{name} tried to rain, and tried and tried,', 'but three small drops fell down and dried.'],
    ['{name} souffle, essaie et se serre,', 'mais trois gouttes sèchent sur la terre.'],
  ],
  [
    DESERT,
    'sun',
    ['The sun shone hot, the sun shone strong:', '“You’re far too small!” it sang along.'],
    ['Le soleil brûle, le soleil rit :', '« Tu es bien trop petit, mon ami ! »'],
  ],
  [
    DESERT,
    'cloud',
    ['{name} felt so small, and oh, so sad:', 'a tiny puff was all it had.'],
    ['{name} soupire, tout petit, tout triste,', 'sans une goutte sur la piste.'],
  ],
  [
    MOUNTAINS,
    'wind-face',
    ['“Hop on!” the wind said with a puff,', '“We’ll find you water, just enough!”'],
    ['« Grimpe ! » lui dit le vent joyeux,', '« On va trouver de l’eau tous les deux ! »'],
  ],
  [
    MOUNTAINS,
    'snow-capped-mountain',
    ['Over the mountains, high and cold,', 'they flew past peaks of white and gold.'],
    ['Par-dessus les montagnes, tout là-haut,', 'ils filent vite, comme des oiseaux.'],
  ],
  [
    MOUNTAINS,
    'eagle',
    ['An eagle asked, “Where do you go?”', '“To find some water, high or low!”'],
    ['Un aigle demande : « Où allez-vous ? »', '« Chercher de l’eau, pour nous tous ! »'],
  ],
  [
    SEA,
    'water-wave',
    ['Over the sea the wind blew free;', '“Take some water,” said the sea.'],
    ['Au-dessus de la mer, le vent chantait,', '« Prends mon eau ! » la mer disait.'],
  ],
  [
    SEA,
    'water-wave',
    ['{name} sipped the sea, sip after sip,', 'and grew as round as a sailing ship.'],
    ['{name} boit la mer, gorgée par gorgée,', 'et devient rond comme une bulle gonflée.'],
  ],
  [
    SEA,
    'dolphin',
    ['A dolphin leapt: “Good luck, my friend!', 'Bring water to the desert’s end!”'],
    ['Un dauphin saute : « Bonne chance, l’ami !', 'Va porter l’eau au désert, vas-y ! »'],
  ],
  [
    MOUNTAINS,
    'cloud',
    ['Other clouds came, one, two, three,', 'and {name} grew as grey as can be.'],
    ['D’autres nuages viennent en chantant,', 'et {name} devient gris et grand.'],
  ],
  [
    MOUNTAINS,
    'cloud',
    ['“Together,” they said, “we’re big and strong;', 'let’s go and help, it won’t be long!”'],
    ['« Ensemble, » disent-ils, « on est plus forts,', 'allons-y tous, d’un même effort ! »'],
  ],
  [
    DESERT,
    'cloud',
    ['Back to the desert, far away,', 'the clouds all gathered, big and grey.'],
    ['Au-dessus du désert, tous ensemble,', 'les nuages grondent, et le ciel tremble.'],
  ],
  [
    DESERT,
    'cloud',
    ['{name} took a breath, so deep, so wide,', 'and squeezed with all the clouds beside.'],
    ['{name} prend son souffle, tout au fond,', 'et serre fort, avec tous ses compagnons.'],
  ],
  [
    DESERT,
    'cloud-with-rain',
    ['Then pitter-patter, splish and splash,', 'the rain came down in one big dash!'],
    ['Et plic, et ploc, il pleut enfin', 'sur le sable et sur le chemin !'],
  ],
  [
    DESERT,
    'cloud-with-rain',
    ['It rained on dunes, on rocks, on sand,', 'a silver shower on the land.'],
    ['Il pleut sur les dunes et les cailloux,', 'une pluie d’argent tombe partout.'],
  ],
  [
    DESERT,
    'lizard',
    ['The camel danced, the lizard too,', 'and every cactus drank, it’s true!'],
    ['Le chameau danse, le lézard aussi,', 'et chaque cactus boit : merci, merci !'],
  ],
  [
    DESERT,
    'blossom',
    ['Now flowers bloom where all was dry,', 'and {name} smiles down from the sky.'],
    ['Les fleurs dansent dans le désert,', 'et {name} sourit dans le ciel clair.'],
  ],
];

export const CLOUD_COUPLETS = arcLines(LINES, CLOUD_SKY, THINGS);
