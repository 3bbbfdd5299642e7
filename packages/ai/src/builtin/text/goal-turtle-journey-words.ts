import type { PlacedL } from './story-place-fit';
import { DAYLIGHT } from './story-sky-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * A sea turtle's journey (goal-turtle-journey.ts). Hatched in the sand of a quiet beach one night;
 * the hatchlings' run to the sea under the moon; the first waves; the open ocean (the floating
 * seaweed, jellyfish, a current, seagrass, the reef's cleaner fish, dolphins); for a whole life, the
 * years growing up and the long way home; at the turn the same beach one moonlit night, the eggs
 * laid in the sand; at the end the babies' own run to the sea. A hatchling's first journey stops in
 * the open ocean at the turn. Every page on the beach is at night (its lines say the moon, the night
 * or the stars). The hero is never "he" or "she" (« {name} » again); French agrees nothing with the
 * hero (a sea turtle is « une tortue », so « nommée » is said of it).
 */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...step(en, fr, spot), leads: true });

export const TURTLE_OPENINGS: L[] = [
  step(
    'One warm night, under a big round moon, a tiny sea turtle called {name} wriggled out of a round white egg, deep in the sand of a quiet beach.',
    'Par une chaude nuit, sous une grosse lune ronde, une toute petite tortue de mer nommée {name} sortit en gigotant d’un œuf rond et blanc, au fond du sable d’une plage tranquille.',
  ),
  step(
    'Deep in the warm sand of a quiet beach lay a nest of round white eggs. One night, under the moon, one of them went crack! Out popped a tiny sea turtle called {name}.',
    'Au fond du sable chaud d’une plage tranquille, il y avait un nid d’œufs ronds et blancs. Une nuit, sous la lune, l’un d’eux fit crac ! Et il en sortit une toute petite tortue de mer nommée {name}.',
  ),
];

/** A whole life: the problem page is the hatchlings' run itself. */
export const TURTLE_RUN_PROBLEMS: PlacedL[] = [
  step(
    'All around, brothers and sisters popped out of the sand, dozens and dozens of them. Far away, the waves shone silver under the moon. “To the sea!” Off they all ran, little flippers flapping: flip, flap, flip, flap!',
    'Tout autour, des frères et des sœurs sortaient du sable, des dizaines et des dizaines. Au loin, les vagues brillaient, toutes argentées sous la lune. « À la mer ! » Et les voilà partis, leurs petites nageoires battant le sable : flip, flap, flip, flap !',
  ),
];

/** A hatchling's first journey: out of the nest, the sea far away. */
export const TURTLE_HATCH_PROBLEMS: PlacedL[] = [
  step(
    'Up, up through the sand dug {name}, with brothers and sisters all around. At the top, the night was cool, and far away the moon shone on the waves. “The sea! We have to get to the sea!”',
    'Tout en haut, à travers le sable, {name} creusa et creusa, avec des frères et des sœurs tout autour. Dehors, la nuit était fraîche, et au loin la lune brillait sur les vagues. « La mer ! Il faut aller jusqu’à la mer ! »',
  ),
];

/** The hatchlings' run across the beach under the moon (a hatchling's first journey). */
export const TURTLE_RUN: PlacedL[] = [
  at(
    '{atPlace}, {name} ran as fast as tiny flippers could go, following the shining path of the moon on the water.',
    '{atPlace}, {name} courut aussi vite que ses petites nageoires le pouvaient, en suivant le chemin brillant de la lune sur l’eau.',
    /warm sand/,
  ),
  at(
    '{atPlace}, a ghost crab popped out of its hole in the moonlight! {name} swerved left, then right, and ran on.',
    '{atPlace}, un crabe fantôme jaillit de son trou au clair de lune ! {name} fila à gauche, puis à droite, et continua de courir.',
    /dunes/,
  ),
  at(
    '{atPlace}, a deep footprint from the day lay across the way, like a valley in the night. {name} tumbled in, scrambled up the other side, and ran on.',
    '{atPlace}, une grosse trace de pas laissée dans la journée barrait le chemin, comme une vallée dans la nuit. {name} roula dedans, grimpa de l’autre côté et repartit.',
    /warm sand/,
  ),
  at(
    '{atPlace}, an old piece of driftwood lay across the path. Round it went {name}, round and round, while the stars watched.',
    '{atPlace}, un vieux morceau de bois flotté barrait le passage. {name} en fit le tour, tout le tour, sous le regard des étoiles.',
    /dunes/,
  ),
  at(
    '{atPlace}, the sand turned wet and cool under the moon. The sea was close now: {name} could hear it going shhh, shhh.',
    '{atPlace}, le sable devint mouillé et frais sous la lune. La mer était toute proche : {name} l’entendait faire chhh, chhh.',
    /water’s edge/,
  ),
];

/** The hatchling's run ends at the water's edge: the first wave rolls it back up the beach. */
export const TURTLE_FIRST_WAVE: PlacedL = at(
  '{atPlace}, the first wave came rushing up in the moonlight and, whoosh, it rolled {name} right back up the beach! Up again, and off again.',
  '{atPlace}, la première vague arriva au clair de lune et, whoush, elle fit rouler {name} jusqu’en haut de la plage ! Debout, et c’est reparti.',
  /water’s edge/,
);

/** Out into the first waves, at night. */
export const TURTLE_WAVES: PlacedL[] = [
  at(
    '{atPlace}, a wave lifted {name} up, up and away. Paddle, paddle! {name} was swimming, out into the dark night sea!',
    '{atPlace}, une vague souleva {name}, hop, et l’emporta. Et on rame, et on rame ! {name} nageait, droit vers la mer noire de la nuit !',
    /first waves/,
  ),
  at(
    '{atPlace}, the moonlight made a silver road on the water, and {name} swam along it: kick, kick, kick!',
    '{atPlace}, le clair de lune traçait une route d’argent sur l’eau, et {name} nagea tout du long : hop, hop, hop !',
    /first waves/,
  ),
  at(
    '{atPlace}, {name} swam and swam all night long, under the stars, towards the open ocean. Behind, the beach grew smaller and smaller.',
    '{atPlace}, {name} nagea et nagea toute la nuit, sous les étoiles, vers la pleine mer. Derrière, la plage devenait de plus en plus petite.',
    /first waves/,
  ),
];

/** The open ocean, young: the floating seaweed, jellyfish, a current, seagrass, the reef, dolphins. */
export const TURTLE_OCEAN: PlacedL[] = [
  // (Morning: not in a bedtime book, drawn at dusk and night: story-sky-fit.ts.)
  {
    ...at(
      '{atPlace}, morning came, and the water turned blue and bright. Below {name}, the whole ocean went down, down, down.',
      '{atPlace}, le matin arriva, et l’eau devint bleue et lumineuse. Sous {name}, l’océan tout entier descendait, descendait, descendait.',
      /open ocean/,
    ),
    lights: DAYLIGHT,
  },
  at(
    '{atPlace}, {name} found a floating raft of golden seaweed: a perfect place to hide, to rest, and to nibble tiny shrimps.',
    '{atPlace}, {name} trouva un radeau d’algues dorées qui flottait : l’endroit parfait pour se cacher, se reposer et grignoter de minuscules crevettes.',
    /floating seaweed/,
  ),
  at(
    '{atPlace}, a crowd of jellyfish drifted by, pink and purple, going blup, blup, blup. Yum: a jellyfish is a sea turtle’s favourite lunch!',
    '{atPlace}, un banc de méduses passa, roses et violettes, en faisant blup, blup, blup. Miam : pour une tortue de mer, une méduse, c’est le meilleur des déjeuners !',
    /open ocean/,
  ),
  at(
    '{atPlace}, the rushing water swept {name} along, faster than any turtle can swim, like a river in the middle of the sea. Wheee!',
    '{atPlace}, l’eau emporta {name} à toute allure, plus vite que n’importe quelle tortue ne sait nager, comme une rivière au milieu de la mer. Youpi !',
    /current/,
  ),
  at(
    '{atPlace}, a family of dolphins leapt over the waves and dived all around {name}. “Welcome to the big ocean, little one!”',
    '{atPlace}, une famille de dauphins bondit par-dessus les vagues et plongea tout autour de {name}. « Bienvenue dans le grand océan, petite tortue ! »',
    /floating seaweed/,
  ),
];

/** A whole life: the years in the ocean, growing up. */
export const TURTLE_GROW: PlacedL[] = [
  at(
    '{atPlace}, {name} munched soft green seagrass, slowly, like a cow in a meadow under the sea.',
    '{atPlace}, {name} broutait de l’herbe marine bien tendre, tout doucement, comme une vache dans un pré sous la mer.',
    /seagrass/,
  ),
  at(
    '{atPlace}, little striped fish came to clean {name}’s shell, nibble, nibble, nibble. It tickled!',
    '{atPlace}, des petits poissons rayés vinrent nettoyer la carapace de {name}, grignote, grignote, grignote. Ça chatouillait !',
    /reef/,
  ),
  at(
    '{atPlace}, year after year, {name} grew and grew, until the little shell was as big as a table.',
    '{atPlace}, année après année, {name} grandit et grandit, jusqu’à ce que la petite carapace devienne aussi grande qu’une table.',
    /seagrass/,
  ),
  at(
    '{atPlace}, {name} swam beside a great humpback whale, so big that it took a whole minute to swim past.',
    '{atPlace}, {name} nagea à côté d’une grande baleine à bosse, si grande qu’il fallut toute une minute pour passer devant.',
    /open ocean/,
  ),
  at(
    '{atPlace}, {name} rode along all the way round the ocean, and saw islands, icebergs far away, and shining coral.',
    '{atPlace}, {name} se laissa porter tout autour de l’océan, et vit des îles, des icebergs au loin et des coraux qui brillaient.',
    /current/,
  ),
];

/** A whole life: the call home and the long way back to the beach (two parts: leaving the reef, then nearly home). */
export const TURTLE_HOME: PlacedL[] = [
  at(
    '{atPlace}, the tiny turtle had become a big, strong sea turtle. One day, {name} felt a little tug inside, like a whisper: “It is time. Go home, back to the beach where you were born.”',
    '{atPlace}, la toute petite tortue était devenue une grande et forte tortue de mer. Un jour, {name} sentit comme un petit appel au fond de son cœur, un murmure : « C’est l’heure. Rentre à la maison, sur la plage où tout a commencé. »',
    /reef/,
  ),
  at(
    '{atPlace}, the way home was long: a whole ocean to cross. But {name} knew the way, as if an invisible map were drawn in the water.',
    '{atPlace}, le chemin du retour était long : tout un océan à traverser. Mais {name} connaissait la route, comme si une carte invisible était dessinée dans l’eau.',
    /open ocean/,
  ),
  at(
    '{atPlace}, the little striped fish waved their fins as {name} swam by. “Good luck on your long way home!”',
    '{atPlace}, les petits poissons rayés agitèrent leurs nageoires quand {name} passa. « Bon voyage jusqu’à ta plage ! »',
    /reef/,
  ),
  at(
    '{atPlace}, a shark’s shadow slid by. {name} hid among the tall seaweed, very still, until it was gone.',
    '{atPlace}, l’ombre d’un requin passa. {name} se cacha parmi les grandes algues, sans bouger, jusqu’à ce qu’elle disparaisse.',
    /kelp/,
  ),
  at(
    '{atPlace}, far above, the wind tossed the waves all night. Deep down, {name} swam calmly on, one flipper after the other.',
    '{atPlace}, tout là-haut, le vent secouait les vagues toute la nuit. Tout en bas, {name} continuait de nager, bien calme, une nageoire après l’autre.',
    /current/,
  ),
  at(
    '{atPlace}, {name} popped up for a breath of air and saw a seagull. “Which way to the beach?” “Keep going,” squawked the seagull. “You are nearly there!”',
    '{atPlace}, {name} remonta respirer et aperçut une mouette. « Par où est la plage ? » « Continue tout droit, cria la mouette. Tu y es presque ! »',
    /open ocean/,
  ),
  at(
    '{atPlace}, the water grew warm and shallow, and it tasted just like long ago. “Nearly home,” thought {name}.',
    '{atPlace}, l’eau devint tiède et peu profonde, et elle avait le même goût qu’autrefois. « Presque à la maison », pensa {name}.',
    /seagrass/,
  ),
];

/** A whole life: the same beach one moonlit night, the eggs laid. */
export const TURTLE_EGG_TURNS: PlacedL[] = [
  step(
    'Many years after that first night, under a silver moon, {name} swam all the way back to the very same beach. Slowly, slowly, {name} crawled up the sand, dug a deep hole with both back flippers, and laid a hundred round white eggs, safe and warm.',
    'Bien des années après cette première nuit, sous une lune d’argent, {name} revint jusqu’à cette même plage. Lentement, tout lentement, {name} remonta sur le sable, creusa un trou profond avec ses deux nageoires arrière et y pondit cent œufs ronds et blancs, bien au chaud.',
  ),
];

/** A whole life ends with the babies' own run to the sea. */
export const TURTLE_EGG_ENDINGS: PlacedL[] = [
  step(
    'Weeks later, under a big round moon, the sand began to wriggle. Out popped a hundred tiny turtles, and off they ran to the sea, flip, flap, flip, flap, just like {name} long ago. The end.',
    'Quelques semaines plus tard, sous une grosse lune ronde, le sable se mit à gigoter. Il en sortit cent toutes petites tortues, et les voilà parties vers la mer, flip, flap, flip, flap, comme {name} autrefois. Fin.',
  ),
];

/** A hatchling's first journey: safe in the open ocean at the turn. */
export const TURTLE_HATCH_TURNS: PlacedL[] = [
  step(
    '{name} had made it! All around was the big blue ocean. An old, old sea turtle swam up and smiled. “Welcome to the sea, little one. Swim, eat and grow… and one day, you will come home to your beach.”',
    '{name} avait réussi ! Tout autour, il y avait le grand océan bleu. Une vieille, vieille tortue de mer s’approcha en souriant. « Bienvenue dans la mer, petite tortue. Nage, mange et grandis… et un jour, tu reviendras sur ta plage. »',
  ),
];

export const TURTLE_HATCH_ENDINGS: PlacedL[] = [
  step(
    'That night, {name} curled up on the floating seaweed, rocked by the waves under the moon. Far, far away, the little beach was sleeping too. Good night, little sea turtle. The end.',
    'Cette nuit-là, {name} se blottit sur les algues flottantes, au rythme des vagues, sous la lune. Tout là-bas, au loin, la petite plage dormait, elle aussi. Bonne nuit, petite tortue de mer. Fin.',
  ),
];

/** A whole life in a bedtime book: the babies' run, then asleep on the waves. */
export const TURTLE_BEDTIME_ENDINGS: PlacedL[] = [
  step(
    'Weeks later, under a big round moon, a hundred tiny turtles popped out of the sand and ran off to the sea, just like {name} long ago. Out on the waves, {name} watched them go, then fell fast asleep, rocked up and down, up and down. Good night. The end.',
    'Quelques semaines plus tard, sous une grosse lune ronde, cent toutes petites tortues sortirent du sable et filèrent vers la mer, comme {name} autrefois. Sur les vagues, {name} les regarda partir, puis s’endormit au rythme des vagues, de haut en bas, de haut en bas. Bonne nuit. Fin.',
  ),
];
