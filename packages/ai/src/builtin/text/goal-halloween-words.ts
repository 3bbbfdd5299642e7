import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A trick-or-treat night (idea/read-goal-holiday.ts), told in order: the costumes and the pumpkin
 * lantern at home, the friends met in the street and door to door with the bag filling, the spooky
 * house whose creak is only a cat and an old neighbour, a friend who drops the sweets and the hero
 * shares; home to count the treats. Each template is used once (inOrder); every middle one carries
 * {atPlace}. No "today", "sun" or "stars": every page is drawn at night (story-sky-corpus).
 */
const b = step;

export const HALLOWEEN_OPENINGS: PlacedL[] = [
  b(
    'At last it was Halloween {at}: the night {name} had been waiting for all year long.',
    'Enfin, c’était Halloween {at} : la nuit que {name} attendait depuis toute une année.',
  ),
];

export const HALLOWEEN_PROBLEMS: PlacedL[] = [
  b(
    '“Tonight we go trick-or-treating!” said {name}. But first, there was so much to do: a costume to choose, a pumpkin to carve, and friends to meet.',
    '« Ce soir, c’est la tournée des bonbons ! » dit {name}. Mais d’abord, il y avait tant à faire : un déguisement à choisir, une citrouille à creuser, et des amis à retrouver.',
  ),
];

/** At home: the costume chosen and put on, the pumpkin carved into a lantern. */
export const HALLOWEEN_COSTUMES: PlacedL[] = [
  b(
    '{atPlace}, {name} opened the big dressing-up box. A witch’s hat? A vampire cape? A white ghost sheet? So many costumes!',
    '{atPlace}, {name} ouvrit la grande malle à déguisements. Un chapeau de sorcière ? Une cape de vampire ? Un drap de fantôme ? Que de déguisements !',
  ),
  b(
    '{atPlace}, {name} chose {costumeLook}, and pulled it on. “Boo!” said {name} to the mirror.',
    '{atPlace}, {name} choisit {costumeLook}, et l’enfila. « Bouh ! » dit {name} au miroir.',
  ),
  b(
    '{atPlace}, Dad set a big pumpkin on the table. {name} drew two triangle eyes and a wide, wobbly smile on it.',
    '{atPlace}, Papa posa une grosse citrouille sur la table. {name} y dessina deux yeux en triangle et un grand sourire tout tordu.',
  ),
  b(
    '{atPlace}, {name} scooped out the pumpkin’s slimy seeds with a big spoon. “Yuck!” laughed {name}. “It feels like cold spaghetti!”',
    '{atPlace}, {name} vida les graines gluantes de la citrouille avec une grande cuillère. « Beurk ! » rit {name}. « On dirait des spaghettis froids ! »',
  ),
  b(
    '{atPlace}, Dad lit a little candle inside, and the pumpkin lantern grinned at {name} with a warm orange glow.',
    '{atPlace}, Papa alluma une petite bougie à l’intérieur, et la lanterne-citrouille sourit à {name} de sa douce lueur orange.',
  ),
  b(
    '{atPlace}, {name} picked up an empty treat bag and held the pumpkin lantern high. “Ready!”',
    '{atPlace}, {name} prit un sac à bonbons encore vide et leva bien haut la lanterne-citrouille. « C’est parti ! »',
  ),
];

/** Out in the street: the friends met, door to door, the bag filling with sweets. */
export const HALLOWEEN_DOORS: PlacedL[] = [
  b(
    '{atPlace}, {name}’s friends were waiting: Ruby the witch with her pointy hat, and Oscar the vampire with his long black cape.',
    '{atPlace}, les amis de {name} attendaient déjà : Ruby la sorcière avec son chapeau pointu, et Oscar le vampire avec sa longue cape noire.',
  ),
  b(
    '{atPlace}, they knocked at the first door. “Trick or treat!” they shouted. A lady in a witch’s hat dropped a lollipop into each bag.',
    '{atPlace}, ils frappèrent à la première porte. « Des bonbons ou un sort ! » crièrent-ils. Une dame au chapeau de sorcière glissa une sucette dans chaque sac.',
  ),
  b(
    '{atPlace}, a tall man opened the next door and gasped. “Help, {aCostume}!” He gave them each a chocolate bar.',
    '{atPlace}, un grand monsieur ouvrit la porte suivante et fit semblant d’avoir peur. « Au secours, {aCostume} ! » Il leur donna à chacun une barre de chocolat.',
  ),
  b(
    '{atPlace}, “Trick or treat!” sang {name}, Ruby and Oscar together. Out came a big bowl of sweets, and a handful went into every bag.',
    '{atPlace}, « Des bonbons ou un sort ! » chantèrent {name}, Ruby et Oscar. Un grand saladier de bonbons apparut, et une poignée tomba dans chaque sac.',
  ),
  b(
    '{atPlace}, a little black cat sat by a door full of pumpkin lanterns. Inside, a grandpa gave them sticky toffee apples.',
    '{atPlace}, un petit chat noir attendait près d’une porte pleine de lanternes-citrouilles. Un papi leur donna des pommes d’amour toutes collantes.',
  ),
  b(
    '{atPlace}, {name} peeked into the treat bag. It was getting heavy now: lollipops, toffees, chocolate and jelly sweets!',
    '{atPlace}, {name} jeta un coup d’œil dans son sac. Il devenait lourd : des sucettes, des caramels, du chocolat et des bonbons à la gelée !',
  ),
];

/** The spooky house: a creak in the dark, and only a cat and an old neighbour behind it. */
export const HALLOWEEN_SPOOKY: PlacedL[] = [
  b(
    '{atPlace}, the last house stood dark and quiet, with cobwebs on the windows. “Who lives there?” whispered Oscar.',
    '{atPlace}, la dernière maison était sombre et silencieuse, avec des toiles d’araignée aux fenêtres. « Qui habite là ? » chuchota Oscar.',
  ),
  b(
    '{atPlace}, the old gate went CREAAAK. Something moved in the shadows. Ruby grabbed {name}’s hand.',
    '{atPlace}, le vieux portail fit CRIIIC. Quelque chose bougea dans l’ombre. Ruby attrapa la main de {name}.',
  ),
  b(
    '{atPlace}, two green eyes glowed in the dark… and out stepped a fluffy grey cat. “Miaow!” It was only a cat!',
    '{atPlace}, deux yeux verts brillèrent dans le noir… et un gros chat gris tout doux sortit de l’ombre. « Miaou ! » Ce n’était qu’un chat !',
  ),
  b(
    '{atPlace}, the door creaked open, and there stood old Mrs Hazel with a lamp. “Hello, my dears! I have been waiting for you.”',
    '{atPlace}, la porte s’ouvrit en grinçant, et la vieille Madame Noisette apparut avec une lampe. « Bonsoir, mes petits ! Je vous attendais. »',
  ),
  b(
    '{atPlace}, Mrs Hazel gave them warm pumpkin cookies, and her cat rubbed against their legs, purring. Nothing spooky at all!',
    '{atPlace}, Madame Noisette leur offrit des biscuits à la citrouille tout chauds, et son chat se frotta à leurs jambes en ronronnant. Rien d’effrayant du tout !',
  ),
];

/** A friend scared, the sweets dropped; the hero shares. */
export const HALLOWEEN_SHARE: PlacedL[] = [
  b(
    '{atPlace}, an owl hooted, “Hoo-hoo!” Oscar jumped so high that his bag flew open, and all his sweets spilled into a puddle.',
    '{atPlace}, une chouette hulula : « Hou-hou ! » Oscar sursauta si fort que son sac s’ouvrit, et tous ses bonbons tombèrent dans une flaque.',
  ),
  b(
    '{atPlace}, Oscar looked at his empty bag, and his lip began to wobble. “All my treats are gone,” he sniffed.',
    '{atPlace}, Oscar regarda son sac vide, et sa lèvre se mit à trembler. « Tous mes bonbons sont perdus », renifla-t-il.',
  ),
  b(
    '{atPlace}, Oscar tried to pick up his sweets, but they were all wet and muddy. “Yuck,” he said sadly.',
    '{atPlace}, Oscar essaya de ramasser ses bonbons, mais ils étaient tout mouillés et pleins de boue. « Beurk », dit-il tristement.',
  ),
  b(
    '{atPlace}, {name} looked into the heavy treat bag, then at Oscar’s empty one. Ruby looked too. They had the very same idea.',
    '{atPlace}, {name} regarda son sac bien lourd, puis le sac vide d’Oscar. Ruby regarda aussi. La même idée leur vint à l’esprit.',
  ),
  b(
    '{atPlace}, a little bat flitted over the branches, and a cold wind rustled the leaves. Oscar pulled his cape tight and said nothing.',
    '{atPlace}, une petite chauve-souris voleta entre les branches, et un vent froid fit bruisser les feuilles. Oscar serra sa cape sans rien dire.',
  ),
];

export const HALLOWEEN_TURNS: PlacedL[] = [
  b(
    '{name} held out the treat bag. “Here, Oscar, take some of mine!” Ruby shared hers too, until all three bags were full again. Then, arm in arm, {trio} walked home under the big round moon.',
    '{name} tendit son sac. « Tiens, Oscar, prends des miens ! » Ruby partagea les siens aussi, jusqu’à ce que les trois sacs soient de nouveau pleins. Puis, bras dessus, bras dessous, {trio} rentrèrent sous la grosse lune ronde.',
  ),
];

export const HALLOWEEN_ENDINGS: PlacedL[] = [
  b(
    'Back home, {name} tipped out the treat bag and counted: one, two, three… twenty-one sweets! {name} had learned that {lesson}. The end.',
    'À la maison, {name} vida son sac et compta : un, deux, trois… vingt et un bonbons ! {name} avait appris que {lesson}. Fin.',
  ),
];
