import { type ColoringScene, scene as s } from './coloring-arc-scene';

/** From the story on, the bedroom is lit at night. */
const NIGHT = { night: true } as const;

/**
 * Getting ready for bed, in the story's order (goal-bedtime-routine.ts): the toys put away, the bath
 * and its bubbles, the pyjamas, the teeth and the mirror, the teddy, the story, the goodnight kiss,
 * the window, and asleep in bed at the turn. No French word agrees with the hero.
 */
export const BEDTIME_SCENES: ColoringScene[] = [
  s('puts the toys away', 'range les jouets', ['teddy-bear'], /in the bedroom/),
  s(
    'splashes in a bath full of bubbles',
    'barbote dans un bain plein de mousse',
    ['bathtub', 'bubbles'],
    /bath/,
  ),
  s('makes a beard of bubbles', 'se fait une barbe de mousse', ['bathtub', 'bubbles'], /bath/),
  s('puts on soft pyjamas', 'enfile un pyjama tout doux', [], /in the bedroom/),
  s('brushes every tooth, up and down', 'se brosse les dents, de haut en bas', ['toothbrush'], /bathroom/),
  s(
    'smiles at the mirror with clean teeth',
    'sourit au miroir avec des dents toutes propres',
    ['mirror', 'toothbrush'],
    /bathroom/,
  ),
  s('picks the softest teddy', 'choisit le doudou le plus doux', ['teddy-bear'], /in the bedroom/, NIGHT),
  s(
    'chooses a bedtime story book',
    'choisit un livre pour l’histoire du soir',
    ['open-book'],
    /in the bedroom/,
    NIGHT,
  ),
  s(
    'listens to the story, snug in bed',
    'écoute l’histoire, bien au chaud dans le lit',
    ['open-book'],
    /in the bedroom/,
    NIGHT,
  ),
  s(
    'gets a big goodnight kiss',
    'reçoit un gros bisou de bonne nuit',
    ['kiss-mark'],
    /in the bedroom/,
    NIGHT,
  ),
  s('waves goodnight to the garden', 'dit bonne nuit au jardin', ['window'], /window/, NIGHT),
  s(
    'falls fast asleep in bed with the teddy',
    'dort à poings fermés dans le lit avec le doudou',
    ['teddy-bear', 'zzz'],
    /in the bedroom/,
    { ...NIGHT, turn: true, asleep: true },
  ),
];
