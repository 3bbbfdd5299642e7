import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Building a treehouse (or a den, a hut) step by step (text/task-kind.ts): the plan drawn, the planks
 * gathered and measured; a plank too short, a wobbly ladder, rain; a grown-up's hand ({helper}: Dad,
 * « Papa », or the companion the idea names) and the hammering; the walls, the roof, the rope
 * ladder; the thing finished in the tree at the turn, and a night in it at the end. {Who} is the hero,
 * or the hero and the friend (goal-task-script.ts); French verbs say both as {dessina|dessinèrent}
 * (address-number.ts). {thing}: "the treehouse", « la cabane »; {up}: ", high up in the tree".
 */
const b = step;
const TREE = /big tree/;

/** A house with a garden and a big tree in it: where the treehouse will go. */
export const BUILD_OPENINGS: PlacedL[] = [
  b(
    'Meet {name}, {aKind} with a big garden, and in the garden, a very big tree.{withFriend}',
    'Voici {name}, {aKind} qui avait un grand jardin, et dans ce jardin, un très grand arbre.{withFriend}',
  ),
];

export const BUILD_PROBLEMS: PlacedL[] = [
  b(
    '{Who} had a big plan for the day: to {task}. “{todayIsTheDay},” said {name}.',
    '{Who} {avait|avaient} un grand projet pour la journée : {task}. « {todayIsTheDay} », dit {name}.',
  ),
  b(
    '{Who} looked up at the big tree. What a perfect spot to {task}!',
    '{Who} {leva|levèrent} les yeux vers le grand arbre. Quel endroit parfait pour {task} !',
  ),
];

/** Getting ready: the plan, the planks, the measuring. */
export const BUILD_READY: PlacedL[] = [
  b(
    '{atPlace}, {Who} drew the plan of {thing} on a big sheet of paper: a floor, four walls, a roof and a rope ladder.',
    '{atPlace}, {Who} {dessina|dessinèrent} le plan de {thing} sur une grande feuille : un plancher, quatre murs, un toit et une échelle de corde.',
    /lawn/,
  ),
  b(
    '{atPlace}, {Who} gathered planks, nails and a hammer, and piled them up at the foot of the tree.',
    '{atPlace}, {Who} {rassembla|rassemblèrent} des planches, des clous et un marteau, et {les empila|les empilèrent} au pied de l’arbre.',
    /shed/,
  ),
  b(
    '{atPlace}, {Who} measured every plank twice. “Measure twice, cut once!”',
    '{atPlace}, {Who} {mesura|mesurèrent} chaque planche deux fois. « On mesure deux fois, on coupe une fois ! »',
    /shed/,
  ),
  b(
    '{atPlace}, {Who} made a list: wood, nails, rope, paint… and a big bag of biscuits.',
    '{atPlace}, {Who} {fit|firent} une liste : du bois, des clous, de la corde, de la peinture… et un gros paquet de biscuits.',
    /shed/,
  ),
  b(
    '{atPlace}, {Who} sorted the nails into little jars: big ones, small ones and bent ones.',
    '{atPlace}, {Who} {tria|trièrent} les clous dans des petits pots : les gros, les petits et les tordus.',
    /shed/,
  ),
];

/** What goes wrong: a plank too short, rain. */
export const BUILD_SNAGS: PlacedL[] = [
  b(
    'Oh no! {atPlace}, the longest plank was too short: it did not reach the other branch.',
    'Oh non ! {atPlace}, la plus longue planche était trop courte : elle n’arrivait pas jusqu’à l’autre branche.',
    TREE,
  ),
  b(
    'Then big drops began to fall {atPlace}. {Who} covered the planks with an old sheet and waited for the sun.',
    'Puis de grosses gouttes se mirent à tomber, {atPlace}. {Who} {couvrit|couvrirent} les planches d’une vieille bâche et {attendit|attendirent} le soleil.',
  ),
  b(
    'Ouch! {atPlace}, a splinter! {Who} stopped for a plaster, then carried on, with gloves this time.',
    'Aïe ! {atPlace}, une écharde ! {Who} {s’arrêta|s’arrêtèrent} pour un pansement, puis {reprit|reprirent}, avec des gants cette fois.',
    /vegetable/,
  ),
  b(
    '{atPlace}, the hammer slipped and a nail bent in two. {Who} pulled it out and tried again, more gently.',
    '{atPlace}, le marteau glissa et un clou se tordit. {Who} {l’arracha|l’arrachèrent} et {recommença|recommencèrent}, plus doucement.',
    /vegetable/,
  ),
];

/** A grown-up's hand (a new plank, the wobbly ladder held), and the hammering. */
export const BUILD_HELP: PlacedL[] = [
  b(
    '{atPlace}, the ladder began to wobble. Then {helper} came out and held it steady: “Up you go, carefully!”',
    '{atPlace}, l’échelle se mit à trembler. Alors {helper} vint la tenir bien droite : « {Vas-y|Allez-y}, doucement ! »',
    TREE,
  ),
  b(
    '{atPlace}, {helper} measured twice and sawed a plank to just the right length. It fitted perfectly.',
    '{atPlace}, {helper} mesura deux fois et scia une planche juste à la bonne longueur. Elle allait parfaitement.',
    /shed/,
  ),
  b(
    'Bang, bang, bang! {atPlace}, {Who} nailed the floor boards into place, one nail at a time.',
    'Pan, pan, pan ! {atPlace}, {Who} {cloua|clouèrent} les planches du plancher, un clou après l’autre.',
    TREE,
  ),
  b(
    '{atPlace}, {helper} showed how to hold the hammer near the end: “Let the hammer do the work.”',
    '{atPlace}, {helper} montra comment tenir le marteau par le bout : « {Laisse|Laissez} le marteau travailler. »',
    TREE,
  ),
  b(
    '{atPlace}, {Who} passed the planks up one by one, and the floor grew bigger and bigger.',
    '{atPlace}, {Who} {fit|firent} passer les planches une à une, et le plancher grandit, grandit.',
    TREE,
  ),
];

/** The walls, the roof, the rope ladder, a snack while looking up at it. */
export const BUILD_FINISH: PlacedL[] = [
  b(
    '{atPlace}, {Who} put up the walls, and then the roof, plank by plank.',
    '{atPlace}, {Who} {monta|montèrent} les murs, puis le toit, planche par planche.',
    TREE,
  ),
  b(
    '{atPlace}, {Who} tied a rope ladder to the branch and painted a little sign for the door.',
    '{atPlace}, {Who} {attacha|attachèrent} une échelle de corde à la branche et {peignit|peignirent} un petit panneau pour la porte.',
    TREE,
  ),
  b(
    '{atPlace}, {Who} stopped for lemonade and biscuits, looking up at {thing}. Nearly done!',
    '{atPlace}, {Who} {fit|firent} une pause limonade et biscuits, les yeux levés vers {thing}. Presque fini !',
    /lawn/,
  ),
  b(
    '{atPlace}, {Who} hung a little bell by the door and a flag on the roof.',
    '{atPlace}, {Who} {accrocha|accrochèrent} une clochette près de la porte et un drapeau sur le toit.',
    /lawn/,
  ),
  b(
    '{atPlace}, {Who} swept away the sawdust and carried up two cushions.',
    '{atPlace}, {Who} {balaya|balayèrent} la sciure et {monta|montèrent} deux coussins.',
    /lawn/,
  ),
];

export const BUILD_TURNS: PlacedL[] = [
  b(
    'At last, {thing} was finished{up}! {Who} climbed inside and waved from the little window. Everyone cheered.',
    'Enfin, c’était fini : {thing} était là{up} ! {Who} {grimpa|grimpèrent} dedans et {fit|firent} coucou par la petite fenêtre. Tout le monde applaudit.',
  ),
  b(
    'One last nail… and it was done! There stood {thing}{up}, just like the plan.',
    'Un dernier clou… et voilà ! {thing} était là{up}, exactement comme sur le plan.',
  ),
];

export const BUILD_ENDINGS: PlacedL[] = [
  b(
    'That night, {Who} had a midnight snack in {thing}, with a torch and a warm blanket, and watched the stars come out. The end.',
    'Ce soir-là, {Who} {grignota|grignotèrent} un goûter de minuit dans {thing}, avec une lampe de poche et une couverture bien chaude, en regardant les étoiles s’allumer. Fin.',
  ),
  b(
    'That evening, {Who} ate supper in {thing}, snug under a blanket. Big things, {name} knew now, are built one plank at a time. The end.',
    'Ce soir-là, {Who} {dîna|dînèrent} dans {thing}, bien au chaud sous une couverture. Les grandes choses, {name} le savait maintenant, se construisent une planche à la fois. Fin.',
  ),
];
