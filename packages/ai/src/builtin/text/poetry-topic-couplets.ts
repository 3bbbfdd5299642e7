import { TOPICS } from './concept-topics';
import { FEELING_COUPLETS } from './poetry-feelings-couplets';
import type { Couplet } from './poetry-hand-couplets';
import { allBut } from './story-place-fit';

/**
 * Couplets for the learning topic an idea names ("watches the seasons change", « la météo »), in the
 * order the poem walks through it: the first round in a short book, a second for longer ones, then a
 * closing couplet. Each draws the icon its learning page draws (concept-topic-*.ts) and the weather
 * its words bring ({name} is the hero, never at a line end).
 */
type TopicCouplet = Pick<Couplet, 'en' | 'fr' | 'subject' | 'drawWeather' | 'thing' | 'fits'>;
const t = (
  subject: string,
  en: [string, string],
  fr: [string, string],
  drawWeather?: 'snow' | 'rain',
): TopicCouplet => ({
  subject,
  en,
  fr,
  // Seasons and weather are seen outdoors: summer's sun is not drawn in the library.
  fits: allBut('indoor', 'sea', 'space'),
  // The alt text names what the picture draws beside the hero.
  ...(DRAWN[subject] ? { thing: DRAWN[subject] } : {}),
  ...(drawWeather ? { drawWeather } : {}),
});

const DRAWN: Record<string, { en: string; fr: string }> = {
  'cherry-blossom': { en: 'spring blossom', fr: 'des fleurs de printemps' },
  sun: { en: 'the sun', fr: 'le soleil' },
  'fallen-leaf': { en: 'autumn leaves', fr: 'des feuilles d’automne' },
  snowflake: { en: 'a snowflake', fr: 'un flocon de neige' },
  'hatching-chick': { en: 'a little chick', fr: 'un poussin' },
  'ice-cream': { en: 'an ice cream', fr: 'une glace' },
  chestnut: { en: 'chestnuts', fr: 'des châtaignes' },
  snowman: { en: 'a snowman', fr: 'un bonhomme de neige' },
  'deciduous-tree': { en: 'a tree', fr: 'un arbre' },
  'umbrella-with-rain-drops': { en: 'an umbrella', fr: 'un parapluie' },
  kite: { en: 'a kite in the wind', fr: 'un cerf-volant dans le vent' },
  rainbow: { en: 'a rainbow', fr: 'un arc-en-ciel' },
  'sun-behind-cloud': { en: 'the sun behind a cloud', fr: 'le soleil derrière un nuage' },
};

const SEASONS: TopicCouplet[][] = [
  [
    t(
      'cherry-blossom',
      ['In spring the blossoms open wide,', 'and {name} goes skipping side to side.'],
      ['Au printemps, les fleurs sont écloses,', '{name} sent le parfum des roses.'],
    ),
    t(
      'sun',
      ['In summer, under skies of blue,', '{name} has sunny things to do.'],
      ['En été, le soleil brille,', '{name} joue, et tout scintille.'],
    ),
    t(
      'fallen-leaf',
      ['In autumn, leaves of red and brown', 'come twirling, swirling, drifting down.'],
      ['En automne, tombent les feuilles,', 'et {name} les ramasse et les cueille.'],
    ),
    t(
      'snowflake',
      ['In winter, snowflakes fall so light,', 'and {name} sees the world turn white.'],
      ['En hiver, il neige sans bruit,', 'sur {name}, sur les champs, sur les nids.'],
      'snow',
    ),
  ],
  [
    t(
      'hatching-chick',
      ['When spring comes back, the chicks all hatch,', 'and {name} counts the fluffy batch.'],
      ['Au printemps, sortent les poussins,', '{name} leur dit bonjour au matin.'],
    ),
    t(
      'ice-cream',
      ['In summer, {name} likes to play,', 'and lick an ice cream every day.'],
      ['En été, une glace fond,', '{name} la goûte : miam, c’est bon !'],
    ),
    t(
      'chestnut',
      ['In autumn, chestnuts, shiny and round,', 'come rolling, tumbling to the ground.'],
      ['En automne, les châtaignes brillent,', '{name} en ramasse, en fait des piles.'],
    ),
    t(
      'snowman',
      ['In winter, {name} builds a snowman tall,', 'with a carrot nose, a hat and all.'],
      ['En hiver, voici un bonhomme de neige,', 'avec un chapeau et un nez, que dis-je !'],
      'snow',
    ),
  ],
  [
    t(
      'deciduous-tree',
      ['Spring, summer, autumn, winter too:', 'the year goes round, and starts anew.'],
      ['Printemps, été, automne, hiver,', 'la ronde tourne sur la terre.'],
    ),
  ],
];

const WEATHER: TopicCouplet[][] = [
  [
    t(
      'sun',
      ['The sun shines bright, the sky is blue,', 'and {name} calls out, “Hello to you!”'],
      ['Le soleil brille dans le ciel,', '{name} le trouve doux comme le miel.'],
    ),
    t(
      'umbrella-with-rain-drops',
      ['The rain comes pitter-patter down,', 'and {name} splashes round and round.'],
      ['La pluie tombe sur le chemin,', '{name} ouvre son parapluie, enfin.'],
      'rain',
    ),
    t(
      'kite',
      ['The wind blows hard, the wind blows high,', 'and sends a kite up in the sky.'],
      ['Le vent souffle, et tout s’envole,', 'le cerf-volant fait des cabrioles.'],
    ),
    t(
      'snowman',
      ['The snow falls soft, the snow falls white,', 'and {name} builds a snowman right.'],
      ['La neige tombe, toute blanche,', '{name} la regarde, un dimanche.'],
      'snow',
    ),
  ],
  [
    t(
      'rainbow',
      ['Then comes a rainbow, bright and wide,', 'with every colour side by side.'],
      ['Puis voici l’arc-en-ciel tout rond,', 'de mille couleurs, comme un pont.'],
    ),
  ],
  [
    t(
      'sun-behind-cloud',
      ['Sun or rain or wind or snow,', '{name} loves the weather, high and low.'],
      ['Soleil, pluie, neige ou vent,', '{name} aime le temps, tout le temps.'],
    ),
  ],
];

const BY_TOPIC: Record<string, TopicCouplet[][]> = {
  seasons: SEASONS,
  weather: WEATHER,
  feelings: FEELING_COUPLETS,
};

/** The topic's couplets in the order the poem sings them, or none for a topic with no poem. */
export const topicCouplets = (topic: string | undefined): TopicCouplet[] =>
  topic ? (BY_TOPIC[topic] ?? []).flat() : [];

// The topic as a whole: "the seasons", « la météo ». One season alone ("a summer day") is no topic.
const WHOLE = /\b(seasons|saisons|weather|météo|temps qu.il fait)\b/i;
const FEELINGS = /(?<!\p{L})(feelings|emotions|émotions|sentiments)(?!\p{L})/iu;

/**
 * The learning topic a poem walks through: named as a whole, or by three of its words ("sun, rain and
 * snow"). Two are a book's weather ("Snow Day": « un jour de neige »), not a topic.
 */
export function poemTopic(idea: string): string | undefined {
  // « les émotions »: named as a whole, with letter boundaries (a \b before « é » never matches).
  if (FEELINGS.test(idea)) return 'feelings';
  return TOPICS.find((topic) => {
    const words = new Set(
      [...idea.matchAll(new RegExp(topic.words.source, 'gi'))].map((m) => m[0].toLowerCase()),
    );
    return words.size >= 3 || [...words].some((w) => WHOLE.test(w));
  })?.id;
}
