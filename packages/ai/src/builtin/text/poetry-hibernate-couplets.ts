import type { IdeaFacts } from '../idea/read-idea';
import { DEN_ROOMS, WINTER_FOREST } from './goal-hibernate';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: the forest's spots, then the cave mouth and the den inside. */
const [BUSHES, RIVER, OAK, CLEARING, MOUTH, DEN] = [0, 1, 2, 3, 4, 5];
/** The winter couplets are drawn in the snow, whatever the words say. */
const SNOW = { drawWeather: 'snow' } as const;

const THINGS: Record<string, { en: string; fr: string }> = {
  'fallen-leaf': { en: 'autumn leaves', fr: 'des feuilles d’automne' },
  chestnut: { en: 'nuts', fr: 'des noix' },
  blueberries: { en: 'berries', fr: 'des mûres' },
  'honey-pot': { en: 'honey', fr: 'du miel' },
  droplet: { en: 'cold water', fr: 'de l’eau glacée' },
  bird: { en: 'birds', fr: 'des oiseaux' },
  chipmunk: { en: 'a squirrel', fr: 'un écureuil' },
  snowflake: { en: 'snowflakes', fr: 'des flocons de neige' },
  tulip: { en: 'spring flowers', fr: 'des fleurs de printemps' },
  'cherry-blossom': { en: 'blossom', fr: 'des fleurs' },
};

/**
 * The winter sleep in rhyme ("A bear sleeps in a cave all winter", « Le petit hérisson dort tout
 * l’hiver »; goal-hibernate.ts tells it in prose): autumn's feast in the forest, the goodbyes, the bed
 * of leaves at dusk, the first snow, the long sleep and its dreams in the den, the thaw at the cave
 * mouth at the turn, spring flowers and friends in the clearing at the end. Before, the bear's poem
 * only walked the cave's halls. {eH} makes a French word agree with the hero (« prête »).
 */
const LINES: ArcLine[] = [
  [
    CLEARING,
    'fallen-leaf',
    ['The leaves turned gold, the leaves turned red:', '“Winter is coming,” {name} said.'],
    ['Les feuilles deviennent rouges et dorées :', 'l’automne est là, {name} l’a remarqué.'],
  ],
  [
    BUSHES,
    'chestnut',
    ['“Before the cold, I’ll eat and eat:', 'berries and nuts, so ripe, so sweet!”'],
    ['« Avant le froid, il faut manger :', 'des mûres, des noix, tout un panier ! »'],
  ],
  [
    BUSHES,
    'blueberries',
    ['Among the bushes, plump and blue,', '{name} found berries, and ate a few.'],
    ['Dans les buissons, bien cachées,', 'des mûres que {name} a toutes mangées !'],
  ],
  [
    OAK,
    'honey-pot',
    ['In the old oak, a hollow spot:', 'sweet golden honey, a whole pot!'],
    ['Dans le vieux chêne, quel trésor :', 'du bon miel tout doux, tout d’or !'],
  ],
  [
    OAK,
    'chestnut',
    ['Acorns tumbled from the tree:', '“One for you and two for me!”'],
    ['Les glands tombent, toc, toc, toc,', '{name} les croque, croc, croc, croc !'],
  ],
  [
    RIVER,
    'droplet',
    ['The river water, cold and clear:', '{name} drank, for winter was near.'],
    ['{name} boit à la rivière :', 'l’eau est glacée, c’est bientôt l’hiver.'],
  ],
  [
    CLEARING,
    'bird',
    ['High overhead, the birds flew south:', '“Goodbye!” called {name}, with a full mouth.'],
    ['Là-haut, les oiseaux partent en chantant :', '« Au revoir, {name}, à dans longtemps ! »'],
  ],
  [
    OAK,
    'chipmunk',
    ['“Goodbye, Squirrel, see you in spring!', 'I’ll miss the songs you like to sing.”'],
    ['« Au revoir, l’écureuil, à bientôt !', 'Je reviendrai quand il fera beau. »'],
  ],
  [
    DEN,
    'fallen-leaf',
    ['Soft moss, dry leaves, a heap so deep:', '{name} made a bed for the long sleep.'],
    ['De la mousse, des feuilles, un tas tout doux :', '{name} fait son lit, bien au fond du trou.'],
  ],
  [
    MOUTH,
    'sunset',
    ['The sun sank low, the sky turned grey;', '{name} yawned a great big yawn that day.'],
    ['Le soleil se couche, le ciel est gris ;', '{name} bâille, bâille, et sourit.'],
  ],
  [
    MOUTH,
    'snowflake',
    ['That night, the first soft snow came down,', 'and dressed the forest in a gown.'],
    ['Sans un bruit, la neige tombe cette nuit,', 'la forêt met son manteau tout blanc, tout joli.'],
    SNOW,
  ],
  [
    MOUTH,
    'snowflake',
    ['A snowflake landed on {name}’s nose:', '“Brrr! Time for bed!” and in {name} goes.'],
    ['Sur son nez, un flocon vient se poser :', '« Brrr ! Au lit ! » dit {name}, prêt{eH} à rêver.'],
    SNOW,
  ],
  [
    DEN,
    'wind-face',
    ['Deep in the den, curled in a ball,', '{name} heard the winter wind outside call.'],
    ['Au fond de la tanière, roulé{eH} en boule,', '{name} écoute le vent qui souffle et qui roule.'],
  ],
  [
    DEN,
    'zzz',
    ['Then {name} closed both sleepy eyes,', 'and slept beneath the winter skies.'],
    ['Puis {name} ferme les yeux tout doucement,', 'et s’endort pour très, très longtemps.'],
  ],
  [
    DEN,
    'zzz',
    ['A gentle snore, a sleepy sigh:', 'the winter weeks went drifting by.'],
    ['Un doux ronflement, un soupir :', 'tout l’hiver, {name} va dormir.'],
  ],
  [
    MOUTH,
    'snowflake',
    ['Outside, the snow lay thick and white;', 'inside, {name} slept through day and night.'],
    ['Dehors, la neige couvre tout de blanc ;', 'dedans, {name} dort tranquillement.'],
    SNOW,
  ],
  [
    DEN,
    'zzz',
    ['{name} dreamed of honey, sweet and gold,', 'and never felt the winter cold.'],
    ['{name} rêve de miel et de soleil,', 'bien au chaud dans un profond sommeil.'],
  ],
  [
    MOUTH,
    'wind-face',
    ['The north wind howled, the blizzard blew,', 'but {name} slept the whole storm through.'],
    ['Le vent du nord hurle, la tempête gronde,', 'mais {name} dort, loin de tout le monde.'],
    SNOW,
  ],
  [
    MOUTH,
    'droplet',
    ['Drip, drop! The icicles began to run:', 'the snow was melting in the sun.'],
    ['Plic, ploc ! La glace fond goutte à goutte,', 'le soleil revient, la neige est en déroute.'],
  ],
  [
    MOUTH,
    'sunrise',
    ['{name} opened one eye, then two,', 'and stretched and yawned: “Is winter through?”'],
    ['{name} ouvre un œil, puis les deux,', 's’étire et bâille : « Il fait bien mieux ! »'],
  ],
  [
    CLEARING,
    'seedling',
    ['“My tummy rumbles! What a sound!', 'Breakfast, please!” {name} looked around.'],
    ['« Mon ventre gargouille ! Quel boucan !', 'Vite, un petit déjeuner, maintenant ! »'],
  ],
  [
    CLEARING,
    'tulip',
    ['Out in the clearing, flowers grew:', 'yellow and pink and white and blue.'],
    ['Dans la clairière, les fleurs sont nées :', 'jaunes, roses, bleues, et parfumées.'],
  ],
  [
    CLEARING,
    'bird',
    ['The birds came home, the squirrel too:', '“Welcome back, {name}! We missed you!”'],
    ['Les oiseaux reviennent, l’écureuil aussi :', '« Bon retour, {name} ! Ça va ? Bien dormi ? »'],
  ],
  [
    CLEARING,
    'cherry-blossom',
    ['Hello, spring, so fresh and new!', '{name} dances in the morning dew.'],
    ['Bonjour, printemps, tout frais, tout vert !', '{name} danse : fini, l’hiver !'],
  ],
];

/** The winter sleep's poem: a French word about the hero agrees with its kind (« roulée en boule »). */
export function hibernateCouplets(facts: IdeaFacts): ArcCouplet[] {
  const eH = facts.heroKind?.f ? 'e' : '';
  return arcLines(LINES, [...WINTER_FOREST, ...DEN_ROOMS], THINGS, { en: {}, fr: { eH } });
}
