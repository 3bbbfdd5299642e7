import { FOREST_EDGE } from './goal-stray';
import { type ArcCouplet, type ArcLine, arcLines, BOOK_PLACE } from './poetry-arc-kit';

/** Where each couplet is drawn: the edge of the forest, else the village's places in turn. */
const [FOREST, VILLAGE] = [0, BOOK_PLACE];

const THINGS: Record<string, { en: string; fr: string }> = {
  'evergreen-tree': { en: 'pine trees', fr: 'des sapins' },
  bread: { en: 'warm bread', fr: 'du pain chaud' },
  footprints: { en: 'footprints', fr: 'des traces de pas' },
  basket: { en: 'a basket', fr: 'un panier' },
  door: { en: 'doors', fr: 'des portes' },
  dog: { en: 'a barking dog', fr: 'un chien qui aboie' },
  'waving-hand': { en: 'a wave', fr: 'un coucou' },
  'red-apple': { en: 'apples', fr: 'des pommes' },
  cat: { en: 'a cat', fr: 'un chat' },
  chicken: { en: 'a hen', fr: 'une poule' },
  bell: { en: 'the church bell', fr: 'la cloche de l’église' },
  'crying-face': { en: 'a sad face', fr: 'une tête triste' },
  'pensive-face': { en: 'a lost face', fr: 'une tête perdue' },
  window: { en: 'a window', fr: 'une fenêtre' },
  'old-man': { en: 'a kind grandpa', fr: 'un gentil grand-père' },
  child: { en: 'a little boy', fr: 'un petit garçon' },
  tangerine: { en: 'oranges', fr: 'des oranges' },
  houses: { en: 'houses', fr: 'des maisons' },
  'honey-pot': { en: 'a pot of honey', fr: 'un pot de miel' },
  'red-heart': { en: 'a heart', fr: 'un cœur' },
};

/**
 * A wild animal in the village in rhyme ("A bear wanders into the village", « Un ours entre dans le
 * village »; goal-stray.ts tells it in prose): the smell of bread at the edge of the forest, the village
 * afraid (the basket, the doors, the dogs, the broom, the cat, the hens, the bell), only hungry and
 * lost, kind hands, streets all the same, bread and honey at the turn, walked home, and the lesson: a
 * stranger is often a friend not met yet. No French word agrees with the hero.
 */
const LINES: ArcLine[] = [
  [
    FOREST,
    'evergreen-tree',
    ['Deep in the forest, far from the street,', 'lived {name}, with nothing to eat.'],
    ['Au fond des bois, loin des maisons,', 'vivait {name}, sans provisions.'],
  ],
  [
    FOREST,
    'bread',
    ['No berries, no nuts, no honey, no bread…', 'then the wind brought a smell, warm and fresh, instead.'],
    ['Plus de baies, plus de miel, plus rien du tout,', 'mais le vent porte une odeur de pain tout doux.'],
  ],
  [
    VILLAGE,
    'footprints',
    ['Sniff, sniff, sniff: {name} followed the smell', 'down to the village, past the well.'],
    ['Snif, snif, snif : {name} suit l’odeur', 'jusqu’au village, avec bonheur.'],
  ],
  [
    VILLAGE,
    'basket',
    ['A lady saw {name}, and with a shout', 'she dropped her basket: apples rolled out.'],
    ['Une dame voit {name} et pousse un cri,', 'son panier tombe, les pommes aussi.'],
  ],
  [
    VILLAGE,
    'door',
    ['Doors slammed shut, bang, bang, bang!', 'Shutters clattered, and windows rang.'],
    ['Les portes claquent, bing, bang, boum !', 'Les volets se ferment, vroum, vroum !'],
  ],
  [
    VILLAGE,
    'dog',
    ['The dogs all barked, “Woof! Go away!”', '{name} crouched low, and wished to stay.'],
    ['Les chiens aboient : « Ouaf ! Va-t’en ! »', '{name} se cache, le cœur battant.'],
  ],
  [
    VILLAGE,
    'waving-hand',
    ['{name} waved hello with a friendly paw,', 'but the children hid from what they saw.'],
    ['{name} fait coucou, bien gentiment,', 'mais les enfants se cachent derrière leurs parents.'],
  ],
  [
    VILLAGE,
    'red-apple',
    ['{name} sniffed the apples, one by one:', '“Shoo! Shoo!” A broom! And {name} had to run.'],
    ['« Ouste ! Ouste ! » crie l’épicier,', 'et {name} file, sans une pomme à croquer.'],
  ],
  [
    VILLAGE,
    'cat',
    ['A cat on a wall gave a terrible hiss;', '{name} backed away: “I didn’t mean this!”'],
    ['Sur le mur, un chat fait le gros dos,', '{name} recule tout doucement, tout beau.'],
  ],
  [
    VILLAGE,
    'chicken',
    ['“Keep off my hens!” the farmer cried,', 'and shut the gate, and ran inside.'],
    ['« Pas touche à mes poules ! » dit le fermier,', 'et clac ! la barrière est fermée.'],
  ],
  [
    VILLAGE,
    'bell',
    ['Dong, dong! The church bell tolled,', 'and whispers spread, from young to old.'],
    ['Dong, dong ! La cloche de l’église sonne,', 'derrière les rideaux, on chuchote, on s’étonne.'],
  ],
  [
    VILLAGE,
    'crying-face',
    ['{name} sat down, alone and small:', '“I’m not scary, not at all.”'],
    ['{name} s’assoit, le cœur tout gros :', '« Je ne fais pas peur, pas du tout, oh ! »'],
  ],
  [
    VILLAGE,
    'pensive-face',
    ['“I’m only hungry, and far away;', 'I can’t find home, I’ve lost my way.”'],
    ['« J’ai juste faim, et loin de chez moi,', 'je ne trouve plus mon chemin, je crois. »'],
  ],
  [
    VILLAGE,
    'window',
    ['A little girl peeped out to see:', '“Are you hungry? Wait for me!”'],
    ['Une petite fille ouvre ses volets :', '« Tu as faim ? Attends, j’arrive, c’est prêt ! »'],
  ],
  [
    VILLAGE,
    'old-man',
    ['A grandpa held an apple out;', '{name} took it gently, without a doubt.'],
    ['Un grand-père tend une pomme, tout doux,', '{name} la prend : « Merci beaucoup ! »'],
  ],
  [
    VILLAGE,
    'child',
    ['A little boy crept close and said,', '“You look lost, not fierce,” and patted {name}’s head.'],
    ['Un petit garçon s’approche sans bruit :', '« N’aie pas peur, viens, je suis gentil. »'],
  ],
  [
    VILLAGE,
    'tangerine',
    ['A bag split open, oranges rolled;', '{name} picked them up, as good as gold.'],
    ['Des oranges roulent dans la rue,', '{name} les ramasse : aucune n’est perdue !'],
  ],
  [
    VILLAGE,
    'houses',
    ['But every street looked just the same:', 'left, then right, a puzzling game.'],
    ['Mais toutes les rues se ressemblent, hélas :', 'à gauche, à droite, {name} se lasse.'],
  ],
  [
    VILLAGE,
    'evergreen-tree',
    ['{name} sniffed the air for pine and fern,', 'but smelled only bread, at every turn.'],
    ['{name} renifle le vent : pas de sapin,', 'rien que des fleurs et l’odeur du pain.'],
  ],
  [
    VILLAGE,
    'bread',
    ['Then out came the baker, with a smile:', '“You’re only hungry! Stay a while.”'],
    ['Alors le boulanger sort, tout souriant :', '« Tu as juste faim ! Viens, mon enfant. »'],
  ],
  [
    VILLAGE,
    'honey-pot',
    ['Warm bread, sweet honey, a whole pot!', '{name} ate and ate, and thanked a lot.'],
    ['Du pain tout chaud, du miel doré :', 'quel festin ! {name} peut enfin manger.'],
  ],
  [
    VILLAGE,
    'door',
    ['One by one, the doors swung wide;', 'the whole village came outside.'],
    ['Une à une, les portes s’ouvrent enfin,', 'et tout le village tend la main.'],
  ],
  [
    FOREST,
    'basket',
    ['They walked {name} home, the whole village too,', 'with a basket of bread: “Come back, will you?”'],
    [
      'Tout le village raccompagne {name} jusqu’aux bois,',
      'avec un panier de pain : « Reviens quelquefois ! »',
    ],
  ],
  [
    FOREST,
    'red-heart',
    ['So if a stranger comes your way,', 'it may be a friend you’ll meet one day.'],
    ['Un inconnu, souvent, c’est vrai,', 'est un ami qu’on ne connaît pas encore, tu sais.'],
  ],
];

/** A wild animal in the village in rhyme: the forest's edge, and the village's own places. */
export function strayCouplets(): ArcCouplet[] {
  return arcLines(LINES, [FOREST_EDGE], THINGS);
}
