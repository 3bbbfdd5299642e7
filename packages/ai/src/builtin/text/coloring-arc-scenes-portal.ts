import { type ColoringScene, scene as s } from './coloring-arc-scene';

/** The home the way is found in: the garden, the bedroom or the attic (goal-portal-ways.ts). */
const HOME = /^in the (garden|bedroom|attic)$/;
const FOREST = /^in the enchanted forest$/;
const MUSHROOMS = /mushroom ring/;
const LANTERNS = /lantern tree/;
const SPRING = /silver spring/;

/**
 * A secret way into a magic land (goal-portal.ts) as a coloring book, in the story's order: 'A girl
 * finds a secret door in the garden wall' printed stock captions ("finds the magic wand"). Now the way
 * found at home ({way}: "a little door", « un grand miroir »), Ruby the fox, the fairy and shy Pip
 * the dragon met, the lanterns going dark, the rock in the spring pushed away with Pip, the party,
 * Pip not shy any more, the run home through the closing way with a glowing leaf (the turn) and the
 * leaf kept at home. No French word agrees with the hero.
 */
export const PORTAL_SCENES: ColoringScene[] = [
  s('finds {way} that was never there before', 'trouve {way} qui n’avait jamais été là', [], HOME, {
    subjectsOf: 'problem',
  }),
  s('meets a talking fox called Ruby', 'rencontre Rubis le renard qui parle', ['fox'], MUSHROOMS),
  s('lets a tiny fairy land on one hand', 'accueille une petite fée sur sa main', ['woman-fairy'], MUSHROOMS),
  s(
    'meets Pip, a shy little green dragon',
    'rencontre Pip, un petit dragon vert tout timide',
    ['dragon'],
    FOREST,
  ),
  s(
    'sees the lanterns going dark one by one',
    'voit les lanternes s’éteindre une à une',
    ['red-paper-lantern'],
    LANTERNS,
  ),
  s(
    'finds a huge round rock blocking the spring’s water',
    'découvre un énorme rocher qui bouche l’eau de la source',
    ['rock', 'droplet'],
    /dragon’s hill/,
  ),
  s(
    'pushes the big rock with Ruby the fox and the fairy',
    'pousse le gros rocher avec Rubis le renard et la fée',
    ['rock', 'fox', 'woman-fairy'],
    SPRING,
  ),
  s('takes shy Pip the dragon by the claw', 'prend la patte du timide dragon Pip', ['dragon'], SPRING),
  s(
    'rolls the rock away with Pip the dragon to free the water',
    'roule le rocher avec Pip le dragon pour libérer l’eau',
    ['dragon', 'rock', 'droplet'],
    SPRING,
  ),
  s(
    'watches the lanterns glow gold again',
    'regarde les lanternes briller de nouveau',
    ['red-paper-lantern'],
    LANTERNS,
  ),
  s(
    'shares honey cakes with rabbits in waistcoats',
    'partage des gâteaux au miel avec des lapins en gilet',
    ['cupcake', 'rabbit'],
    /flower glade/,
  ),
  s(
    'laughs with Pip the dragon, who is not shy any more',
    'rit avec Pip le dragon, qui n’est plus timide du tout',
    ['dragon'],
    /rainbow bridge/,
  ),
  // The turn's own drawing (goal-portal.ts): the way, the glowing leaf and the fox saying goodbye.
  s(
    'runs home through {way} with a glowing leaf from Ruby the fox',
    'rentre en courant par {way} avec une feuille lumineuse de Rubis le renard',
    [],
    /edge of the enchanted forest/,
    { subjectsOf: 'turn', turn: true },
  ),
  s('keeps the glowing golden leaf', 'garde la feuille lumineuse et dorée', [], HOME, {
    subjectsOf: 'ending',
  }),
];
