import { inFamily, type Place, place } from '../idea/settings';
import type { L } from './theme-types';

/**
 * The moon's round of the world (goal-moon-round.ts): the places it shines over, each with what it
 * sees there — children going to sleep (who, what they are doing), then the place's own night (its
 * animals, its lamps). Each moment is said once and drawn (`icons`), so a long book lingers at each
 * place with new things, never the same sentence twice.
 */
/** `said`: what is drawn, for the alt text (the child first, then the rest). */
export type MoonMoment = { icons: string[]; said: L[] } & (
  | { child: L; doing: L; sight?: undefined; asleep?: true }
  | { sight: L; child?: undefined; doing?: undefined; asleep?: undefined }
);
export type MoonStop = { place: Place; moments: MoonMoment[] };

// The children of the world are of every skin tone (pictures/helper-figure.ts draws each standing).
const girl = { en: 'a little girl', fr: 'une petite fille' };
const boy = { en: 'a little boy', fr: 'un petit garçon' };
/** What each icon drawn is called in the alt text. */
const SAID: Record<string, L> = {
  taxi: { en: 'a taxi', fr: 'un taxi' },
  bus: { en: 'a bus', fr: 'un bus' },
  cat: { en: 'a cat', fr: 'un chat' },
  cow: { en: 'a cow', fr: 'une vache' },
  chicken: { en: 'a hen', fr: 'une poule' },
  tractor: { en: 'a tractor', fr: 'un tracteur' },
  sailboat: { en: 'a little boat', fr: 'un petit bateau' },
  ship: { en: 'a big ship', fr: 'un grand bateau' },
  whale: { en: 'a whale', fr: 'une baleine' },
  dolphin: { en: 'a dolphin', fr: 'un dauphin' },
  snowflake: { en: 'snowflakes', fr: 'des flocons de neige' },
  'polar-bear': { en: 'a polar bear', fr: 'une ourse blanche' },
  owl: { en: 'an owl', fr: 'un hibou' },
  tent: { en: 'a tent', fr: 'une tente' },
  'two-hump-camel': { en: 'a camel', fr: 'un chameau' },
  fox: { en: 'a little fox', fr: 'un petit renard' },
  cactus: { en: 'a cactus', fr: 'un cactus' },
  frog: { en: 'a frog', fr: 'une grenouille' },
  hut: { en: 'a little hut', fr: 'une petite cabane' },
  monkey: { en: 'a monkey', fr: 'un singe' },
  parrot: { en: 'a parrot', fr: 'un perroquet' },
  ewe: { en: 'a lamb', fr: 'un agneau' },
  goat: { en: 'a goat', fr: 'une chèvre' },
  eagle: { en: 'an eagle', fr: 'un aigle' },
  'teddy-bear': { en: 'a teddy', fr: 'un nounours' },
  bread: { en: 'bread', fr: 'du pain' },
  dog: { en: 'a dog', fr: 'un chien' },
  'palm-tree': { en: 'a palm tree', fr: 'un palmier' },
  turtle: { en: 'a turtle', fr: 'une tortue' },
  crab: { en: 'a crab', fr: 'un crabe' },
  flashlight: { en: 'a torch', fr: 'une lampe de poche' },
  deer: { en: 'a deer', fr: 'un cerf' },
  hedgehog: { en: 'a hedgehog', fr: 'un hérisson' },
  fire: { en: 'a fire', fr: 'un feu' },
  elephant: { en: 'an elephant', fr: 'un éléphant' },
  lion: { en: 'a lion', fr: 'un lion' },
  baby: { en: 'a baby', fr: 'un bébé' },
  'baby-dark': { en: 'a baby', fr: 'un bébé' },
  duck: { en: 'a duck', fr: 'un canard' },
  bucket: { en: 'a bucket', fr: 'un seau' },
  swan: { en: 'a swan', fr: 'un cygne' },
  fish: { en: 'a fish', fr: 'un poisson' },
};
const said = (icons: string[]) => icons.flatMap((i) => (SAID[i] ? [SAID[i]] : []));
const kid = (who: L, icons: string[], en: string, fr: string): MoonMoment => ({
  child: who,
  doing: { en, fr },
  icons,
  said: [who, ...said(icons).filter((x) => x.en !== who.en)],
});
const sight = (icons: string[], en: string, fr: string): MoonMoment => ({
  sight: { en, fr },
  icons,
  said: said(icons),
});

const [CITY, FARM, SEA, NORTH, DESERT, JUNGLE, MOUNTAINS, VILLAGE, ISLAND, FOREST, SAVANNA, LAKE] = inFamily(
  'sky',
  [
    place(
      'over/the big city|above the tall buildings of a big city at night',
      'au-dessus de/la grande ville',
    ),
    place('over/the farm|above the fields and the barn of a farm at night', 'au-dessus de/la ferme'),
    place('over/the sea|above the waves by the shore at night', 'au-dessus de/la mer'),
    place(
      'over/the snowy north|above the snow and ice of the far north at night',
      'au-dessus de/le Grand Nord enneigé',
    ),
    place('over/the desert|above the sand dunes of the desert at night', 'au-dessus de/le désert'),
    place('over/the jungle|above the trees of the jungle at night', 'au-dessus de/la jungle'),
    place('over/the mountains|above the rocky peaks of the mountains at night', 'au-dessus de/les montagnes'),
    place('over/the village|above the little houses of a village at night', 'au-dessus de/le village'),
    place('over/the island|above the palm trees and the beach of an island at night', 'au-dessus de/l’île'),
    place('over/the forest|above the tall trees of a forest at night', 'au-dessus de/la forêt'),
    place('over/the savanna|above the tall grass of the savanna at night', 'au-dessus de/la savane'),
    place('over/the lake|above the still water of a lake at night', 'au-dessus de/le lac'),
  ],
);

export const MOON_STOPS: MoonStop[] = [
  {
    place: CITY,
    moments: [
      kid(
        girl,
        ['girl-medium'],
        'was brushing her teeth by the window, high up in a tall building',
        'se brossait les dents près de la fenêtre, tout en haut d’un grand immeuble',
      ),
      kid(
        boy,
        ['boy-medium-light', 'taxi'],
        'was falling asleep in the back of a taxi on the way home',
        's’endormait à l’arrière d’un taxi, sur le chemin de la maison',
      ),
      sight(
        ['bus'],
        'the street lamps blinked and the last bus rumbled home',
        'les réverbères clignaient et le dernier bus rentrait au dépôt',
      ),
      sight(
        ['cat'],
        'a cat on a rooftop looked up and purred',
        'un chat sur un toit leva les yeux et ronronna',
      ),
    ],
  },
  {
    place: FARM,
    moments: [
      kid(
        boy,
        ['boy-light', 'cow'],
        'was giving the calf one last pat before bed',
        'caressait une dernière fois le petit veau avant d’aller au lit',
      ),
      kid(
        girl,
        ['girl-medium-dark', 'chicken'],
        'was closing the henhouse door, click',
        'fermait la porte du poulailler, clic',
      ),
      sight(
        ['cow'],
        'the cows lay down in the grass, one by one',
        'les vaches se couchaient dans l’herbe, une à une',
      ),
      sight(['tractor'], 'the old tractor slept in its shed', 'le vieux tracteur dormait dans sa remise'),
    ],
  },
  {
    place: SEA,
    moments: [
      kid(
        girl,
        ['girl-medium-light', 'sailboat'],
        'was rocking gently to sleep in her family’s little boat',
        'se laissait bercer jusqu’au sommeil dans le petit bateau de sa famille',
      ),
      kid(
        boy,
        ['boy-dark', 'ship'],
        'was waving from the deck of a big ship',
        'faisait signe depuis le pont d’un grand bateau',
      ),
      sight(
        ['whale'],
        'a whale sang a long, low lullaby',
        'une baleine chantait une longue berceuse, tout bas',
      ),
      sight(
        ['dolphin'],
        'the dolphins played in the silver path of moonlight',
        'les dauphins jouaient dans le chemin d’argent du clair de lune',
      ),
    ],
  },
  {
    place: NORTH,
    moments: [
      kid(
        boy,
        ['boy-light', 'snowflake'],
        'was snuggled under a thick blanket while the snow fell outside',
        'était blotti sous une épaisse couverture pendant que la neige tombait dehors',
      ),
      kid(
        girl,
        ['girl-medium-light'],
        'was watching green lights dance across the sky',
        'regardait des lumières vertes danser dans le ciel',
      ),
      sight(
        ['polar-bear'],
        'a polar bear and her cub curled up in the snow',
        'une ourse blanche et son petit se blottissaient dans la neige',
      ),
      sight(
        ['owl'],
        'an owl hooted softly from a frosty pine',
        'un hibou hululait doucement dans un sapin givré',
      ),
    ],
  },
  {
    place: DESERT,
    moments: [
      kid(
        girl,
        ['girl-medium', 'tent'],
        'was looking at the stars from the door of her tent',
        'regardait les étoiles depuis l’entrée de sa tente',
      ),
      kid(
        boy,
        ['boy-medium-dark', 'two-hump-camel'],
        'was leaning against a sleepy camel, warm and soft',
        's’appuyait contre un chameau tout endormi, chaud et doux',
      ),
      sight(
        ['fox'],
        'a little fox popped out of its burrow and blinked',
        'un petit renard sortait de son terrier en clignant des yeux',
      ),
      sight(
        ['cactus'],
        'the sand was cool and silver, and the cactus flowers opened',
        'le sable était frais et argenté, et les fleurs des cactus s’ouvraient',
      ),
    ],
  },
  {
    place: JUNGLE,
    moments: [
      kid(
        boy,
        ['boy-dark', 'frog'],
        'was listening to the frogs sing in the warm, dark night',
        'écoutait chanter les grenouilles dans la nuit chaude et sombre',
      ),
      kid(
        girl,
        ['girl-medium', 'hut'],
        'was swinging gently in a hammock in her house on stilts',
        'se balançait doucement dans un hamac, dans sa maison sur pilotis',
      ),
      sight(
        ['monkey'],
        'the monkeys huddled together on a high branch',
        'les singes se serraient les uns contre les autres sur une haute branche',
      ),
      sight(
        ['parrot'],
        'a parrot tucked its head under its wing',
        'un perroquet cachait sa tête sous son aile',
      ),
    ],
  },
  {
    place: MOUNTAINS,
    moments: [
      kid(
        girl,
        ['girl-medium-light', 'ewe'],
        'was tucking in her little lamb in a stone hut',
        'bordait son petit agneau dans une cabane de pierre',
      ),
      kid(
        boy,
        ['boy-medium'],
        'was counting the stars from his window, one by one',
        'comptait les étoiles depuis sa fenêtre, une à une',
      ),
      sight(['goat'], 'the goats slept on a rocky ledge', 'les chèvres dormaient sur un rebord de rocher'),
      sight(
        ['eagle'],
        'an eagle settled into its nest on the highest peak',
        'un aigle se posait dans son nid, sur le plus haut sommet',
      ),
    ],
  },
  {
    place: VILLAGE,
    moments: [
      {
        child: { en: 'a baby', fr: 'un bébé' },
        doing: {
          en: 'was already fast asleep in a cot, thumb in mouth',
          fr: 'dormait déjà à poings fermés dans son petit lit, le pouce dans la bouche',
        },
        icons: ['baby'],
        said: [{ en: 'a baby', fr: 'un bébé' }],
        asleep: true,
      },
      kid(
        girl,
        ['girl-light', 'teddy-bear'],
        'was hugging her teddy while Grandma sang a lullaby',
        'serrait son nounours pendant que Mamie chantait une berceuse',
      ),
      sight(
        ['bread'],
        'the baker was already asleep, to bake the bread at dawn',
        'le boulanger dormait déjà, pour cuire le pain à l’aube',
      ),
      sight(
        ['dog'],
        'a dog gave one last woof and curled up by the door',
        'un chien aboyait une dernière fois et se roulait en boule près de la porte',
      ),
    ],
  },
  {
    place: ISLAND,
    moments: [
      kid(
        boy,
        ['boy-medium-dark', 'palm-tree'],
        'was falling asleep in a hammock under the palm trees',
        's’endormait dans un hamac sous les palmiers',
      ),
      kid(
        girl,
        ['girl-dark', 'hut'],
        'was listening to the waves, hush, hush, from her little hut',
        'écoutait les vagues, chhh, chhh, depuis sa petite cabane',
      ),
      sight(
        ['turtle'],
        'a turtle crept up the beach to lay her eggs',
        'une tortue remontait la plage pour pondre ses œufs',
      ),
      sight(
        ['crab'],
        'the crabs tiptoed back into their holes',
        'les crabes rentraient dans leurs trous sur la pointe des pattes',
      ),
    ],
  },
  {
    place: FOREST,
    moments: [
      kid(
        girl,
        ['girl', 'flashlight'],
        'was reading one last story with a torch under her covers',
        'lisait une dernière histoire à la lampe de poche, sous sa couette',
      ),
      kid(
        boy,
        ['boy-medium-light', 'tent'],
        'was camping with his dad beside a little fire',
        'campait avec son papa près d’un petit feu',
      ),
      sight(
        ['deer'],
        'a family of deer lay down among the ferns',
        'une famille de cerfs se couchait parmi les fougères',
      ),
      sight(
        ['hedgehog'],
        'a hedgehog snuffled about under the leaves',
        'un hérisson farfouillait sous les feuilles',
      ),
    ],
  },
  {
    place: SAVANNA,
    moments: [
      kid(
        boy,
        ['boy-dark', 'fire'],
        'was listening to Grandpa’s stories by the fire',
        'écoutait les histoires de Papi près du feu',
      ),
      kid(
        girl,
        ['girl-dark', 'baby-dark'],
        'was asleep on a mat, with her baby sister beside her',
        'dormait sur une natte, sa petite sœur à côté d’elle',
      ),
      sight(
        ['elephant'],
        'the elephants stood close together under a big tree, asleep on their feet',
        'les éléphants dormaient debout, serrés sous un grand arbre',
      ),
      sight(
        ['lion'],
        'a lion yawned a great big yawn and lay down',
        'un lion faisait un énorme bâillement et se couchait',
      ),
    ],
  },
  {
    place: LAKE,
    moments: [
      kid(
        girl,
        ['girl-medium-dark', 'duck'],
        'was saying goodnight to the ducks from the jetty',
        'disait bonne nuit aux canards depuis le ponton',
      ),
      kid(
        boy,
        ['boy', 'bucket'],
        'was trying to catch the moon’s reflection in a bucket',
        'essayait d’attraper le reflet de la lune dans un seau',
      ),
      sight(
        ['swan'],
        'the swans slept with their heads tucked under their wings',
        'les cygnes dormaient, la tête sous l’aile',
      ),
      sight(
        ['fish'],
        'the fish blew little bubbles in the moonlight',
        'les poissons faisaient de petites bulles au clair de lune',
      ),
    ],
  },
];

/** Where the turn happens: one little window still lit, a child afraid of the dark. */
export const [LAST_WINDOW, HIGH_SKY] = inFamily('sky', [
  place(
    'over/the little house|above a little house with one lit window at night',
    'au-dessus de/la petite maison',
  ),
  place('high in/the sky|above the sleeping hills at night', 'haut dans/le ciel'),
]);
