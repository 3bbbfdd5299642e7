import type { DetectiveGoal } from '../idea/read-goal-detective';
import type { IdeaFacts } from '../idea/read-idea';
import { type ColoringScene, scene as s } from './coloring-arc-scene';

const KITCHEN = /kitchen/;
const DOOR = /front door/;
const FLOWERS = /flower bed/;
const HENHOUSE = /henhouse/;
const NEIGHBOUR = /neighbour/;
const POND = /pond/;
const SHED = /tool shed/;
const GLASS = 'magnifying-glass-tilted-left';

/** The case opened: {thing} is the arc's loot ("Grandma’s cake", « la couronne »). */
const OPENING = s(
  'looks for {thing} with a magnifying glass',
  'cherche {thing} avec une loupe',
  [GLASS],
  KITCHEN,
);

/** Food taken: crumbs, a paw print, footprints, a dab of cream. */
const FOOD_CLUES: ColoringScene[] = [
  s(
    'follows a trail of crumbs through a magnifying glass',
    'suit une piste de miettes à la loupe',
    ['cookie', GLASS],
    KITCHEN,
  ),
  s(
    'draws a muddy paw print in a notebook',
    'dessine une empreinte de patte boueuse dans son carnet',
    ['paw-prints', 'notebook'],
    DOOR,
  ),
  s(
    'finds little round footprints in the soft earth',
    'trouve de petites empreintes rondes dans la terre molle',
    ['footprints'],
    FLOWERS,
  ),
];
/** A shiny thing taken: a feather, bird footprints, a shiny button. */
const SHINY_CLUES: ColoringScene[] = [
  s(
    'finds a black and white feather by the open window',
    'trouve une plume noire et blanche près de la fenêtre ouverte',
    ['feather'],
    KITCHEN,
  ),
  s(
    'draws tiny bird footprints in a notebook',
    'dessine de toutes petites traces d’oiseau dans son carnet',
    ['footprints', 'notebook'],
    DOOR,
  ),
  s('spots a shiny button in the grass', 'repère un bouton brillant dans l’herbe', ['coin'], FLOWERS),
];
/** The suspects and their alibis (the hero's own kind is never one: goal-detective.ts). */
const SUSPECTS: [kind: string, scene: ColoringScene][] = [
  [
    'chicken',
    s(
      'questions the hen sitting on her eggs',
      'interroge la poule qui couve ses œufs',
      ['chicken', 'egg'],
      HENHOUSE,
    ),
  ],
  [
    'man',
    s(
      'questions the neighbour watering his roses',
      'interroge le voisin qui arrose ses roses',
      ['man', 'rose'],
      /fence/,
    ),
  ],
  [
    'squirrel',
    s(
      'questions the squirrel counting his nuts',
      'interroge l’écureuil qui compte ses noisettes',
      ['chipmunk', 'chestnut'],
      /fence/,
    ),
  ],
  [
    'goat',
    s(
      'questions the old goat munching the hedge',
      'interroge la vieille chèvre qui mange la haie',
      ['goat'],
      NEIGHBOUR,
    ),
  ],
  [
    'duck',
    s(
      'asks the ducks where they were all morning',
      'demande aux canards où ils étaient ce matin',
      ['duck'],
      POND,
    ),
  ],
];
const THINKING = s(
  'reads every clue in the notebook',
  'relit tous les indices du carnet',
  ['notebook'],
  POND,
);
/** Who took it, where the trail ends ({culprit}: "a hungry puppy", « une pie »), drawn with the loot. */
const FOOD_END: ColoringScene[] = [
  s(
    'finds {culprit} and the last crumbs of {thing}',
    'trouve {culprit} et les dernières miettes de {thing}',
    [],
    SHED,
    { subjectsOf: 'turn', turn: true },
  ),
  s(
    'bakes {thing} again and shares {it} with {theCulprit}',
    'refait {thing} et {le} partage avec {theCulprit}',
    [],
    KITCHEN,
    { subjectsOf: 'ending' },
  ),
];
const SHINY_END: ColoringScene[] = [
  s('finds {thing} with {culprit}', 'retrouve {thing} chez {culprit}', [], SHED, {
    subjectsOf: 'turn',
    turn: true,
  }),
  s(
    'gives {theCulprit} a shiny button for {thing}',
    'donne un bouton brillant à {theCulprit} en échange de {thing}',
    ['coin'],
    SHED,
    { subjectsOf: 'ending' },
  ),
];

/**
 * A mystery (goal-detective.ts) as a coloring book, in the case's order: « Qui a mangé le gâteau de
 * mamie ? » printed stock captions (« trouve la baguette magique »). Now the magnifying glass, the
 * clues one a page at their own spots, the suspects with their alibis, the notebook, the culprit found
 * with the loot behind the tool shed (the turn) and the loot shared or given back. The hero's own kind
 * (and the friend's) is never a suspect.
 */
/** The friend the idea names ({pal}: "the mouse") drawn beside the hero where the words say it is. */
const withPal = (x: ColoringScene, en: string, fr: string): ColoringScene => ({
  ...x,
  en,
  fr,
  companionOf: 'pal',
});

export function detectiveScenes(goal: DetectiveGoal, facts: IdeaFacts): ColoringScene[] {
  const kinds = new Set([facts.heroKind?.id, ...facts.companions.map((c) => c.kind.id)]);
  const suspects = SUSPECTS.filter(([kind]) => !kinds.has(kind)).map(([, x]) => x);
  const food = goal.loot.food;
  const [turn, ending] = food ? FOOD_END : SHINY_END;
  // "A cat and a mouse become detectives": the mouse opens the case, thinks it through and shares.
  const pal = facts.companions.length > 0;
  return [
    pal
      ? withPal(
          OPENING,
          'takes a magnifying glass and looks for {thing} with {pal}',
          'prend une loupe et cherche {thing} avec {pal}',
        )
      : OPENING,
    ...(food ? FOOD_CLUES : SHINY_CLUES),
    ...suspects,
    pal ? withPal(THINKING, `${THINKING.en} with {pal}`, `${THINKING.fr} avec {pal}`) : THINKING,
    turn,
    pal ? withPal(ending, `${ending.en} and {pal}`, `${ending.fr} et {pal}`) : ending,
  ];
}
