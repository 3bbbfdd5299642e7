import { inFamily, type Place, place } from '../idea/settings';
import type { L } from './theme-types';

/**
 * The moon's round of the world (goal-moon-round.ts): the kit its stops are written with — the
 * places it shines over, a moment there (a child going to sleep, or the place's own night), and what
 * each drawn icon is called in the alt text. The stops themselves: goal-moon-round-stops-*.ts.
 */
/** `said`: what is drawn, for the alt text (the child first, then the rest). */
export type MoonMoment = { icons: string[]; said: L[] } & (
  | { child: L; doing: L; sight?: undefined; asleep?: true }
  | { sight: L; child?: undefined; doing?: undefined; asleep?: undefined }
);
export type MoonStop = { place: Place; moments: MoonMoment[] };

// The children of the world are of every skin tone (pictures/helper-figure.ts draws each standing).
export const girl = { en: 'a little girl', fr: 'une petite fille' };
export const boy = { en: 'a little boy', fr: 'un petit garçon' };
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
export const kid = (who: L, icons: string[], en: string, fr: string): MoonMoment => ({
  child: who,
  doing: { en, fr },
  icons,
  said: [who, ...said(icons).filter((x) => x.en !== who.en)],
});
export const sight = (icons: string[], en: string, fr: string): MoonMoment => ({
  sight: { en, fr },
  icons,
  said: said(icons),
});

export const [CITY, FARM, SEA, NORTH, DESERT, JUNGLE, MOUNTAINS, VILLAGE, ISLAND, FOREST, SAVANNA, LAKE] =
  inFamily('sky', [
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
  ]);

/** Where the turn happens: one little window still lit, a child afraid of the dark. */
export const [LAST_WINDOW, HIGH_SKY] = inFamily('sky', [
  place(
    'over/the little house|above a little house with one lit window at night',
    'au-dessus de/la petite maison',
  ),
  place('high in/the sky|above the sleeping hills at night', 'haut dans/le ciel'),
]);
