import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-seaside-couplets.ts: goal-seaside.ts's road and beach, then the house. */
const [ROAD, DUNES, SAND, WATER, ROCKS, ICE, COVE, PIER, HOUSE] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * A family's day at the seaside in rhyme, in the day's order (goal-seaside.ts tells it in prose):
 * packing at home, the drive, the first sight of the sea, the warm sand, the castle, the waves, the
 * crab, the shells, the kite, the tide taking the castle, a bigger one, the sunset and the sleepy
 * drive home. Each couplet draws what it names. No line names who came (Mamie alone, or Mum and Dad):
 * the French lines say « on », and no French word agrees with the hero.
 */
export const SEASIDE_LINES: ArcLine[] = [
  [
    HOUSE,
    'bucket',
    ['A bucket, a spade and a big sun hat:', '{name} packed them all, and that was that!'],
    ['Un seau, une pelle, un chapeau de paille :', '{name} prépare tout, quelle pagaille !'],
    { also: ['womans-hat'] },
  ],
  [
    HOUSE,
    'automobile',
    ['The car was full from roof to floor;', 'one last squeeze, and they shut the door.'],
    ['La voiture est pleine à craquer :', 'on pousse, on serre, et c’est bouclé !'],
  ],
  [
    ROAD,
    'automobile',
    ['“Are we there yet?” {name} would say,', 'all along the long, long summer way.'],
    ['« On arrive quand ? » demande {name} en chantant,', 'et la route file sous le soleil blanc.'],
  ],
  [
    DUNES,
    'water-wave',
    ['Over the dunes {name} ran, and there:', 'the sea, all sparkling everywhere!'],
    ['Du haut des dunes, quelle surprise :', 'la mer toute bleue, et la douce brise !'],
  ],
  [
    SAND,
    'umbrella-on-ground',
    ['Out came the towels, the umbrella too,', 'striped in red and white and blue.'],
    ['Les serviettes, le parasol rayé :', 'sur le sable chaud, on est installés !'],
  ],
  [
    SAND,
    'thong-sandal',
    ['Off with the sandals, wiggle the toes:', 'warm soft sand wherever {name} goes!'],
    ['Hop, on enlève les sandales !', 'Le sable chaud chatouille, c’est génial !'],
  ],
  [
    SAND,
    'bucket',
    ['Fill the bucket, pat it flat,', 'turn it over: a tower, like that!'],
    ['On remplit le seau, on tapote bien,', 'on le retourne : une tour, ça tient !'],
    { also: ['sandcastle'] },
  ],
  [
    SAND,
    'sandcastle',
    ['Towers, a moat and a wall so tall:', '{name}’s sandcastle, the best of all!'],
    ['Des tours, des douves, un pont-levis :', 'le beau château de {name} est fini !'],
  ],
  [
    WATER,
    'water-wave',
    ['Here came a wave, splash, splash, hooray!', '{name} jumped it and ran away.'],
    ['Voilà une vague, plouf, plouf, hourra !', '{name} saute par-dessus et rit aux éclats.'],
  ],
  [
    WATER,
    'water-wave',
    ['The sea was cold, the sea was fun:', '{name} splashed and laughed in the sun.'],
    ['L’eau est fraîche, l’eau est jolie :', '{name} éclabousse, et rit, rit, rit !'],
  ],
  [
    ROCKS,
    'crab',
    ['Under a rock, what did {name} see?', 'A little red crab, waving happily!'],
    ['Sous un rocher, qui se cache là ?', 'Un petit crabe qui fait coucou comme ça !'],
  ],
  [
    ROCKS,
    'crab',
    ['Sideways, sideways, off it ran:', '“Catch me, catch me, if you can!”'],
    ['De côté, de côté, il file, il court :', '« Attrape-moi ! » Et hop, demi-tour !'],
  ],
  [
    ROCKS,
    'shrimp',
    ['In a rock pool, still and bright,', 'a tiny shrimp swam out of sight.'],
    ['Dans une flaque claire, entre les rochers,', 'une crevette minuscule file se cacher.'],
  ],
  [
    ICE,
    'soft-ice-cream',
    ['Strawberry, vanilla, what a treat!', 'It melted fast in the summer heat.'],
    ['Une glace à la fraise, une à la vanille :', 'elle fond, elle coule, et le soleil brille !'],
  ],
  [
    SAND,
    'bird',
    ['A seagull swooped, so quick and sly,', 'and took a sandwich into the sky!'],
    ['Une mouette, en un éclair,', 'emporte un sandwich dans les airs !'],
    { also: ['sandwich'] },
  ],
  [
    COVE,
    'spiral-shell',
    ['Pink shells, striped shells, tiny and white:', '{name} kept the prettiest, shining bright.'],
    ['Des coquillages roses, rayés, tout petits :', '{name} garde dans sa poche les plus jolis.'],
  ],
  [
    COVE,
    'spiral-shell',
    ['{name} held a shell up to one ear', 'and heard the sea, so soft and near.'],
    ['{name} met un coquillage contre son oreille :', 'on entend la mer, quelle merveille !'],
  ],
  [
    DUNES,
    'kite',
    ['Up on the dunes the kite flew high,', 'a red and yellow dot in the sky.'],
    ['Sur les dunes, le cerf-volant', 'danse tout là-haut, dans le vent.'],
  ],
  [
    PIER,
    'sailboat',
    ['From the old pier, a boat sailed by:', '{name} waved hello, and waved goodbye.'],
    ['Depuis la jetée, un bateau passe au loin :', '{name} lui fait coucou de la main.'],
  ],
  [
    SAND,
    'water-wave',
    ['Then in came the tide, all foamy and grey,', 'and washed the sandcastle right away!'],
    ['Mais la marée monte, tout doucement,', 'et le château de sable fond en un instant.'],
    { also: ['sandcastle'] },
  ],
  [
    SAND,
    'sandcastle',
    ['{name} was sad, but not for long:', '“Let’s build another, big and strong!”'],
    ['{name} a du chagrin, mais pas longtemps :', '« On en fait un autre, encore plus grand ! »'],
  ],
  [
    SAND,
    'sandcastle',
    ['Everyone dug, higher up the sand:', 'the biggest castle in all the land!'],
    ['Tout le monde creuse, plus haut sur la plage :', 'le plus grand château, sur trois étages !'],
  ],
  [
    SAND,
    'water-wave',
    ['At sunset the sea was orange and red:', '“What a day!” sleepy {name} said.'],
    [
      'Au coucher du soleil, tout est rouge sur l’eau :',
      '« Quelle journée ! » dit {name}. « C’était beau ! »',
    ],
  ],
  [
    ROAD,
    'automobile',
    ['Home in the car, with sandy feet,', '{name} fell asleep, the day complete.'],
    ['Dans la voiture, du sable plein les pieds,', '{name} s’endort tout doucement, sans bouger.'],
    { also: ['sleeping-face'] },
  ],
];
