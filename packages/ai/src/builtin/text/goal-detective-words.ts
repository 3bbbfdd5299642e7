import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A mystery (text/goal-detective.ts): the hat and the magnifying glass, one clue a page at its own
 * spot of the house and garden (`leads` keeps it there), suspects who each have an alibi, a false
 * lead, then the culprit at the turn and "Case closed!" at the end. {thing} is what vanished ("the
 * cookies", « le gâteau de Mamie »), {Thing} the same at a sentence's start, {was} "was"/"were",
 * {gone} « disparu »/« disparue »/« disparus ».
 */
const b = step;
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...b(en, fr, spot), leads: true });
/** A suspect line, left out when the suspect is the hero's or the friend's own kind (goal-detective.ts). */
export type Suspect = { line: PlacedL; kind: string };

export const FOOD_PROBLEMS: PlacedL[] = [
  b(
    'Oh no! {Thing} {was} gone! Only an empty plate was left on the kitchen table. {name} put on a detective hat and picked up a magnifying glass. “This is a case for a detective!”',
    'Oh non ! {Thing} avait {gone} ! Il ne restait qu’une assiette vide sur la table de la cuisine. {name} mit un chapeau de détective et prit une loupe. « C’est une affaire pour un détective ! »',
  ),
];

export const SHINY_PROBLEMS: PlacedL[] = [
  b(
    'Oh no! {Thing} {was} gone! Only an empty velvet cushion was left on the shelf. {name} put on a detective hat and picked up a magnifying glass. “This is a case for a detective!”',
    'Oh non ! {Thing} avait {gone} ! Il ne restait qu’un coussin de velours vide sur l’étagère. {name} mit un chapeau de détective et prit une loupe. « C’est une affaire pour un détective ! »',
  ),
];

/** The clues a hungry animal leaves, one a page at its own spot. */
export const FOOD_CLUES: PlacedL[] = [
  at(
    '{atPlace}, {name} bent down with the magnifying glass. Crumbs! A little trail of crumbs led across the floor.',
    '{atPlace}, {name} se pencha avec sa loupe. Des miettes ! Une petite traînée de miettes traversait le sol.',
    /kitchen/,
  ),
  at(
    '{atPlace}, there was a muddy paw print on the doormat. “Another one for the notebook,” said {name}, and drew it.',
    '{atPlace}, il y avait une empreinte de patte pleine de boue sur le paillasson. « Encore une pour le carnet », dit {name}, et la dessina.',
    /front door/,
  ),
  at(
    '{atPlace}, a little tuft of brown fur was caught on a nail. “Someone squeezed through here,” whispered {name}.',
    '{atPlace}, une petite touffe de poils bruns était accrochée à un clou. « Quelqu’un s’est faufilé par ici », chuchota {name}.',
    /fence/,
  ),
  at(
    '{atPlace}, there were footprints in the soft earth, small and round, with four little toes each.',
    '{atPlace}, il y avait des empreintes dans la terre molle, petites et rondes, avec quatre petits doigts chacune.',
    /flower/,
  ),
  at(
    '{atPlace}, a dab of white cream was stuck to a leaf. {name} sniffed it. “Vanilla! We are on the right track.”',
    '{atPlace}, une goutte de crème blanche collait à une feuille. {name} la renifla. « Vanille ! Nous sommes sur la bonne piste. »',
    /flower/,
  ),
  at(
    '{atPlace}, the crumbs went on, one here, one there, around the corner. {name} followed them on tiptoe.',
    '{atPlace}, les miettes continuaient, une ici, une là, jusqu’au coin. {name} les suivit sur la pointe des pieds.',
    /neighbour/,
  ),
  at(
    '{atPlace}, a bowl of water had been knocked over, and little wet paw prints went splish, splash towards the garden.',
    '{atPlace}, un bol d’eau avait été renversé, et de petites empreintes de pattes mouillées partaient vers le jardin.',
    /front door/,
  ),
  at(
    '{atPlace}, a paper cake case lay upside down in the grass, licked clean. “Whoever took it was very hungry,” said {name}.',
    '{atPlace}, un moule en papier traînait à l’envers dans l’herbe, léché jusqu’au bout. « Celui qui a fait ça avait très faim », dit {name}.',
    /pond/,
  ),
];

/** The clues a magpie leaves on its way to its nest, one a page. */
export const SHINY_CLUES: PlacedL[] = [
  at(
    '{atPlace}, {name} looked through the magnifying glass. A black and white feather lay by the open window!',
    '{atPlace}, {name} regarda à travers sa loupe. Une plume noire et blanche était posée près de la fenêtre ouverte !',
    /kitchen/,
  ),
  at(
    '{atPlace}, tiny bird footprints crossed the doormat, three thin toes each. “Another one for the notebook,” said {name}.',
    '{atPlace}, de toutes petites traces d’oiseau traversaient le paillasson, trois doigts fins chacune. « Encore une pour le carnet », dit {name}.',
    /front door/,
  ),
  at(
    '{atPlace}, a shiny button and a silver spoon lay in the grass. “Someone here loves shiny things,” said {name}.',
    '{atPlace}, un bouton brillant et une cuillère en argent traînaient dans l’herbe. « Quelqu’un ici adore ce qui brille », dit {name}.',
    /fence/,
  ),
  at(
    '{atPlace}, another feather was stuck between the petals. {name} held it up to the light and frowned.',
    '{atPlace}, une autre plume était coincée entre les pétales. {name} la leva vers la lumière et fronça les sourcils.',
    /flower/,
  ),
  at(
    '{atPlace}, a little piece of tinfoil glittered on the path, pointing to the bottom of the garden.',
    '{atPlace}, un petit morceau de papier d’aluminium brillait sur l’allée, en direction du fond du jardin.',
    /neighbour/,
  ),
  at(
    '{atPlace}, a teaspoon was missing from the drawer too, and the window was wide open. “Who takes only shiny things?” wondered {name}.',
    '{atPlace}, une petite cuillère manquait aussi dans le tiroir, et la fenêtre était grande ouverte. « Qui ne prend que ce qui brille ? » se demanda {name}.',
    /kitchen/,
  ),
  at(
    '{atPlace}, a little twig lay on the doormat, and beside it, a sparkly sequin. {name} put them both in a paper bag.',
    '{atPlace}, une petite brindille était posée sur le paillasson, et à côté, une paillette qui brillait. {name} les mit toutes les deux dans un sac en papier.',
    /front door/,
  ),
  at(
    '{atPlace}, something glinted in the water. {name} fished it out: a shiny marble! Someone had dropped it flying by.',
    '{atPlace}, quelque chose brillait dans l’eau. {name} le repêcha : une bille toute brillante ! Quelqu’un l’avait lâchée en volant.',
    /pond/,
  ),
];

/** The suspects, each with an alibi. */
export const SUSPECTS: Suspect[] = [
  {
    kind: 'cat',
    line: at(
      '{atPlace}, {name} questioned the sleepy cat. “Me? I was asleep on the warm windowsill all morning,” she yawned. An alibi!',
      '{atPlace}, {name} interrogea le chat endormi. « Moi ? J’ai dormi sur le rebord de la fenêtre toute la matinée », bâilla-t-il. Un alibi !',
      /kitchen/,
    ),
  },
  {
    kind: 'chicken',
    line: at(
      '{atPlace}, the hen was sitting on her eggs. “I have not moved all day, cluck cluck,” she said. She could not have done it.',
      '{atPlace}, la poule couvait ses œufs. « Je n’ai pas bougé de la journée, cot cot », dit-elle. Ce ne pouvait pas être elle.',
      /henhouse/,
    ),
  },
  {
    kind: 'man',
    line: at(
      '{atPlace}, the neighbour was watering his roses. “I have been here since breakfast,” he said, and showed his wet boots.',
      '{atPlace}, le voisin arrosait ses roses. « Je suis là depuis le petit déjeuner », dit-il en montrant ses bottes mouillées.',
      /neighbour/,
    ),
  },
  {
    kind: 'squirrel',
    line: at(
      '{atPlace}, the squirrel was busy counting nuts. “I only eat nuts,” he said, “and I have all of mine right here.”',
      '{atPlace}, l’écureuil comptait ses noisettes. « Je ne mange que des noisettes, dit-il, et elles sont toutes là. »',
      /fence/,
    ),
  },
  {
    kind: 'duck',
    line: at(
      '{atPlace}, {name} asked the ducks. “Quack! We were swimming all morning,” they said, all three together.',
      '{atPlace}, {name} interrogea les canards. « Coin ! On a nagé toute la matinée », dirent-ils tous les trois ensemble.',
      /pond/,
    ),
  },
  {
    kind: 'goat',
    line: at(
      '{atPlace}, {name} questioned the old goat. “Baa! I was eating the neighbour’s hedge,” he admitted. “But I never eat sweets.”',
      '{atPlace}, {name} interrogea la vieille chèvre. « Bêê ! Je mangeais la haie du voisin, avoua-t-elle. Mais je ne mange jamais de sucreries. »',
      /neighbour/,
    ),
  },
];

/** Thinking, and the false lead. */
export const CASE_THINKING: PlacedL[] = [
  b(
    '{atPlace}, {name} found a white trail. Sugar? No… it was only flour from the baking bag. A false lead!',
    '{atPlace}, {name} trouva une traînée blanche. Du sucre ? Non… ce n’était que la farine du sac de cuisine. Une fausse piste !',
  ),
  b(
    '{atPlace}, {name} sat down and looked at everything in the notebook, one thing after another. “Think, think, think…”',
    '{atPlace}, {name} s’assit et relut tout le carnet, page après page. « Réfléchis, réfléchis, réfléchis… »',
  ),
  b(
    '{atPlace}, a rustle, just behind! {name} jumped… but it was only the wind. “A good detective stays calm,” said {name}.',
    '{atPlace}, un bruissement, juste derrière ! {name} sursauta… mais ce n’était que le vent. « Un bon détective garde son calme », dit {name}.',
  ),
  b(
    '{atPlace}, {name} laid all the findings side by side. They all pointed the same way: to the bottom of the garden.',
    '{atPlace}, {name} posa toutes ses trouvailles côte à côte. Elles montraient toutes la même direction : le fond du jardin.',
  ),
  b(
    '{atPlace}, {name} looked closely, very closely, through the magnifying glass. Every little thing mattered.',
    '{atPlace}, {name} regarda de près, de très près, à travers la loupe. Chaque petite chose comptait.',
  ),
  b(
    '{atPlace}, {name} wrote a list in the notebook: who was where, and when. One name was still missing from the list.',
    '{atPlace}, {name} écrivit une liste dans le carnet : qui était où, et à quelle heure. Il manquait encore un nom sur la liste.',
  ),
  b(
    '{atPlace}, {name} tiptoed so quietly that not a single leaf crunched. “Shh… detectives must not be heard.”',
    '{atPlace}, {name} avançait si doucement que pas une feuille ne craquait. « Chut… un détective ne doit pas se faire entendre. »',
  ),
  b(
    '{atPlace}, a shadow moved, very close! {name} peeked, holding the magnifying glass tight… it was only a towel flapping in the breeze.',
    '{atPlace}, une ombre bougea, tout près ! {name} jeta un œil, la loupe bien serrée… ce n’était qu’une serviette qui claquait au vent.',
  ),
];
