import type { FarDest, FarHome } from '../idea/read-goal-far-see';
import { type Place, type PlaceFamily, place } from '../idea/settings';

/**
 * Where a far journey goes (goal-far-see.ts): the hero's own home, two stops leaving it and two nearing
 * the far place, then the far place itself, each stop with its helper. Stops are shared: every hero
 * from the ice rides a whale and a ship, every trip to the jungle lands on a warm beach and paddles up
 * a jungle river. Each place's words after "|" are what the picture draws (pictures/environment.ts).
 */
export type Helper = { icon: string; a: { en: string; fr: string }; the: { en: string; fr: string } };
export type Stop = { at: Place; helper: Helper };

const at = (family: PlaceFamily) => (en: string, fr: string) => ({ ...place(en, fr), family }) as Place;
const snow = at('snow');
const shore = at('shore');
const nature = at('nature');
const ship = at('ship');
const town = at('town');
const h = (icon: string, en: string, fr: string): Helper => {
  const [aEn, theEn] = en.split('/');
  const [aFr, theFr] = fr.split('/');
  return { icon, a: { en: aEn, fr: aFr }, the: { en: theEn, fr: theFr } };
};

export const HOME_PLACES: Record<FarHome, Place[]> = {
  ice: [
    snow('on/the ice floe|on the polar sea', 'sur/la banquise'),
    snow('at/the edge of the ice|on the polar sea', 'au bord de/la glace'),
  ],
  desert: [
    nature('among/the sand dunes|of the desert', 'parmi/les dunes de sable'),
    nature('by/the oasis|in the desert', 'près de/l’oasis'),
  ],
  pond: [
    nature('by/the pond|in the park meadow', 'au bord de/l’étang'),
    nature('among/the tall reeds|by the lake', 'parmi/les grands roseaux'),
  ],
  river: [
    nature('by/the bend in the river', 'dans/le méandre de la rivière'),
    nature('under/the alder tree|by the river', 'sous/l’aulne de la rivière'),
  ],
};

/** The home's own words, for the first and last pages: « sur la banquise », "in the desert". */
export const HOME_SAID: Record<FarHome, { en: string; fr: string }> = {
  ice: { en: 'on the ice, far in the cold north', fr: 'sur la banquise, tout au nord, là où il fait froid' },
  desert: { en: 'in the hot, sandy desert', fr: 'dans le désert chaud et sableux' },
  pond: { en: 'in a quiet green pond', fr: 'dans un petit étang tout vert' },
  river: { en: 'in a little river', fr: 'dans une petite rivière' },
};

/** Two stops leaving home. */
export const LEAVING: Record<FarHome, Stop[]> = {
  ice: [
    {
      at: snow('on/the iceberg|on the polar sea', 'sur/l’iceberg'),
      helper: h('spouting-whale', 'a big whale/the whale', 'une grande baleine/la baleine'),
    },
    {
      at: ship('on/the big ship|on the open sea', 'sur/le grand bateau'),
      helper: h('ship', 'a kind boat captain/the captain', 'un gentil capitaine/le capitaine'),
    },
  ],
  desert: [
    {
      at: nature('on/the camel track|across the desert', 'sur/la piste des chameaux'),
      helper: h('fox', 'a little desert fox/the fox', 'un petit fennec/le fennec'),
    },
    {
      at: town('at/the railway station|in the town', 'à/la gare'),
      helper: h(
        'locomotive',
        'a cheerful train driver/the train driver',
        'une joyeuse conductrice de train/la conductrice',
      ),
    },
  ],
  pond: [
    {
      at: nature('by/the stream|in the forest', 'au bord de/le ruisseau'),
      helper: h('duck', 'a friendly duck/the duck', 'un canard sympathique/le canard'),
    },
    {
      at: nature('on/the old bridge|over the river', 'sous/le vieux pont'),
      helper: h('otter', 'a playful otter/the otter', 'une loutre joueuse/la loutre'),
    },
  ],
  river: [
    {
      at: nature('by/the stepping stones|across the river', 'près de/les pierres du gué'),
      helper: h('otter', 'a playful otter/the otter', 'une loutre joueuse/la loutre'),
    },
    {
      at: nature('under/the old bridge|over the river', 'sous/le vieux pont'),
      helper: h('duck', 'a friendly duck/the duck', 'un canard sympathique/le canard'),
    },
  ],
};

/** Two stops nearing the far place; a hero of the water keeps to the water (`wet`). */
export const NEARING: Record<FarDest, Stop[]> = {
  jungle: [
    {
      at: shore('on/the warm sandy beach|by the sea', 'sur/la plage de sable chaud'),
      helper: h('bird', 'a seagull/the seagull', 'une mouette/la mouette'),
    },
    {
      at: nature('on/the jungle river', 'sur/la rivière de la jungle'),
      helper: h('turtle', 'an old river turtle/the turtle', 'une vieille tortue de rivière/la tortue'),
    },
  ],
  warmsea: [
    {
      at: shore('on/the old pier|on the shore', 'sur/la vieille jetée'),
      helper: h('bird', 'a seagull/the seagull', 'une mouette/la mouette'),
    },
    {
      at: shore('in/the sand dunes|by the beach', 'dans/les dunes'),
      helper: h('crab', 'a little crab/the crab', 'un petit crabe/le crabe'),
    },
  ],
  sea: [
    {
      at: nature('by/the little waterfall|up the river', 'près de/la petite cascade'),
      helper: h('otter', 'a playful otter/the otter', 'une loutre joueuse/la loutre'),
    },
    {
      at: shore('in/the sand dunes|by the beach', 'dans/les dunes'),
      helper: h('crab', 'a little crab/the crab', 'un petit crabe/le crabe'),
    },
  ],
  snow: [
    {
      at: nature('in/the pine grove on the mountain', 'dans/le bois de pins'),
      helper: h('deer', 'a gentle deer/the deer', 'un cerf tranquille/le cerf'),
    },
    {
      at: snow('on/the snowy hill', 'sur/la colline enneigée'),
      helper: h('goat', 'a mountain goat/the goat', 'une chèvre des montagnes/la chèvre'),
    },
  ],
  mountains: [
    {
      at: nature('on/the rocky path|in the forest hills', 'sur/le sentier rocheux'),
      helper: h('goat', 'a mountain goat/the goat', 'une chèvre des montagnes/la chèvre'),
    },
    {
      at: nature('in/the pine grove on the mountain', 'dans/le bois de pins'),
      helper: h('eagle', 'an eagle/the eagle', 'un aigle/l’aigle'),
    },
  ],
  desert: [
    {
      at: nature('on/the red dusty plain|of the outback desert', 'sur/la plaine de poussière rouge'),
      helper: h('lizard', 'a lizard/the lizard', 'un lézard/le lézard'),
    },
    {
      at: nature('by/the tall red rocks|in the desert', 'près de/les hauts rochers rouges'),
      helper: h('bird', 'a desert bird/the bird', 'un oiseau du désert/l’oiseau'),
    },
  ],
};

/** Up the river for a fish: the mountains are reached by the water, the waterfall leapt. */
export const NEARING_WET: Stop[] = [
  {
    at: nature('by/the little waterfall|up the river', 'près de/la petite cascade'),
    helper: h('fish', 'a strong salmon/the salmon', 'un saumon costaud/le saumon'),
  },
  {
    at: nature('by/the misty stream|in the mountain forest', 'dans/le torrent de montagne'),
    helper: h('bird', 'a kingfisher/the kingfisher', 'un martin-pêcheur/le martin-pêcheur'),
  },
];

/** The far place itself: the places its wonder is drawn in, and its own words. */
export const DEST_PLACES: Record<FarDest, Place[]> = {
  jungle: [
    nature('under/the tall trees|of the jungle', 'sous/les grands arbres de la jungle'),
    nature('by/the waterfall|in the jungle', 'près de/la cascade de la jungle'),
    nature('in/the jungle clearing', 'dans/la clairière de la jungle'),
  ],
  snow: [
    snow('on/the frozen lake|in the snow', 'sur/le lac gelé'),
    snow('under/the pine trees|in the snow', 'sous/les sapins enneigés'),
  ],
  mountains: [
    snow('on/the snowy peak', 'sur/le sommet enneigé'),
    nature('by/the mountain lake|in the forest', 'au bord de/le lac de montagne'),
  ],
  sea: [
    shore('among/the rock pools|on the beach', 'parmi/les rochers de la plage'),
    shore('in/the calm cove|on the beach', 'dans/la petite crique'),
  ],
  warmsea: [
    shore('in/the calm cove|on the beach', 'dans/la petite crique'),
    shore('among/the rock pools|on the beach', 'parmi/les rochers de la plage'),
  ],
  desert: [
    nature('among/the sand dunes|of the desert', 'parmi/les dunes de sable'),
    nature('under/the palm trees|of the desert oasis', 'sous/les palmiers de l’oasis'),
  ],
};
