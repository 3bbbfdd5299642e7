import { type ColoringScene, scene as s } from './coloring-arc-scene';

const SAND = /warm sand/;
/** Who came ({family}: "Mum and Dad", « Mamie »), drawn beside the hero (goal-seaside.ts's 'family' beat). */
const FAMILY = { subjectsOf: 'family' } as const;

/**
 * A family's day at the seaside (goal-seaside.ts) as a coloring book, in the order of the day: 'A
 * family trip to the beach for summer holidays' printed "Color Pim, who blows bubbles in the calm
 * cove!" and « qui tient la baguette magique parmi les rochers de la plage ». Now the bucket packed,
 * the drive, the sea from the dunes, the sandcastle, the waves, the crab, the ice cream, the shells,
 * the kite, the boat, the tide taking the castle, the biggest one built together (the turn, drawn big)
 * and the sunset. The family is drawn where the caption says it is, and named: no French word agrees
 * with the hero.
 */
export const SEASIDE_SCENES: ColoringScene[] = [
  s('packs a bucket for the seaside', 'prépare un seau pour la mer', ['bucket'], /house/),
  s(
    'asks “Are we there yet?” in the car with {family}',
    'demande « On est bientôt arrivés ? » dans la voiture avec {family}',
    ['automobile'],
    /road/,
    FAMILY,
  ),
  s(
    'sees the sea at last, its waves sparkling blue',
    'voit enfin la mer et ses vagues bleues qui scintillent',
    ['water-wave'],
    /dunes/,
  ),
  s(
    'opens the big striped beach umbrella with {family}',
    'ouvre le grand parasol rayé avec {family}',
    ['umbrella-on-ground'],
    SAND,
    FAMILY,
  ),
  s(
    'turns a bucket of wet sand into a sandcastle',
    'fait un château de sable avec un seau de sable mouillé',
    ['sandcastle', 'bucket'],
    SAND,
  ),
  s(
    'jumps over the waves with a big splash',
    'saute par-dessus les vagues dans un grand plouf',
    ['water-wave'],
    /water’s edge/,
  ),
  s(
    'meets a little crab waving one claw',
    'rencontre un petit crabe qui agite une pince',
    ['crab'],
    /rock pools/,
  ),
  s(
    'licks a dripping strawberry ice cream',
    'lèche une glace à la fraise qui coule',
    ['soft-ice-cream'],
    /ice-cream/,
  ),
  s(
    'picks up a pink shell and a striped shell',
    'ramasse un coquillage rose et un coquillage rayé',
    ['spiral-shell'],
    /cove/,
  ),
  s('flies a kite in the wind', 'fait voler un cerf-volant dans le vent', ['kite'], /dunes/),
  s(
    'waves from a little boat with {family}',
    'fait coucou depuis un petit bateau avec {family}',
    ['sailboat'],
    /pier/,
    FAMILY,
  ),
  s(
    'sees a big wave wash the sandcastle away',
    'voit une grosse vague emporter le château de sable',
    ['water-wave', 'sandcastle'],
    SAND,
  ),
  // The turn's own drawing: the biggest sandcastle, drawn big, with its bucket and the family.
  s(
    'fills bucket after bucket with {family} for the biggest sandcastle of all',
    'remplit seau après seau avec {family} pour le plus grand château de sable de tous',
    [],
    SAND,
    { subjectsOf: 'family-turn', turn: true },
  ),
  s(
    'watches the sun set over the sea with {family}',
    'regarde le soleil se coucher sur la mer avec {family}',
    ['sunrise'],
    SAND,
    FAMILY,
  ),
];
