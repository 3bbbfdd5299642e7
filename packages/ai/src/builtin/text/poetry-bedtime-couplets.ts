import { ROUTINE_PLACES } from './goal-bedtime-routine-words';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: the bathroom, the bath, the bedroom, its window (goal-bedtime-routine-words.ts). */
const [BATHROOM, BATH, BEDROOM, WINDOW] = [0, 1, 2, 3];

const THINGS: Record<string, { en: string; fr: string }> = {
  'teddy-bear': { en: 'a teddy', fr: 'un doudou' },
  bathtub: { en: 'a bath', fr: 'un bain' },
  bubbles: { en: 'bubbles', fr: 'de la mousse' },
  droplet: { en: 'water', fr: 'de l’eau' },
  bed: { en: 'a bed', fr: 'un lit' },
  toothbrush: { en: 'a toothbrush', fr: 'une brosse à dents' },
  mirror: { en: 'the mirror', fr: 'le miroir' },
  'open-book': { en: 'a book', fr: 'un livre' },
  'kiss-mark': { en: 'a kiss', fr: 'un bisou' },
  'hugging-face': { en: 'a hug', fr: 'un câlin' },
  window: { en: 'the window', fr: 'la fenêtre' },
  candle: { en: 'a night light', fr: 'une veilleuse' },
  zzz: { en: 'a yawn', fr: 'un bâillement' },
  'sleeping-face': { en: 'sleepy eyes', fr: 'des yeux qui se ferment' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
};

/**
 * Getting ready for bed in rhyme ("A baby elephant goes to bed", « Un petit lapin va se coucher »;
 * goal-bedtime-routine.ts tells it in prose): the toys away, the bath and its bubbles, the plug, the
 * pyjamas, the teeth, the teddy, the stories, the kiss and the hug, goodnight at the window, the light
 * off, asleep at the turn, the dreams, and the lesson: a bath, a story and a kiss make the sweetest
 * dreams. No moon, star or sun (a rainy night's page draws none). No French word agrees with the hero.
 */
const LINES: ArcLine[] = [
  [
    BEDROOM,
    'teddy-bear',
    ['Toys in the box, one, two, three:', '“Bedtime!” called Mum. “Come with me!”'],
    ['Les jouets rangés, un, deux, trois :', '« Au lit ! » dit Maman, « viens avec moi ! »'],
  ],
  [
    BATH,
    'bathtub',
    ['The bath is full, so warm, so deep,', 'the first step on the way to sleep.'],
    ['Le bain est prêt, tout chaud, tout doux,', 'premier pas vers le dodo : et hop, dessous !'],
  ],
  [
    BATH,
    'bubbles',
    ['Splash! In went {name}, with a grin,', 'with bubbles up to {name}’s chin.'],
    ['Plouf ! Voilà {name} dans l’eau,', 'de la mousse jusqu’en haut !'],
  ],
  [
    BATH,
    'bubbles',
    ['A bubble beard, a bubble hat:', '{name} laughed, “Just look at that!”'],
    ['Une barbe de mousse, un chapeau aussi :', '{name} rit aux éclats : « Regarde ici ! »'],
  ],
  [
    BATH,
    'bathtub',
    ['Mum washed behind each little ear,', 'and rinsed the bubbles, soft and clear.'],
    ['Maman frotte le dos, frotte les pieds,', 'et rince la mousse : c’est terminé.'],
  ],
  [
    BATHROOM,
    'droplet',
    ['Pull the plug! Glug, glug, glug,', 'then a fluffy towel, soft as a rug.'],
    ['On tire le bouchon : glou, glou, glou !', 'L’eau s’en va, tout au fond du trou.'],
  ],
  [
    BEDROOM,
    'bed',
    ['Soft pyjamas, warm and neat,', 'from {name}’s neck to {name}’s feet.'],
    ['Un pyjama tout doux, tout chaud,', 'des pieds jusqu’au cou : c’est beau.'],
  ],
  [
    BATHROOM,
    'toothbrush',
    ['Up and down and round and round,', '{name} brushed with a swishing sound.'],
    ['En haut, en bas, et tout autour,', '{name} brosse les dents, chacune son tour.'],
  ],
  [
    BATHROOM,
    'mirror',
    ['{name} spat the foam, and then, oh my,', 'a big clean smile for the mirror nearby!'],
    ['On crache la mousse, et dans le miroir,', 'un grand sourire tout propre, à voir !'],
  ],
  [
    BEDROOM,
    'teddy-bear',
    ['Which teddy tonight? This one, or that?', 'The softest one, all worn and flat.'],
    ['Quel doudou ce soir ? Voyons, voyons…', 'le plus doux, le plus vieux, le plus mignon !'],
  ],
  [
    BEDROOM,
    'open-book',
    ['Then {name} chose a book to read,', 'a bedtime story, just what we need.'],
    ['Puis {name} choisit un livre, un beau,', 'une histoire du soir, avant le dodo.'],
  ],
  [
    BEDROOM,
    'open-book',
    ['Mum read softly, page by page,', 'of a little mouse and a lion’s cage.'],
    ['Maman lit tout bas, page après page,', 'l’histoire d’un lion et d’un nuage.'],
  ],
  [
    BEDROOM,
    'open-book',
    ['Dad did the voices, big and small:', 'the bear, the mouse, the owl, them all!'],
    ['Papa fait les voix, la grosse, la petite :', 'l’ours, la souris, le hibou, tout de suite !'],
  ],
  [
    BEDROOM,
    'open-book',
    ['“One more story? Just one, please?”', 'Dad read a short one, with a tease.'],
    ['« Encore une histoire, s’il te plaît ! »', 'Papa en lit une toute petite : c’est fait.'],
  ],
  [
    BEDROOM,
    'bed',
    ['Into bed! The pillow, round and white,', 'the blanket tucked in snug and tight.'],
    ['Au lit ! L’oreiller tout blanc, tout rond,', 'la couverture bordée jusqu’au menton.'],
  ],
  [
    BEDROOM,
    'kiss-mark',
    ['A goodnight kiss upon the head:', '“Sleep tight,” Dad whispered by the bed.'],
    ['Un gros bisou sur le front, tout doux :', '« Dors bien, » chuchote Papa, « bisou, bisou. »'],
  ],
  [
    BEDROOM,
    'hugging-face',
    ['A hug from Mum, so warm, so near:', '“I love you, little one, my dear.”'],
    ['Un câlin de Maman, tout chaud, tout fort :', '« Je t’aime, mon cœur, mon trésor. »'],
  ],
  [
    WINDOW,
    'window',
    ['{name} waved goodnight at the window pane', 'to the sleepy garden and the quiet lane.'],
    ['Par la fenêtre, {name} dit tout bas :', '« Bonne nuit, jardin ! Bonne nuit, les bois ! »'],
  ],
  [
    BEDROOM,
    'candle',
    ['Click! The big light off, the room grew dim:', 'just the night light, soft and slim.'],
    ['Clic ! La grande lumière s’éteint,', 'la veilleuse brille, toute petite, dans un coin.'],
  ],
  [
    BEDROOM,
    'zzz',
    ['The house grew quiet, soft and slow;', '{name} gave a yawn, so big, so low.'],
    ['La maison se tait, chut, plus un bruit,', '{name} bâille un grand coup : bonne nuit !'],
  ],
  [
    BEDROOM,
    'sleeping-face',
    ['{name}’s eyes grew heavy, one, then two,', 'and off to dreamland {name} flew.'],
    ['Les yeux de {name} se ferment, un, deux,', 'le pays des rêves s’ouvre, merveilleux.'],
  ],
  [
    BEDROOM,
    'teddy-bear',
    ['Fast asleep, with teddy tucked in too,', 'snug and safe the whole night through.'],
    ['{name} dort, le doudou dans les bras,', 'bien au chaud sous les draps.'],
  ],
  [
    BEDROOM,
    'bubbles',
    ['In dreams, the bubbles floated high,', 'and storybook friends went waving by.'],
    ['Dans les rêves, des bulles s’envolent,', 'et les amis des livres batifolent.'],
  ],
  [
    BEDROOM,
    'red-heart',
    ['A bath, a story, a goodnight kiss:', 'the sweetest dreams come just like this.'],
    ['Un bain, une histoire et un bisou :', 'voilà les plus beaux rêves, pour nous.'],
  ],
];

/** Getting ready for bed in rhyme, in the bathroom and the bedroom. */
export function bedtimeCouplets(): ArcCouplet[] {
  return arcLines(LINES, ROUTINE_PLACES, THINGS);
}
