import type { ArcLine } from './poetry-arc-kit';
import { BANDSTAND, FLOWERS, HILL, PLAY, POND, TREE } from './poetry-picnic-lines';

/**
 * The park's games and small visitors, each at its own spot: a poem longer than the picnic's twelve
 * couplets (poetry-picnic-lines.ts) weaves them between the blanket and the rain (poetry-arc-kit.ts
 * `woven`), in this order, so a 24-page picnic sings no stock couplet. None says the rain, the cake
 * or the ants, which the day's own couplets sing in their place.
 */
export const PICNIC_FILLERS: ArcLine[] = [
  [
    TREE,
    'sandwich',
    ['Jam or cheese, which one to munch?', '{name} took both: a picnic lunch!'],
    ['Confiture ou fromage ? Quel dilemme !', '{name} prend les deux : c’est ça qu’on aime !'],
  ],
  [
    FLOWERS,
    'butterfly',
    ['A butterfly sat on a strawberry, then', 'flutter, flutter, off again!'],
    ['Un papillon se pose sur une fraise,', 'puis s’envole, tout à son aise.'],
    { also: ['strawberry'] },
  ],
  [
    POND,
    'tropical-drink',
    ['Cold lemonade, a sip, a slurp:', '{name} blew bubbles… and gave a burp!'],
    ['Limonade fraîche et paille qui plie :', '{name} fait des bulles, blub, quelle folie !'],
  ],
  [
    PLAY,
    'softball',
    ['A ball went flying, high and far;', '{name} ran and caught it: “What a star!”'],
    ['Le ballon s’envole, haut dans les airs :', '{name} court et l’attrape, l’air fier !'],
  ],
  [
    HILL,
    'cloud',
    ['Lying back, {name} watched the sky:', 'a rabbit cloud went drifting by!'],
    ['Sur le dos, {name} regarde les nuages :', 'un lapin, une théière… quel voyage !'],
    { also: ['rabbit'] },
  ],
  [
    FLOWERS,
    'lady-beetle',
    ['A ladybird climbed a fingertip,', 'then spread its wings: a little trip!'],
    ['Une coccinelle grimpe sur un doigt,', 'puis s’envole : un, deux, trois !'],
  ],
  [
    PLAY,
    'swing',
    ['On the swing, {name} flew up so high,', 'the blanket looked like a stamp from the sky!'],
    ['Sur la balançoire, {name} monte si haut', 'que la nappe n’est plus qu’un petit carreau !'],
  ],
  [
    POND,
    'leaf-fluttering-in-wind',
    ['A folded leaf became a boat;', '{name} watched it bob and float.'],
    ['Une feuille pliée devient un bateau', 'qui vogue, vogue, tout doux sur l’eau.'],
  ],
  [
    BANDSTAND,
    'honeybee',
    ['A bee came buzzing round the jam;', '{name} kept still, as calm as a lamb.'],
    ['Une abeille bourdonne près de la confiture ;', '{name} ne bouge pas, et elle part à l’aventure.'],
  ],
  [
    TREE,
    'eyes',
    ['Hide-and-seek behind the tree:', '“Where can {name} be? I can’t see!”'],
    ['« Où est {name} ? » On cherche partout…', 'derrière le gros tronc : coucou !'],
  ],
  [
    BANDSTAND,
    'trumpet',
    ['By the bandstand a trumpet played;', '{name} marched along in a one-child parade.'],
    ['Près du kiosque, une trompette chante :', '{name} danse, la musique enchante.'],
  ],
  [
    HILL,
    'strawberry',
    ['The juiciest strawberry, big and sweet:', 'juice on the chin, oh, what a treat!'],
    ['La plus grosse fraise, rouge et sucrée :', 'du jus plein le menton, quel goût d’été !'],
  ],
];
