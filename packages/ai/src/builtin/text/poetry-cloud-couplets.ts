import { CLOUD_SKY } from './goal-cloud-rain';
import type { Couplet } from './poetry-hand-couplets';

type CloudCouplet = Pick<Couplet, 'en' | 'fr' | 'subject'> & { place: (typeof CLOUD_SKY)[number] };
const [SKY, SEA, MOUNTAINS, DESERT] = CLOUD_SKY;

/**
 * "A little cloud who wants to rain on the desert" in rhyme (goal-cloud-rain.ts tells it in prose): the
 * poem printed stock couplets at Maple Lane and the library. Now, one couplet a page, the cloud floats
 * in the sky, sees the dry desert, tries, takes the sea's water, gathers friends, rains, and the desert
 * flowers ({name} never at a line end; "tried to rain" is no rain drawn: page-sky.ts).
 */
export const CLOUD_COUPLETS: CloudCouplet[] = [
  {
    subject: 'cloud',
    place: SKY,
    en: ['High in the sky, so soft and white,', '{name} drifts along, so round and light.'],
    fr: ['Tout là-haut, tout doux, tout blanc,', '{name} flotte au gré du vent.'],
  },
  {
    subject: 'cactus',
    place: DESERT,
    en: ['Below, the desert, dry and bare:', 'no drops, no flowers anywhere.'],
    fr: ['En bas, le désert brûle au soleil :', 'pas une fleur, pas une abeille.'],
  },
  {
    subject: 'sun',
    place: DESERT,
    en: ['{name} tried to rain, and tried and tried,', 'but three small drops fell down and dried.'],
    fr: ['{name} souffle, essaie et se serre,', 'mais trois gouttes sèchent sur la terre.'],
  },
  {
    subject: 'wind-face',
    place: MOUNTAINS,
    en: ['“Hop on!” the wind said with a puff,', '“We’ll find you water, just enough!”'],
    fr: ['« Grimpe ! » lui dit le vent joyeux,', '« On va trouver de l’eau tous les deux ! »'],
  },
  {
    subject: 'water-wave',
    place: SEA,
    en: ['Over the sea the wind blew free;', '“Take some water,” said the sea.'],
    fr: ['Au-dessus de la mer, le vent chantait,', '« Prends mon eau ! » la mer disait.'],
  },
  {
    subject: 'cloud',
    place: MOUNTAINS,
    en: ['Other clouds came, one, two, three,', 'and {name} grew as grey as can be.'],
    fr: ['D’autres nuages viennent en chantant,', 'et {name} devient gris et grand.'],
  },
  {
    subject: 'cloud-with-rain',
    place: DESERT,
    en: ['Then pitter-patter, splish and splash,', 'the rain came down in one big dash!'],
    fr: ['Et plic, et ploc, il pleut enfin', 'sur le sable et sur le chemin !'],
  },
  {
    subject: 'blossom',
    place: DESERT,
    en: ['Now flowers bloom where all was dry,', 'and {name} smiles down from the sky.'],
    fr: ['Les fleurs dansent dans le désert,', 'et {name} sourit dans le ciel clair.'],
  },
];
