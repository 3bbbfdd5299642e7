import { A, type GoodnightThing, t } from './goal-goodnight-kit';

/**
 * A forest's own round (goal-goodnight-things.ts): its deer, squirrel and rabbit and its old oak,
 * each drawn at one of the forest's places (idea/settings-land.ts). Only a forest's round meets them,
 * so every other book goes round the same things as before.
 */
export const FOREST_THINGS: GoodnightThing[] = [
  t(
    'deer',
    'deer',
    ['the deer', 'deer', 'The deer had folded her long legs and lay down in the soft moss.'],
    [
      'la biche',
      'la biche',
      'La biche avait replié ses longues pattes et s’était couchée dans la mousse toute douce.',
    ],
    { ...A, where: /mossy path/ },
  ),
  t(
    'squirrel',
    'chipmunk',
    ['the squirrel', 'squirrel', 'The squirrel hugged her last acorn and curled up under her bushy tail.'],
    [
      'l’écureuil',
      'l’écureuil',
      'L’écureuil serra son dernier gland contre lui et se blottit sous sa queue touffue.',
    ],
    { ...A, where: /hollow log/ },
  ),
  t(
    'bunny',
    'rabbit',
    ['the rabbit', 'rabbit', 'The rabbit gave one last twitch of her nose and hopped into her burrow.'],
    ['le lapin', 'le lapin', 'Le lapin remua une dernière fois le bout du nez et sauta dans son terrier.'],
    { ...A, where: /berry bushes/ },
  ),
  t(
    'oak',
    'deciduous-tree',
    ['the old oak', 'old oak', 'The old oak creaked softly, as if it were yawning too.'],
    [
      'le vieux chêne',
      'le vieux chêne',
      'Le vieux chêne craqua tout doucement, comme s’il bâillait, lui aussi.',
    ],
    { where: /old oak/, at: { en: 'in the middle of the forest', fr: 'au milieu de la forêt' } },
  ),
];
