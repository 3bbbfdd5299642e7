import { type ColoringScene, scene as s } from './coloring-arc-scene';

const TREE = /big tree/;
/** Who came ({family}: "Mum and Dad", « Mamie »), drawn beside the hero (goal-picnic.ts's 'family' beat). */
const FAMILY = { subjectsOf: 'family' } as const;

/**
 * A picnic (goal-picnic.ts) as a coloring book, in the order of the day: « Zoé et son chien partent
 * en pique-nique » printed "who has a picnic by the bandstand" four times between the magic wand and
 * a painted picture. Now the basket carried, the blanket under the big tree, the sandwiches, the
 * ducks, the daisy chain, rolling down the hill, the ball game, the butterfly, the ants, the rain and
 * the cake under the bandstand with a rainbow (the turn, drawn big).
 */
export const PICNIC_SCENES: ColoringScene[] = [
  s(
    'carries the heavy basket full of good things',
    'porte le lourd panier plein de bonnes choses',
    ['basket'],
    /flower beds/,
  ),
  s('spreads the checked blanket with {family}', 'étale la nappe à carreaux avec {family}', [], TREE, FAMILY),
  s('bites into a big sandwich', 'croque dans un gros sandwich', ['sandwich'], TREE),
  s('feeds crumbs to three ducks', 'donne des miettes à trois canards', ['duck'], /pond/),
  s('makes a daisy chain', 'fait une guirlande de pâquerettes', ['blossom'], /flower beds/),
  s(
    'rolls down the hill through the daisies',
    'roule jusqu’en bas parmi les pâquerettes',
    ['blossom'],
    /hill/,
  ),
  s('catches the ball with {family}', 'attrape le ballon avec {family}', ['softball'], /playground/, FAMILY),
  s(
    'holds very still as a butterfly lands on a strawberry',
    'ne bouge plus quand un papillon se pose sur une fraise',
    ['butterfly', 'strawberry'],
    /flower beds/,
  ),
  s('watches the ants carry the crumbs', 'regarde les fourmis emporter les miettes', ['ant'], TREE),
  s(
    'drinks cold lemonade with a straw',
    'boit de la limonade fraîche avec une paille',
    ['tropical-drink'],
    /pond/,
  ),
  s(
    'lets a ladybird walk up one finger',
    'laisse une coccinelle grimper sur son doigt',
    ['lady-beetle'],
    /flower beds/,
  ),
  s('flies a kite high over the meadow', 'fait voler un cerf-volant très haut', ['kite'], /hill/),
  s(
    'shares the chocolate cake with {family} as a rainbow shines',
    'partage le gâteau au chocolat avec {family} sous un arc-en-ciel',
    ['shortcake', 'rainbow'],
    /bandstand/,
    { ...FAMILY, turn: true },
  ),
];
