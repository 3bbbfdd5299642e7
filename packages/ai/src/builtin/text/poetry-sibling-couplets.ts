import { nameGender } from '../idea/name-gender';
import type { SiblingGoal } from '../idea/read-goal-sibling';
import type { IdeaFacts } from '../idea/read-idea';
import { HOUSE } from './goal-sibling';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';

/** Where each couplet is drawn: HOUSE's rooms. */
const [LIVING, NURSERY, KITCHEN, BEDROOM, GARDEN] = [0, 1, 2, 3, 4];

const THINGS: Record<string, { en: string; fr: string }> = {
  'pregnant-woman': { en: 'Mum', fr: 'Maman' },
  baby: { en: 'the baby', fr: 'le bébé' },
  'teddy-bear': { en: 'a teddy bear', fr: 'un nounours' },
  paintbrush: { en: 'a paintbrush', fr: 'un pinceau' },
  'framed-picture': { en: 'a drawing of the family', fr: 'un dessin de la famille' },
  'baby-bottle': { en: 'a baby’s bottle', fr: 'un biberon' },
  bathtub: { en: 'a baby bath', fr: 'une baignoire' },
  'musical-notes': { en: 'a lullaby', fr: 'une berceuse' },
  'red-heart': { en: 'a big heart', fr: 'un grand cœur' },
  door: { en: 'a door', fr: 'une porte' },
  'crescent-moon': { en: 'the moon', fr: 'la lune' },
};

/**
 * The new baby in rhyme ("The new baby sister", « Léa devient grande sœur »; goal-sibling.ts tells it
 * in prose): the news, the waiting, the baby home and nobody looking at the hero, the door slammed,
 * learning to be the big one, the first smile at the turn, love enough for all. {aBaby} is "a baby
 * sister", {big} "big sister" / « {taGrand} » « ta grande sœur », {toutSeul} agrees with the hero.
 */
const LINES: ArcLine[] = [
  [
    LIVING,
    'house',
    ['In a cosy house with a bright blue door', 'lived {name}, with toys all over the floor.'],
    ['Dans une maison aux volets bleus', 'vivait {name}, au milieu de ses jeux.'],
  ],
  [
    LIVING,
    'red-heart',
    ['Just Mum and Dad and {name}, all three:', 'as happy a family as can be.'],
    ['Papa, Maman, {name} : à trois,', 'on rit, on joue, on chante à pleine voix.'],
  ],
  [
    LIVING,
    'pregnant-woman',
    ['One morning Mum said, “Listen, my dear:', 'before too long, {aBaby} will be here!”'],
    ['Un matin, Maman chuchota :', '« {ASib} bientôt sera là ! »'],
  ],
  [
    LIVING,
    'thinking-face',
    ['“A baby?” {name} said. “Oh dear, oh dear!', 'Will there still be room for me in here?”'],
    ['« Un bébé ? » dit {name}, tout bas.', '« Y aura-t-il encore de la place pour moi ? »'],
  ],
  [
    NURSERY,
    'paintbrush',
    ['With Dad, in the little room upstairs,', '{name} painted suns on the walls and chairs.'],
    ['Avec Papa, dans la petite chambre,', '{name} peint des soleils couleur d’ambre.'],
  ],
  [
    LIVING,
    'pregnant-woman',
    ['A hand on Mum’s round tummy — bump!', 'The baby kicked, and {name} gave a jump.'],
    ['La main sur le ventre tout rond de Maman,', '{name} sent le bébé bouger gentiment.'],
  ],
  [
    BEDROOM,
    'teddy-bear',
    ['{name} found a teddy, old and brown,', 'to give the baby, soft as down.'],
    ['{name} choisit un vieux nounours,', 'pour le bébé, avec beaucoup d’amour.'],
  ],
  [
    KITCHEN,
    'framed-picture',
    ['{name} drew a picture, bright and new:', 'Mum and Dad, a baby, and {name} too.'],
    ['{name} dessine toute la famille :', 'Papa, Maman, un bébé qui babille.'],
  ],
  [
    LIVING,
    'baby',
    ['Then one fine day, the door swung wide:', 'Mum and Dad brought the baby inside!'],
    ['Un beau jour, la porte s’ouvre enfin :', 'voici le bébé, serré dans un coussin !'],
  ],
  [
    LIVING,
    'baby',
    ['Grandma came, and the neighbours too,', 'and all they said was “Coo, coo, coo!”'],
    ['Mamie arrive, les voisins aussi,', 'et tout le monde fait « Guili-guili ! »'],
  ],
  [
    BEDROOM,
    'pensive-face',
    ['But no one looked at {name} at all,', 'and {name} felt lonely, sad and small.'],
    ['Mais pour {name}, pas un regard :', '{name} boude {toutSeul}, à l’écart.'],
  ],
  [
    BEDROOM,
    'crescent-moon',
    ['The baby cried all through the night;', '{name} pulled the covers up tight.'],
    ['Le bébé pleure toute la nuit,', '{name} se cache sous la couette, sans bruit.'],
  ],
  [
    BEDROOM,
    'door',
    ['“Nobody plays with me!” {name} cried,', 'and stomped upstairs to sulk inside.'],
    ['« Personne ne joue avec moi ! »', 'crie {name}, et claque la porte trois fois.'],
  ],
  [
    BEDROOM,
    'red-heart',
    ['Then Mum came up and held {name} near:', '“Your place is here, and always, dear.”'],
    ['Maman monte et serre {name} fort :', '« Ta place est là, mon trésor. »'],
  ],
  [
    NURSERY,
    'bathtub',
    ['{name} helped with the baby’s bath:', 'splish and splash, and such a laugh!'],
    ['{name} aide pour le bain du bébé :', 'plouf, plouf, de l’eau sur le nez !'],
  ],
  [
    NURSERY,
    'musical-notes',
    ['{name} sang a song, so soft and low,', 'and rocked the cradle to and fro.'],
    ['{name} chante une douce chanson,', 'et berce le bébé, tout doux, tout rond.'],
  ],
  [
    KITCHEN,
    'baby-bottle',
    ['{name} held the bottle, nice and still,', 'and the baby drank and drank its fill.'],
    ['{name} tient le biberon bien droit,', 'et le bébé boit, boit, boit.'],
  ],
  [
    GARDEN,
    'baby',
    ['Out in the garden, in the pram,', '{name} pushed the baby, calm as a lamb.'],
    ['Au jardin, {name} pousse la poussette,', 'le bébé regarde les pâquerettes.'],
  ],
  [
    NURSERY,
    'baby',
    ['A tiny hand held {name}’s finger tight,', 'and {name}’s heart felt warm and bright.'],
    ['Une menotte serre fort un doigt,', 'et {name} murmure : « Je suis là pour toi. »'],
  ],
  [
    NURSERY,
    'baby',
    ['Then “Peekaboo!” — and what a surprise:', 'the baby smiled with shining eyes!'],
    ['« Coucou ! » fait {name}, et quelle joie :', 'le bébé sourit pour la première fois !'],
  ],
  [
    NURSERY,
    'baby',
    ['“I’m your {big},” said {name} with pride,', '“and I will always be by your side.”'],
    ['{name} le dit avec fierté :', '« Je suis {taGrand}, pour l’éternité ! »'],
  ],
  [
    GARDEN,
    'baby',
    ['In the garden, now, they all sit down:', 'the happiest family in the town.'],
    ['Au jardin, tous assis sur l’herbe,', 'la petite famille est superbe.'],
  ],
  [
    LIVING,
    'red-heart',
    ['For love, {name} found, is not a cake:', 'there’s always more for all to take.'],
    ['L’amour, ce n’est pas un gâteau :', 'il y en a pour tous, et même de trop !'],
  ],
  [
    NURSERY,
    'baby',
    ['Sleep tight, baby, sleep sound and deep:', 'your {big} will sing you off to sleep.'],
    ['Bonne nuit, petit bébé, fais dodo :', '{taGrand} te chante un air tout beau.'],
  ],
];

const AN_ARRIVAL = {
  sister: { en: 'a baby sister', fr: 'une petite sœur' },
  brother: { en: 'a baby brother', fr: 'un petit frère' },
  baby: { en: 'a little baby', fr: 'un petit bébé' },
} as const;

/** The new baby's poem, the hero a big sister or a big brother by name (« Léa »), else by kind. */
export function siblingCouplets(goal: SiblingGoal, facts: IdeaFacts, name: string): ArcCouplet[] {
  const named = nameGender(name);
  const girl = named ? named === 'f' : Boolean(facts.heroKind?.f);
  const aSib = AN_ARRIVAL[goal.baby];
  return arcLines(LINES, HOUSE, THINGS, {
    en: { aBaby: aSib.en, big: girl ? 'big sister' : 'big brother' },
    fr: {
      ASib: aSib.fr.charAt(0).toUpperCase() + aSib.fr.slice(1),
      taGrand: girl ? 'ta grande sœur' : 'ton grand frère',
      toutSeul: girl ? 'toute seule' : 'tout seul',
    },
  });
}
