import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A camping trip (idea/read-goal-camp.ts), told in the order of its day and night: the tent, the
 * sticks, the fire and the marshmallows, a noise in the dark, the stars at the turn, the morning.
 * {Grown} is who came along ("Dad", « Papa »), or the friend at the hero's side; `onlyPlace` keeps a
 * step to its spot.
 */
const b = step;

/** A trip starts where the tent will stand, not "in a little house at the end of Maple Lane". */
export const CAMP_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved the woods, the lakes and the wide open sky.',
    'Il était une fois {aKind} {named} {name}, qui aimait les bois, les lacs et le grand ciel ouvert.',
  ),
];

export const CAMP_PROBLEMS: PlacedL[] = [
  b(
    'At last, the big day: {name} was going camping with {grown}! A tent, a torch, a sleeping bag… “Will I really sleep outside?” {name} wondered.',
    'Enfin le grand jour : {name} partait camper avec {grown} ! Une tente, une lampe de poche, un sac de couchage… « Je vais vraiment dormir dehors ? » se demanda {name}.',
  ),
  b(
    '{name} had never slept outside before. But this time, {name} and {grown} were going camping, under the sky, in a real tent!',
    '{name} n’avait encore jamais dormi dehors. Mais cette fois, {name} et {grown} partaient camper, sous le ciel, dans une vraie tente !',
  ),
];

/** The afternoon: the tent, the sticks, water, a walk. */
export const CAMP_SETUP: PlacedL[] = [
  b(
    '{atPlace}, {name} and {grown} put up the tent. Poles in, pegs down… and it flopped over! Once more, and there it stood.',
    '{atPlace}, {name} et {grown} montèrent la tente. Les arceaux, les piquets… et elle s’effondra ! Encore une fois, et elle tint debout.',
    /clearing/,
  ),
  b(
    '{atPlace}, {name} gathered dry sticks for the fire: little ones, middle ones, and one very big one.',
    '{atPlace}, {name} ramassa du bois sec pour le feu : des petites branches, des moyennes, et une toute grosse.',
    /path|woods/,
  ),
  b(
    '{atPlace}, {name} filled the water bottles and skipped a flat stone: one, two, three hops!',
    '{atPlace}, {name} remplit les gourdes et fit des ricochets : un, deux, trois bonds !',
    /lake/,
  ),
  b(
    '{atPlace}, {name} unrolled the sleeping bags side by side, with a torch for each.',
    '{atPlace}, {name} déroula les sacs de couchage côte à côte, avec une lampe de poche pour chacun.',
    /tent/,
  ),
  b(
    '{atPlace}, {name} found a pine cone, a snail shell and a feather, and lined them up like treasures.',
    '{atPlace}, {name} trouva une pomme de pin, une coquille d’escargot et une plume, et les aligna comme des trésors.',
    /woods|clearing/,
  ),
  b(
    '{atPlace}, {grown} showed {name} how to hammer in a peg, tap, tap, tap, so the wind could not pull it out.',
    '{atPlace}, {grown} montra à {name} comment enfoncer un piquet, toc, toc, toc, pour que le vent ne l’arrache pas.',
    /clearing/,
  ),
  b(
    '{atPlace}, {name} dipped both feet in the cold water. Brrr! A little fish darted away.',
    '{atPlace}, {name} trempa les deux pieds dans l’eau froide. Brrr ! Un petit poisson fila au loin.',
    /lake/,
  ),
  b(
    '{atPlace}, {name} and {grown} followed the little path and picked a handful of wild blackberries for later.',
    '{atPlace}, {name} et {grown} suivirent le petit sentier et cueillirent une poignée de mûres sauvages pour plus tard.',
    /woods/,
  ),
];

/** Dusk: the fire, the marshmallows, the stories. */
export const CAMP_FIRE: PlacedL[] = [
  b(
    'That evening, {atPlace}, {grown} lit the fire. Crackle, pop! {name} toasted a marshmallow until it was golden.',
    'Ce soir-là, {atPlace}, {grown} alluma le feu. Crac, pop ! {name} fit griller une guimauve jusqu’à ce qu’elle soit dorée.',
    /campfire/,
  ),
  b(
    'In the evening, {atPlace}, {grown} told a story, and the flames danced along with every word.',
    'Le soir, {atPlace}, {grown} raconta une histoire, et les flammes dansaient à chaque mot.',
    /campfire/,
  ),
  b(
    'In the evening light, {atPlace}, the ducks tucked their heads under their wings, and the water turned pink and gold.',
    'Dans la lumière du soir, {atPlace}, les canards cachèrent la tête sous leur aile, et l’eau devint rose et dorée.',
    /lake/,
  ),
  b(
    'In the evening, {atPlace}, supper bubbled in a little pot: soup with bread, the best {name} had ever tasted.',
    'Le soir, {atPlace}, le dîner mijotait dans une petite casserole : une soupe avec du pain, la meilleure que {name} ait jamais goûtée.',
    /campfire/,
  ),
  b(
    'In the evening, {atPlace}, {name} and {grown} sang camp songs, and an echo sang them back from the hills.',
    'Le soir, {atPlace}, {name} et {grown} chantèrent des chansons de camp, et l’écho les chanta en retour depuis les collines.',
    /campfire|lake/,
  ),
  b(
    'In the evening, {atPlace}, the first bats swooped over the trees, and the sky turned purple.',
    'Le soir, {atPlace}, les premières chauves-souris passèrent au-dessus des arbres, et le ciel devint violet.',
    /woods|clearing/,
  ),
];

/** Night: a noise, a fright, a friend in the dark. */
export const CAMP_NIGHT: PlacedL[] = [
  b(
    'That night, {atPlace}, something went crack in the dark! {name} held the torch tight… It was only a little hedgehog, snuffling by.',
    'Cette nuit-là, {atPlace}, quelque chose craqua dans le noir ! {name} serra la lampe de poche… Ce n’était qu’un petit hérisson qui passait en reniflant.',
    /tent|woods/,
  ),
  b(
    'At night, {atPlace}, an owl called: “Hoo-hoo!” {name} whispered back: “Hoo-hoo!” and giggled.',
    'La nuit, {atPlace}, une chouette appela : « Hou-hou ! » {name} répondit tout bas : « Hou-hou ! » en pouffant.',
    /woods|tent/,
  ),
  b(
    'At night, {atPlace}, the tent flapped in the wind. {name} snuggled up close to {grown}, warm and safe.',
    'La nuit, {atPlace}, la toile de la tente claquait au vent. {name} se blottit contre {grown}, au chaud et en sécurité.',
    /tent/,
  ),
  b(
    'At night, {atPlace}, {name} made shadow animals with the torch on the tent wall: a rabbit, a bird, a wolf!',
    'La nuit, {atPlace}, {name} fit des ombres chinoises avec la lampe sur la toile de la tente : un lapin, un oiseau, un loup !',
    /tent/,
  ),
  b(
    'At night, {atPlace}, fireflies blinked on and off among the trees, like tiny lanterns.',
    'La nuit, {atPlace}, des lucioles s’allumaient et s’éteignaient entre les arbres, comme de toutes petites lanternes.',
    /woods|clearing|lake/,
  ),
  b(
    'At night, {atPlace}, the frogs sang, croak, croak, and the moon shone in the dark water.',
    'La nuit, {atPlace}, les grenouilles chantaient, coâ, coâ, et la lune brillait dans l’eau noire.',
    /lake/,
  ),
];

export const CAMP_TURNS: PlacedL[] = [
  b(
    'Then {grown} switched off the torch. “Look up,” {grown} whispered. Above the tent, there were more stars than {name} had ever seen: thousands and thousands!',
    'Alors {grown} éteignit la lampe. « Regarde là-haut », chuchota {grown}. Au-dessus de la tente, il y avait plus d’étoiles que {name} n’en avait jamais vu : des milliers et des milliers !',
  ),
  b(
    'Late at night, {name} peeked out of the tent. The whole sky was full of stars, and a shooting star flew right across it! {name} made a wish.',
    'Tard dans la nuit, {name} passa la tête hors de la tente. Le ciel entier était plein d’étoiles, et une étoile filante le traversa ! {name} fit un vœu.',
  ),
];

export const CAMP_ENDINGS: PlacedL[] = [
  b(
    'In the morning, birds sang, and {grown} made hot cocoa. {name} had slept in a tent, outside, until morning! “Can we go camping again?” The end.',
    'Au matin, les oiseaux chantaient, et {grown} prépara un chocolat chaud. {name} avait dormi sous la tente, dehors, jusqu’au matin ! « On pourra revenir camper ? » Fin.',
  ),
  b(
    'The sun came up over the hills, and {name} crawled out of the tent, sleepy and proud. {name} had learned that {lesson}. The end.',
    'Le soleil se leva sur les collines, et {name} sortit de la tente, les yeux pleins de sommeil et le cœur plein de fierté. {name} avait appris que {lesson}. Fin.',
  ),
];
