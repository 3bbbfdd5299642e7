import type { ArcLine } from './poetry-arc-kit';

/** The spots of poetry-tale-couplets.ts: the arc's home first, then its places (goal-fable-ant.ts). */
const [MEADOW, NEST, SNOWY] = [0, 1, 2];

/**
 * The ant and the grasshopper in rhyme, in the fable's order (goal-fable-ant.ts tells it in prose):
 * the summer meadow, grain after grain, the grasshopper's fiddle and his laughter, the store filled,
 * autumn, the snow, the knock at her door, La Fontaine's « Vous chantiez ? », the kind ending, the
 * lesson. 24 couplets, so a 24-page poem sings no stock verse. Before, it sang the stock couplets at
 * Maple Lane and the library. French lines never make a word agree with the hero.
 */
export const ANT_LINES: ArcLine[] = [
  [
    MEADOW,
    'cricket',
    ['In a summer meadow, green and bright,', 'lived {name} and a grasshopper light.'],
    ['Dans un pré d’été, vert et fleuri,', 'vivaient {name} et la cigale, son amie.'],
  ],
  [
    MEADOW,
    'sun',
    ['The sun was high, the grass was warm,', 'not a cloud in the sky, not a single storm.'],
    ['Le soleil brille dans le ciel tout bleu :', 'il fait chaud, il fait beau, c’est merveilleux.'],
  ],
  [
    MEADOW,
    'sheaf-of-rice',
    ['Grain after grain, all the day long,', '{name} carried her food, small but strong.'],
    ['Grain après grain, du matin au soir,', '{name} porte son blé, sans jamais s’asseoir.'],
  ],
  [
    MEADOW,
    'sheaf-of-rice',
    ['She climbed the stalks, she crossed the stones,', 'with a seed so big it creaked her bones.'],
    ['Elle grimpe aux tiges, franchit les cailloux,', 'un grain sur le dos, plus gros que tout.'],
  ],
  [
    MEADOW,
    'violin',
    ['The grasshopper fiddled a merry tune:', '“Why work, my friend, in the month of June?”'],
    ['La cigale chante et joue du violon :', '« Pourquoi travailler ? L’été est si bon ! »'],
  ],
  [
    MEADOW,
    'musical-notes',
    ['He laughed and he sang, he danced in the hay:', '“Winter is far, far, far away!”'],
    ['Elle rit, elle danse au milieu des fleurs :', '« L’hiver est bien loin, n’aie donc pas peur ! »'],
  ],
  [
    MEADOW,
    'cricket',
    ['“Come and dance!” the grasshopper cried.', '“I have grain to carry,” {name} replied.'],
    ['« Viens danser ! » crie la cigale, joyeuse.', '« Pas le temps ! » répond la fourmi travailleuse.'],
  ],
  [
    NEST,
    'sheaf-of-rice',
    ['“I must get ready,” the little ant said,', 'and filled up her store with seeds and bread.'],
    ['« Je me prépare », dit la fourmi,', 'et son grenier se remplit, se remplit.'],
  ],
  [
    NEST,
    'sheaf-of-rice',
    ['Down in the nest, room after room,', 'she stacked the grain in the cool, dark gloom.'],
    ['Sous la terre, salle après salle,', 'elle range son grain en piles égales.'],
  ],
  [
    MEADOW,
    'musical-notes',
    ['All summer long the music played,', 'while {name} worked on in sun and shade.'],
    ['Tout l’été, la cigale fredonne,', 'et {name} travaille, sans rien dire à personne.'],
  ],
  [
    MEADOW,
    'fallen-leaf',
    ['The days grew short, the wind blew cold,', 'the leaves came down in red and gold.'],
    ['Les jours raccourcissent, le vent fraîchit,', 'les feuilles d’or tombent sur le pré jauni.'],
  ],
  [
    MEADOW,
    'fallen-leaf',
    ['The flowers faded, the fields turned brown,', 'the last warm sun went slowly down.'],
    ['Les fleurs se fanent, les champs brunissent,', 'et les derniers beaux jours finissent.'],
  ],
  [
    NEST,
    'cricket',
    ['The grasshopper shivered, his song grew slow,', 'but he played on still, with no store to show.'],
    ['La cigale frissonne, sa chanson ralentit,', 'mais elle chante encore, sans grain ni abri.'],
  ],
  [
    SNOWY,
    'snowflake',
    ['Then winter came with flakes of snow,', 'and the meadow slept, all white below.'],
    ['Puis vint l’hiver et ses flocons légers :', 'tout le pré dort sous la neige, enneigé.'],
  ],
  [
    SNOWY,
    'snowflake',
    ['Cold and white, the north wind blew:', 'no seed, no fly, no crumb in view.'],
    ['La bise souffle, froide et blanche :', 'pas un grain, pas une mouche sur les branches.'],
  ],
  [
    NEST,
    'sheaf-of-rice',
    ['But snug in her nest, so warm and deep,', '{name} had grain enough to keep.'],
    ['Mais bien au chaud, sous la terre,', '{name} a du grain pour tout l’hiver.'],
  ],
  [
    SNOWY,
    'cricket',
    ['The grasshopper, hungry, cold and thin,', 'knocked at the nest: “Please let me in!”'],
    ['La cigale, affamée, gelée, toute menue,', 'frappe chez la fourmi : « Toc, toc, je suis venue ! »'],
  ],
  [
    SNOWY,
    'cricket',
    ['“Lend me some grain, a seed or two,', 'and in the spring I’ll pay it back to you!”'],
    ['« Prêtez-moi un peu de grain, je vous prie,', 'je vous le rendrai au printemps, promis ! »'],
  ],
  [
    NEST,
    'door',
    ['“And what did you do when the days were long?”', '“I sang,” he said, “I sang my song.”'],
    ['« Que faisiez-vous quand il faisait beau ? »', '« Je chantais, dit la cigale, tout là-haut. »'],
  ],
  [
    NEST,
    'door',
    ['“You sang all summer? Then dance!” she said,', 'but she saw him shiver, and let him in instead.'],
    ['« Vous chantiez ? J’en suis fort aise.', 'Dansez maintenant ! » Puis sa colère s’apaise.'],
  ],
  [
    NEST,
    'violin',
    ['Inside, she shared her grain that night,', 'and he played for the ants till the morning light.'],
    ['Au chaud, elle partage son grain, ce soir-là,', 'et pour toutes les fourmis, la cigale joua.'],
  ],
  [
    NEST,
    'violin',
    ['They danced all winter, safe and warm,', 'to the grasshopper’s tunes, far from the storm.'],
    ['Tout l’hiver, on danse bien au chaud', 'sur les airs de la cigale et de son violon si beau.'],
  ],
  [
    MEADOW,
    'cricket',
    ['When spring came back, the grasshopper too', 'carried his grain the whole day through.'],
    ['Au printemps, la cigale, à son tour,', 'porte du grain avec la fourmi, tout le jour.'],
  ],
  [
    MEADOW,
    'red-heart',
    ['So work in the sun, and share in the snow:', 'that is the lesson the little ants know.'],
    ['Travaille l’été, partage l’hiver :', 'c’est la leçon des fourmis, claire comme l’air.'],
  ],
];

/** What the fables' lines draw, named in the alt text: the boy's man and woman are the villagers, not the woodcutter. */
export const FABLE_THINGS: Record<string, { en: string; fr: string }> = {
  cricket: { en: 'the grasshopper', fr: 'la cigale' },
  sun: { en: 'the summer sun', fr: 'le soleil d’été' },
  'sheaf-of-rice': { en: 'grain', fr: 'du grain' },
  violin: { en: 'a fiddle', fr: 'un violon' },
  'musical-notes': { en: 'a song', fr: 'une chanson' },
  'fallen-leaf': { en: 'autumn leaves', fr: 'des feuilles mortes' },
  snowflake: { en: 'snow', fr: 'la neige' },
  door: { en: 'the door', fr: 'la porte' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
  ewe: { en: 'the sheep', fr: 'les moutons' },
  cloud: { en: 'the clouds', fr: 'les nuages' },
  wolf: { en: 'the wolf', fr: 'le loup' },
  man: { en: 'the villagers', fr: 'les villageois' },
  woman: { en: 'the baker', fr: 'la boulangère' },
  houses: { en: 'the village', fr: 'le village' },
};
