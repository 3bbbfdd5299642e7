import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A mermaid who wishes to walk on land (goal-mermaid-legs.ts), in order: under the sea, the dream of
 * the beach, the wise old sea turtle and the magic shell; on the beach, the first wobbly steps; a
 * sandcastle with a child, an ice cream; missing the sea; at the turn, home to the waves as evening
 * comes, the tail back; a keepsake under the sea. No line says "sun", "stars" or "today": any sky fits.
 */
const b = step;

export const LEGS_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time, deep under the sea, there lived {aKind} called {name}, who loved to peek up at the beach.{withFriend}',
    'Il était une fois, tout au fond de la mer, {aKind} {named} {name}, qui adorait regarder la plage en cachette.{withFriend}',
  ),
];

export const LEGS_PROBLEMS: PlacedL[] = [
  b(
    'From a rock, {name} watched the children running and jumping on the sand. “If only I had legs,” {name} sighed. “Just for one day.”',
    'Depuis un rocher, {name} regardait les enfants courir et sauter sur le sable. « Si seulement j’avais des jambes, soupira {name}. Rien qu’une journée. »',
  ),
];

/** Under the sea: the wise old sea turtle, the magic shell, the plan. */
export const LEGS_DREAMS: PlacedL[] = [
  b(
    '{atPlace}, {name} asked the wise old sea turtle. “There is a magic shell,” said the turtle slowly. “Hold it to your heart on the shore, and you will have legs until evening.”',
    '{atPlace}, {name} alla voir la vieille tortue de mer, qui était très sage. « Il existe un coquillage magique, dit-elle lentement. Serre-le contre ton cœur sur le rivage, et tu auras des jambes jusqu’au soir. »',
  ),
  b(
    '{atPlace}, {name} found it at last: a pink shell that glowed softly and hummed a little tune.',
    '{atPlace}, {name} le trouva enfin : un coquillage rose qui brillait doucement et fredonnait un petit air.',
  ),
  b(
    '{atPlace}, the little fish crowded round. “Legs? What are legs for?” {name} laughed: “For walking, and dancing, and building castles of sand!”',
    '{atPlace}, les petits poissons se pressèrent autour d’elle. « Des jambes ? À quoi ça sert ? » {name} éclata de rire : « À marcher, à danser, et à bâtir des châteaux de sable ! »',
  ),
  b(
    '{atPlace}, a crab scuttled past sideways. {name} watched his little legs go tap-tap-tap and tried to copy them with her tail.',
    '{atPlace}, un crabe passa de travers. {name} regarda ses petites pattes faire tap-tap-tap et essaya de faire pareil avec sa queue.',
  ),
  b(
    '{atPlace}, {name} told the dolphins the plan. “Be back before evening,” they said, “or we will miss you!”',
    '{atPlace}, {name} raconta son projet aux dauphins. « Reviens avant le soir, dirent-ils, sinon tu vas nous manquer ! »',
  ),
  b(
    '{atPlace}, an old octopus wrapped the magic shell in seaweed for the trip. “Keep it safe, little one, and keep it close.”',
    '{atPlace}, une vieille pieuvre enveloppa le coquillage magique dans une algue pour le voyage. « Garde-le bien, petite, et garde-le tout près de toi. »',
  ),
  b(
    '{atPlace}, {name} could hardly sleep for thinking of the beach: the sand, the children, the little boats going by.',
    '{atPlace}, {name} avait du mal à dormir tant elle pensait à la plage : le sable, les enfants, les petits bateaux qui passaient.',
  ),
];

/** On the shore: legs at last, and the first wobbly steps. */
export const LEGS_STEPS: PlacedL[] = [
  b(
    '{atPlace}, {name} held the magic shell to her heart. It glowed… and where the tail had been, there were two legs with ten wiggly toes!',
    '{atPlace}, {name} serra le coquillage magique contre son cœur. Il brilla… et là où était sa queue, il y avait deux jambes et dix orteils qui gigotaient !',
  ),
  b(
    '{atPlace}, {name} stood up, wobble, wobble… and BUMP, sat down in the sand. Walking was much harder than swimming!',
    '{atPlace}, {name} se mit debout, un pas, deux pas… et BOUM, assise dans le sable. Marcher, c’était bien plus dur que nager !',
  ),
  b(
    '{atPlace}, {name} tried again, arms out like wings: one step, two steps, three! The sand was warm and tickly under her feet.',
    '{atPlace}, {name} réessaya, les bras écartés comme des ailes : un pas, deux pas, trois ! Le sable était chaud et chatouillait la plante de ses pieds.',
  ),
  b(
    '{atPlace}, {name} left a long line of footprints behind her and turned round to look at them. “My very own footprints!”',
    '{atPlace}, {name} laissa derrière elle une longue file d’empreintes et se retourna pour les admirer. « Mes empreintes à moi ! »',
  ),
  b(
    '{atPlace}, {name} tried to hop, then to skip, then to run, and fell over laughing every time.',
    '{atPlace}, {name} essaya de sautiller, puis de gambader, puis de courir, et tomba à chaque fois en riant.',
  ),
  b(
    '{atPlace}, a big wave tickled {name}’s ankles and she squealed with laughter. “So that is what the water feels like on feet!”',
    '{atPlace}, une grosse vague chatouilla les chevilles de {name}, qui poussa un cri de rire. « Voilà donc ce que l’eau fait sur les pieds ! »',
  ),
  b(
    '{atPlace}, {name} walked slowly, heel and toe, heel and toe, counting every step out loud. Twenty steps without falling!',
    '{atPlace}, {name} marcha lentement, talon, pointe, talon, pointe, en comptant chaque pas à voix haute. Vingt pas sans tomber !',
  ),
];

/** The beach: a sandcastle with a child, an ice cream, new friends. */
export const LEGS_BEACH: PlacedL[] = [
  b(
    '{atPlace}, a little boy with a red bucket was building a sandcastle. “Can I help?” asked {name}. Soon it had four towers and a moat.',
    '{atPlace}, un petit garçon avec un seau rouge construisait un château de sable. « Je peux t’aider ? » demanda {name}. Bientôt, il eut quatre tours et des douves.',
  ),
  b(
    '{atPlace}, {name} tasted an ice cream for the very first time. “It is cold and sweet, like a snowflake made of strawberries!”',
    '{atPlace}, {name} goûta une glace pour la toute première fois. « C’est froid et sucré, comme un flocon de neige à la fraise ! »',
  ),
  b(
    '{atPlace}, the little boy showed {name} how to fly a kite. {name} ran and ran on her new legs, and the kite climbed high.',
    '{atPlace}, le petit garçon montra à {name} comment faire voler un cerf-volant. {name} courut, courut sur ses nouvelles jambes, et le cerf-volant monta très haut.',
  ),
  b(
    '{atPlace}, {name} decorated the sandcastle with the prettiest shells. “You know a lot about shells!” said the boy. {name} only smiled.',
    '{atPlace}, {name} décora le château de sable avec les plus jolis coquillages. « Tu t’y connais en coquillages ! » dit le garçon. {name} se contenta de sourire.',
  ),
  b(
    '{atPlace}, {name} and the little boy played leapfrog, and {name} learned that legs are very good for jumping.',
    '{atPlace}, {name} et le petit garçon jouèrent à saute-mouton, et {name} découvrit que les jambes, c’est très pratique pour sauter.',
  ),
  b(
    '{atPlace}, the little boy’s mum shared a picnic: a sandwich, a juicy peach and lemonade. {name} had never eaten anything like it.',
    '{atPlace}, la maman du petit garçon partagea son pique-nique : un sandwich, une pêche juteuse et de la limonade. {name} n’avait jamais rien mangé de pareil.',
  ),
  b(
    '{atPlace}, {name} and the little boy jumped over the little waves, one, two, three, splash!',
    '{atPlace}, {name} et le petit garçon sautèrent par-dessus les petites vagues, un, deux, trois, plouf !',
  ),
];

/** Missing the sea. */
export const LEGS_MISSING: PlacedL[] = [
  b(
    '{atPlace}, {name} picked up a shell and held it to her ear. “Shhh,” it whispered, just like the sea at home.',
    '{atPlace}, {name} ramassa un coquillage et le porta à son oreille. « Chhh », murmurait-il, exactement comme la mer à la maison.',
  ),
  b(
    '{atPlace}, a seagull asked {name} why she looked so thoughtful. “I love the beach,” she said, “but I think I love the sea more.”',
    '{atPlace}, une mouette demanda à {name} pourquoi elle avait l’air si songeuse. « J’aime la plage, dit-elle, mais je crois que j’aime encore plus la mer. »',
  ),
  b(
    '{atPlace}, {name} sat down and listened to the waves. They sounded like home, and her heart felt a little tug.',
    '{atPlace}, {name} s’assit et écouta les vagues. Elles chantaient comme à la maison, et son cœur se serra un peu.',
  ),
  b(
    '{atPlace}, {name} saw the dolphins leaping far out in the water and waved. She missed swimming with them.',
    '{atPlace}, {name} vit les dauphins sauter au loin et leur fit signe. Nager avec eux lui manquait.',
  ),
  b(
    '{atPlace}, {name}’s feet were tired and sandy. “Walking is fun,” {name} thought, “but I miss gliding through the water.”',
    '{atPlace}, {name} avait les pieds fatigués et pleins de sable. « Marcher, c’est amusant, pensa-t-elle, mais glisser dans l’eau me manque. »',
  ),
  b(
    '{atPlace}, {name} dipped her toes in a rock pool, and a tiny fish came to say hello. It felt so good to be in the water again.',
    '{atPlace}, {name} trempa ses orteils dans une flaque entre les rochers, et un minuscule poisson vint lui dire bonjour. Que c’était bon, l’eau !',
  ),
  b(
    '{atPlace}, {name} looked out at the blue water for a long time. Her friends were out there, and her home too.',
    '{atPlace}, {name} regarda longtemps l’eau bleue. Ses amis étaient là-bas, et sa maison aussi.',
  ),
];

/** The turn: evening comes, she chooses the sea; the tail comes back. */
export const LEGS_TURNS: PlacedL[] = [
  b(
    'As evening came, the magic shell began to glow. {name} hugged the little boy goodbye, walked into the waves… and with a splash of silver, her tail was back. “Home!”',
    'Quand le soir arriva, le coquillage magique se mit à briller. {name} fit un gros câlin d’adieu au petit garçon, entra dans les vagues… et dans un éclair d’argent, sa queue revint. « À la maison ! »',
  ),
];

export const LEGS_ENDINGS: PlacedL[] = [
  b(
    'Back under the sea, {name} put the little red bucket the boy had given her by her bed, next to the magic shell. {name} had learned that {lesson}. The end.',
    'De retour sous la mer, {name} posa près de son lit le petit seau rouge que le garçon lui avait offert, à côté du coquillage magique. {name} avait appris que {lesson}. Fin.',
  ),
];
