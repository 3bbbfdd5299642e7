import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * A little witch's potions, in the story's order (goal-potions.ts): the spell book and the jars, the
 * stirring, the potions that go wrong (green smoke, the cat made a frog, blue hair, bubbles), the old
 * owl's tips, the herbs, the careful brew, the sparkles at the turn, the potion written down. No French
 * word agrees with the hero (a witch or a wizard).
 */
export const POTION_SCENES: ColoringScene[] = [
  s('opens the old spell book', 'ouvre le vieux grimoire', ['green-book'], /table/),
  s('picks a jar of dragon pepper', 'choisit un bocal de poivre de dragon', ['jar'], /jars/),
  s(
    'stirs with a big wooden spoon',
    'tourne la potion avec une grande cuillère en bois',
    ['cauldron'],
    /cauldron/,
  ),
  s('waves away a cloud of green smoke', 'chasse un nuage de fumée verte', ['cauldron', 'fog'], /cauldron/),
  s('finds the cat turned into a frog', 'découvre le chat changé en grenouille', ['frog'], /table/),
  s(
    'sips a potion that turns hair bright blue',
    'goûte une potion qui rend les cheveux tout bleus',
    ['test-tube'],
    /jars/,
  ),
  s('mops up bubbles everywhere', 'éponge des bulles partout', ['bubbles', 'cauldron'], /cauldron/),
  s('listens to the old owl’s advice', 'écoute les conseils du vieux hibou', ['owl', 'green-book'], /table/),
  s('picks mint and lavender', 'cueille de la menthe et de la lavande', ['herb'], /herb garden/),
  s(
    'measures each drop very carefully',
    'mesure chaque goutte très soigneusement',
    ['test-tube', 'jar'],
    /jars/,
  ),
  s(
    'watches pink sparkles and flowers burst out of the potion',
    'voit jaillir de la potion des étincelles roses et des fleurs',
    ['cauldron', 'sparkles', 'tulip'],
    /cauldron/,
    { turn: true },
  ),
  s(
    'writes the potion in the spell book',
    'écrit la potion dans le grimoire',
    ['green-book', 'test-tube'],
    /table/,
  ),
];
