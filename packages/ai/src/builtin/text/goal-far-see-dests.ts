import type { FarDest } from '../idea/read-goal-far-see';

type Words = { en: string; fr: string };
/**
 * Each far place's own words (goal-far-see.ts): its name, what a traveller tells of it at home, the
 * wonders drawn there (icons and words), and the souvenir taken home.
 */
export type DestWords = {
  dest: Words;
  toDest: Words;
  heard: Words;
  wonders: [string, Words][];
  souvenir: [string, Words];
};

const w = (en: string, fr: string): Words => ({ en, fr });

export const DESTS: Record<FarDest, DestWords> = {
  jungle: {
    dest: w('the jungle', 'la jungle'),
    toDest: w('to the jungle', 'jusqu’à la jungle'),
    heard: w(
      'trees as tall as towers, flowers of every colour and parrots that never stop talking',
      'des arbres hauts comme des tours, des fleurs de toutes les couleurs et des perroquets qui bavardent sans arrêt',
    ),
    wonders: [
      ['parrot', w('a bright parrot', 'un perroquet éclatant')],
      ['monkey', w('a cheeky monkey', 'un singe farceur')],
      ['butterfly', w('a blue butterfly', 'un papillon bleu')],
    ],
    souvenir: ['feather', w('a bright red feather', 'une plume rouge vif')],
  },
  snow: {
    dest: w('the snow', 'la neige'),
    toDest: w('to the snow', 'jusqu’à la neige'),
    heard: w(
      'white flakes that fall from the sky, soft as feathers and cold as ice',
      'des flocons blancs qui tombent du ciel, doux comme des plumes et froids comme la glace',
    ),
    wonders: [
      ['snowflake', w('a snowflake', 'un flocon')],
      ['snowman', w('a snowman', 'un bonhomme de neige')],
      ['fox', w('a white fox', 'un renard blanc')],
    ],
    souvenir: [
      'evergreen-tree',
      w('a little pine cone from the snowy wood', 'une petite pomme de pin du bois enneigé'),
    ],
  },
  mountains: {
    dest: w('the mountains', 'les montagnes'),
    toDest: w('to the mountains', 'jusqu’aux montagnes'),
    heard: w(
      'peaks so high they touch the clouds, with snow on top even in summer',
      'des sommets si hauts qu’ils touchent les nuages, avec de la neige tout en haut, même en été',
    ),
    wonders: [
      ['snow-capped-mountain', w('the high peaks', 'les hauts sommets')],
      ['eagle', w('an eagle', 'un aigle')],
      ['goat', w('a mountain goat', 'une chèvre des montagnes')],
    ],
    souvenir: ['rock', w('a shiny pebble from the mountain', 'un caillou brillant de la montagne')],
  },
  sea: {
    dest: w('the sea', 'la mer'),
    toDest: w('to the sea', 'jusqu’à la mer'),
    heard: w(
      'water as far as the eye can see, big waves and shells on the sand',
      'de l’eau à perte de vue, de grosses vagues et des coquillages sur le sable',
    ),
    wonders: [
      ['water-wave', w('the big waves', 'les grosses vagues')],
      ['crab', w('a crab', 'un crabe')],
      ['spiral-shell', w('a shell', 'un coquillage')],
    ],
    souvenir: ['spiral-shell', w('a pretty shell', 'un joli coquillage')],
  },
  warmsea: {
    dest: w('the warm sea', 'la mer chaude'),
    toDest: w('to the warm sea', 'jusqu’à la mer chaude'),
    heard: w(
      'blue water as warm as a bath, turtles and fish of every colour',
      'une eau bleue tiède comme un bain, des tortues et des poissons de toutes les couleurs',
    ),
    wonders: [
      ['turtle', w('a sea turtle', 'une tortue de mer')],
      ['tropical-fish', w('bright fish', 'des poissons colorés')],
      ['palm-tree', w('a palm tree', 'un palmier')],
    ],
    souvenir: ['spiral-shell', w('a pink shell', 'un coquillage rose')],
  },
  desert: {
    dest: w('the desert', 'le désert'),
    toDest: w('to the desert', 'jusqu’au désert'),
    heard: w(
      'hills of golden sand, camels and a sun that never goes behind a cloud',
      'des collines de sable doré, des chameaux et un soleil qui ne se cache jamais',
    ),
    wonders: [
      ['camel', w('a camel', 'un chameau')],
      ['cactus', w('a cactus', 'un cactus')],
      ['lizard', w('a lizard', 'un lézard')],
    ],
    souvenir: ['cactus', w('a tiny cactus in a pot', 'un tout petit cactus en pot')],
  },
};
