/**
 * A farm's goodnight round in rhyme (goal-goodnight-farm.ts tells it in prose): one couplet an
 * animal of the round, by its id (goal-goodnight-things.ts), each naming the animal it is drawn with.
 * No French word agrees with the hero.
 */
export const FARM_GOODNIGHTS: Record<string, { en: [string, string]; fr: [string, string] }> = {
  cow: {
    en: ['Goodnight, cow, in the soft warm hay,', 'chewing slowly at the end of the day.'],
    fr: ['Bonne nuit, la vache, couchée dans le foin,', 'qui mâchonne tout doux dans son petit coin.'],
  },
  hens: {
    en: ['Goodnight, hens, up on your perch,', 'chicks tucked in, no need to search.'],
    fr: ['Bonne nuit, les poules, sur votre perchoir,', 'les poussins sous l’aile : bonsoir, bonsoir !'],
  },
  pig: {
    en: ['Goodnight, pig, in your bed of straw:', 'one sleepy grunt, and then no more.'],
    fr: ['Bonne nuit, le cochon, roulé dans la paille :', 'un dernier grognement, et puis il bâille.'],
  },
  horse: {
    en: ['Goodnight, horse, asleep on your feet,', 'dreaming of oats and apples sweet.'],
    fr: ['Bonne nuit, le cheval, qui dort debout', 'et rêve de pommes et d’avoine surtout.'],
  },
  sheep: {
    en: ['Goodnight, sheep, so woolly and white,', 'huddled together, snug for the night.'],
    fr: ['Bonne nuit, les moutons, tout blancs, tout doux,', 'serrés comme un nuage : bonne nuit à vous !'],
  },
  ducks: {
    en: ['Goodnight, ducks, by the quiet pond,', 'heads under wings, of sleep so fond.'],
    fr: ['Bonne nuit, les canards, au bord de l’étang,', 'la tête sous l’aile, on dort tranquillement.'],
  },
  goat: {
    en: ['Goodnight, goat, with your little beard:', 'sleep now, the day has disappeared.'],
    fr: ['Bonne nuit, la chèvre à la barbichette :', 'fini de grimper, la journée est faite !'],
  },
  dog: {
    en: ['Goodnight, dog, curled up by the door,', 'one eye open, and then a snore.'],
    fr: ['Bonne nuit, le chien, roulé devant la porte :', 'il ronfle déjà, la nuit l’emporte.'],
  },
  donkey: {
    en: ['Goodnight, donkey, one last hee-haw,', 'then fast asleep on the golden straw.'],
    fr: ['Bonne nuit, l’âne, un dernier hi-han,', 'puis il s’endort sur la paille, content.'],
  },
  rooster: {
    en: ['Goodnight, rooster, no crowing now:', 'you’ll wake us at dawn, you know how!'],
    fr: ['Bonne nuit, le coq, chut, plus de cocorico :', 'tu nous réveilleras demain, bien assez tôt !'],
  },
  cat: {
    en: ['Goodnight, cat, on the warm barn beam,', 'purring softly into a dream.'],
    fr: ['Bonne nuit, le chat, sur la poutre de la grange,', 'qui ronronne doucement, comme un petit ange.'],
  },
  mouse: {
    en: ['Goodnight, mouse, in your tiny nest:', 'tuck in your tail and take your rest.'],
    fr: ['Bonne nuit, la souris, dans ton petit nid,', 'la queue bien rentrée, blottie dans ton lit.'],
  },
  owl: {
    en: ['Goodnight, owl, up under the eaves:', '“Hoo!” you say, as the daylight leaves.'],
    fr: ['Bonne nuit, le hibou, là-haut sous le toit :', '« Hou, hou ! » répond-il, tout bas, tout bas.'],
  },
  tractor: {
    en: ['Goodnight, tractor, all parked away:', 'rest your wheels for another day.'],
    fr: ['Bonne nuit, le tracteur, rangé dans la cour :', 'repose tes roues jusqu’au lever du jour.'],
  },
};

/** The round's first couplet at sunset, the moon at its turn, and the hero asleep at its end. */
export const FARM_DUSK = {
  en: ['The sun went down, the evening glowed red:', '“Goodnight, farm!” said {name}. “Time for bed.”'],
  fr: ['Le soir tombe, le ciel est tout rose :', '« Bonne nuit, la ferme ! » dit {name}. « On se repose. »'],
} as const;
export const FARM_MOON = {
  en: ['Goodnight, moon, so round and bright;', 'goodnight, stars, in the farm’s dark night.'],
  fr: ['Bonne nuit, la lune, bonne nuit, les étoiles :', 'le ciel de la ferme a mis son grand voile.'],
} as const;
export const FARM_ASLEEP = {
  en: ['Goodnight to the farm, goodnight to all:', '{name} is asleep, curled up small.'],
  fr: ['Bonne nuit, la ferme, bonne nuit, tout le monde :', '{name} dort déjà, dans la nuit profonde.'],
} as const;

/** What a long farm goodnight poem (50 pages) weaves between the animals: the farm going quiet. */
export const FARM_HUSH: {
  subject: string;
  thing: { en: string; fr: string };
  en: [string, string];
  fr: [string, string];
}[] = [
  {
    subject: 'cricket',
    thing: { en: 'a cricket', fr: 'un grillon' },
    en: ['A cricket sang in the long dark grass,', 'a sleepy song as the hours pass.'],
    fr: ['Un grillon chante dans l’herbe, tout bas,', 'une berceuse, cri-cri, pas à pas.'],
  },
  {
    subject: 'sheaf-of-rice',
    thing: { en: 'the wheat', fr: 'le blé' },
    en: ['The wind went hush across the wheat,', 'soft as a blanket, quiet and sweet.'],
    fr: ['Le vent fait chut sur les épis de blé,', 'doux comme une couverture, tout feutré.'],
  },
  {
    subject: 'glowing-star',
    thing: { en: 'the first star', fr: 'la première étoile' },
    en: ['The first star peeped over the hay,', 'to wish goodnight to the end of the day.'],
    fr: ['La première étoile pointe au-dessus du foin', 'pour dire bonne nuit, de loin, de loin.'],
  },
  {
    subject: 'house-with-garden',
    thing: { en: 'the farmhouse', fr: 'la ferme' },
    en: ['In the farmhouse, one window glowed,', 'a little light on the dark farm road.'],
    fr: ['À la ferme, une fenêtre brille encore,', 'une petite lumière, toute en or.'],
  },
  {
    subject: 'door',
    thing: { en: 'the barn door', fr: 'la porte de la grange' },
    en: ['The big barn door went creak, then shut:', 'snug inside, every nook and hut.'],
    fr: ['La grande porte de la grange grince, puis se ferme :', 'tout le monde est au chaud dans la ferme.'],
  },
  {
    subject: 'crescent-moon',
    thing: { en: 'the moon', fr: 'la lune' },
    en: ['The moon climbed up above the shed,', 'and tucked the farm into its bed.'],
    fr: ['La lune grimpe au-dessus de la remise', 'et borde la ferme, tout en douceur exquise.'],
  },
];
