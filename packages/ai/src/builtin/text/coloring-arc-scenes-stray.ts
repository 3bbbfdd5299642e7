import { type ColoringScene, scene as s } from './coloring-arc-scene';

const FOREST = /edge of the forest/;

/**
 * A wild animal in the village, in the story's order (goal-stray.ts): the smell of bread at the edge
 * of the forest, the village afraid (the lady's basket, the dogs, the apples, the cat), hungry and
 * lost, kind hands (the grandpa's apple, the oranges), looking for home, bread and honey at the turn,
 * goodbye at the forest. Scenes with no place of their own are in the village's places in turn. No
 * French word agrees with the hero.
 */
export const STRAY_SCENES: ColoringScene[] = [
  s('sniffs a wonderful smell of fresh bread', 'renifle une bonne odeur de pain frais', ['bread'], FOREST),
  s('tiptoes into the village', 'entre dans le village sur la pointe des pieds', ['house']),
  s('startles a lady carrying a basket', 'fait sursauter une dame et son panier', ['woman', 'basket']),
  s('hears the dogs bark and bark', 'entend les chiens aboyer', ['dog']),
  s('sniffs a basket of apples', 'renifle un panier de pommes', ['basket', 'red-apple']),
  s('backs away from a hissing cat', 'recule devant un chat qui crache', ['cat']),
  s('sits down, hungry and far from home', 'reste dans un coin, le ventre vide, loin de la forêt', []),
  s('gently takes an apple from a kind grandpa', 'prend doucement la pomme que tend un grand-père', [
    'old-man',
    'red-apple',
  ]),
  s('helps a little girl pick up her oranges', 'aide une petite fille à ramasser ses oranges', ['tangerine']),
  s('climbs up high to look for the forest', 'grimpe tout en haut pour chercher la forêt', ['houses']),
  s(
    'is given warm bread and honey by the baker',
    'reçoit du pain chaud et du miel du boulanger',
    ['bread', 'honey-pot'],
    /bakery|square/,
    {
      turn: true,
    },
  ),
  s(
    'says goodbye to the villagers, a basket of bread for the way',
    'dit au revoir aux villageois, un panier de pain pour la route',
    ['basket', 'waving-hand'],
    FOREST,
  ),
];
