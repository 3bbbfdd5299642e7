import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A hero who loves honey (text/goal-honey.ts), told in order: the empty pot; a bee followed to the
 * big hollow tree; honey taken without asking and the angry bees, the queen's word and the flowers
 * the goats ate; seeds planted and watered till the flowers come back; friends with the bees; a
 * pot of honey given at the turn, shared with the forest's friends at the end.
 */
const b = step;

export const HONEY_OPENINGS: PlacedL[] = [
  b(
    '{name} was {aKind} who lived in the forest, and who loved honey more than anything: on bread, in porridge, straight from the pot!',
    '{name} était {aKind} qui vivait dans la forêt, et qui aimait le miel plus que tout : sur le pain, dans la bouillie, directement dans le pot !',
  ),
];

export const HONEY_PROBLEMS: PlacedL[] = [
  b(
    'But one morning, {name} tipped the honey pot upside down… and not one drop came out. “Oh no!” Just then, a little bee buzzed past. “Follow that bee!”',
    'Mais un matin, {name} retourna le pot de miel… et pas une goutte n’en sortit. « Oh non ! » Juste à ce moment, une petite abeille passa en bourdonnant. « Suivons cette abeille ! »',
  ),
];

/** The bee followed through the forest, to the big hollow tree. */
export const HONEY_FOLLOW: PlacedL[] = [
  b(
    '{atPlace}, the bee zigzagged from flower to flower, and {name} zigzagged too, right into a tree. Ouch!',
    '{atPlace}, l’abeille zigzaguait de fleur en fleur, et {name} zigzagua aussi, jusqu’à se cogner contre un arbre. Aïe !',
  ),
  b(
    '{atPlace}, more bees came, each with yellow pollen on its legs. “Where are you all going?” asked {name}.',
    '{atPlace}, d’autres abeilles arrivèrent, chacune avec du pollen jaune sur les pattes. « Où allez-vous toutes ? » demanda {name}.',
  ),
  b(
    '{atPlace}, {name} sniffed the air. Something sweet, something golden… the smell of honey!',
    '{atPlace}, {name} renifla l’air. Quelque chose de sucré, de doré… l’odeur du miel !',
  ),
  b(
    '{atPlace}, {name} lost the bees for a moment, then heard them again: bzzz, bzzz, just ahead.',
    '{atPlace}, {name} perdit un instant les abeilles de vue, puis les entendit de nouveau : bzzz, bzzz, juste devant.',
  ),
  b(
    '{atPlace}, a squirrel pointed up. “The bees? They live in the big hollow tree. But they don’t like visitors!”',
    '{atPlace}, un écureuil montra le haut des arbres. « Les abeilles ? Elles vivent dans le grand arbre creux. Mais elles n’aiment pas les visiteurs ! »',
  ),
  b(
    '{atPlace}, there it was: a huge old tree, humming like a song, with golden honey shining in a crack in its bark.',
    '{atPlace}, le voilà : un vieil arbre immense, qui bourdonnait comme une chanson, avec du miel doré qui brillait dans une fente de l’écorce.',
  ),
];

/** Honey taken without asking: the angry bees, the queen, the flowers the goats ate. */
export const HONEY_STUNG: PlacedL[] = [
  b(
    '{atPlace}, {name} reached into the tree for the honey. BZZZZ! Out flew a cloud of angry bees, and {name} ran and ran!',
    '{atPlace}, {name} plongea la main dans l’arbre pour prendre le miel. BZZZZ ! Un nuage d’abeilles en colère en sortit, et {name} courut, courut !',
  ),
  b(
    '{atPlace}, {name} sat down, nose stung and very sorry. “I only wanted a little honey.”',
    '{atPlace}, {name} s’assit, le nez tout piqué. « Je voulais juste un peu de miel. »',
  ),
  b(
    '{atPlace}, the queen bee flew down, her tiny crown shining. “You took without asking,” she said. “And honey is hard to make: the goats ate all our flowers.”',
    '{atPlace}, la reine des abeilles descendit, sa petite couronne toute brillante. « Tu as pris sans demander, dit-elle. Et le miel est difficile à faire : les chèvres ont mangé toutes nos fleurs. »',
  ),
  b(
    '{atPlace}, {name} bowed low. “I’m sorry. Is there anything I can do for you?”',
    '{atPlace}, {name} s’inclina bien bas. « Pardon. Est-ce que je peux faire quelque chose pour vous ? »',
  ),
  b(
    '{atPlace}, the queen sighed. “Without flowers, there is no honey for anyone, not even for us.”',
    '{atPlace}, la reine soupira. « Sans fleurs, il n’y a de miel pour personne, pas même pour nous. »',
  ),
  b(
    '{atPlace}, {name} looked around. Only bare grass, not one flower. “Then I will help you,” said {name}.',
    '{atPlace}, {name} regarda autour. De l’herbe rase, pas une seule fleur. « Alors je vais vous aider », dit {name}.',
  ),
];

/** Flowers for the bees: seeds planted, watered and kept from the goats, till the ground is in bloom. */
export const HONEY_FLOWERS: PlacedL[] = [
  b(
    '{atPlace}, {name} dug little holes, one after another, and dropped in seeds: daisies, poppies and clover.',
    '{atPlace}, {name} creusa des petits trous, l’un après l’autre, et y sema des graines : des pâquerettes, des coquelicots et du trèfle.',
  ),
  b(
    '{atPlace}, {name} carried water from the stream in a leaky bucket, again and again, to water every seed.',
    '{atPlace}, {name} porta de l’eau du ruisseau dans un seau percé, encore et encore, pour arroser chaque graine.',
  ),
  b(
    '{atPlace}, {name} built a little fence of sticks, so the goats could not eat the new flowers.',
    '{atPlace}, {name} construisit une petite barrière de bâtons, pour que les chèvres ne mangent pas les nouvelles fleurs.',
  ),
  b(
    '{atPlace}, {name} waited, and watched the first green shoots poke up, one tiny leaf at a time.',
    '{atPlace}, {name} attendit, et regarda sortir les premières pousses vertes, une toute petite feuille après l’autre.',
  ),
  b(
    '{atPlace}, one morning, the ground was covered in flowers: white, red, purple and pink. The bees danced over them, buzzing with joy.',
    '{atPlace}, un matin, le sol était couvert de fleurs : blanches, rouges, violettes et roses. Les abeilles dansaient au-dessus, en bourdonnant de joie.',
  ),
  b(
    '{atPlace}, the bees flew back and forth, from flower to hive, all day long, making new honey.',
    '{atPlace}, les abeilles faisaient des allers-retours, des fleurs à la ruche, toute la journée, pour faire du miel nouveau.',
  ),
];

/** Friends with the bees, while the new honey is made. */
export const HONEY_FRIENDS: PlacedL[] = [
  b(
    '{atPlace}, the queen bee landed on {name}’s nose, very gently this time. “Thank you, thank you!”',
    '{atPlace}, la reine des abeilles se posa sur le nez de {name}, tout doucement cette fois. « Merci, merci ! »',
  ),
  b(
    '{atPlace}, {name} and the bees played hide-and-seek among the flowers. The bees always won.',
    '{atPlace}, {name} et les abeilles jouèrent à cache-cache parmi les fleurs. Les abeilles gagnaient toujours.',
  ),
  b(
    '{atPlace}, a rabbit and a little hedgehog came to see the flowers. “How beautiful!”',
    '{atPlace}, un lapin et un petit hérisson vinrent voir les fleurs. « Que c’est beau ! »',
  ),
  b(
    '{atPlace}, {name} learned to hum like a bee. Bzzz, bzzz… it made everyone laugh.',
    '{atPlace}, {name} apprit à bourdonner comme une abeille. Bzzz, bzzz… tout le monde éclata de rire.',
  ),
  b(
    '{atPlace}, {name} waited patiently, for honey takes time. The days went by, warm and sweet.',
    '{atPlace}, {name} attendit patiemment, car le miel prend du temps. Les jours passèrent, doux et tièdes.',
  ),
  b(
    '{atPlace}, {name} could hear the hollow tree humming louder than ever. “Come back in the morning,” buzzed the bees. “We have a surprise.”',
    '{atPlace}, {name} entendait l’arbre creux bourdonner plus fort que jamais. « Reviens demain matin, bourdonnèrent les abeilles. On a une surprise. »',
  ),
];

export const HONEY_TURNS: PlacedL[] = [
  b(
    'The next morning, the bees were waiting with a big pot full of golden honey. “For you,” said the queen, “because you helped us, and because you asked.” {name} hugged the pot and laughed.',
    'Le lendemain matin, les abeilles attendaient avec un grand pot plein de miel doré. « Pour toi, dit la reine, parce que tu nous as aidées, et parce que tu as demandé. » {name} serra le pot dans ses bras en riant.',
  ),
];

export const HONEY_ENDINGS: PlacedL[] = [
  b(
    'That afternoon, {name} shared the honey with all the friends of the forest: bread and honey for everyone. {name} had learned that {lesson}. The end.',
    'Cet après-midi-là, {name} partagea le miel avec tous les amis de la forêt : des tartines de miel pour tout le monde. {name} avait appris que {lesson}. Fin.',
  ),
];
