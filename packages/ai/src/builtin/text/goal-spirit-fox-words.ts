import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * A spirit fox in the cherry blossom town (goal-spirit-fox.ts), told in order. Slots: {name} the hero,
 * {fox} the fox's name, {atPlace}, {lesson}. The fox is a boy fox in French (« il »); French avoids
 * words that agree with the hero.
 */
const SHRINE = /shrine/;
const LANTERNS = /lantern street/;
const BRIDGE = /bridge/;
const TEA = /tea house/;
const TREE = /old cherry tree/;
const PARK = /park/;

/** The fox already at the hero's side ("a girl and her spirit fox"). */
export const FOX_OPENINGS_OWN: PlacedL[] = [
  b(
    'In a little town under the cherry blossoms, pink petals fell on every roof. There lived {name}, with a secret friend: {fox}, a spirit fox whose tail glowed like a lantern. Nobody else could see {fox}, only {name}.',
    'Dans une petite ville sous les cerisiers en fleurs, des pétales roses tombaient sur tous les toits. Là vivait {name}, avec un ami secret : {fox}, un renard esprit dont la queue brillait comme une lanterne. Personne d’autre ne voyait {fox}, à part {name}.',
  ),
];

/** The fox met at the shrine ("becomes friends with a kitsune"). */
export const FOX_OPENINGS_MEET: PlacedL[] = [
  b(
    'In a little town under the cherry blossoms, pink petals fell on every roof. One evening, by the red gate of the shrine, a small fox with a glowing tail peeped out at {name}. “You can see me?” it whispered. “I am {fox}, the spirit of this town.”',
    'Dans une petite ville sous les cerisiers en fleurs, des pétales roses tombaient sur tous les toits. Un soir, près du portail rouge du sanctuaire, un petit renard à la queue lumineuse montra le bout du museau. « Tu me vois ? chuchota-t-il. Je suis {fox}, l’esprit de cette ville. »',
  ),
];

export const FOX_PROBLEMS: PlacedL[] = [
  b(
    'The spring festival was coming, but the paper lanterns would not light, not one. And {fox}’s tail glowed a little fainter every day. “When people stop believing in wonders, spirits fade away,” {fox} whispered.',
    'La fête du printemps approchait, mais les lanternes de papier refusaient de s’allumer, pas une seule. Et la queue de {fox} brillait un peu moins chaque jour. « Quand les gens ne croient plus aux merveilles, les esprits s’effacent », murmura {fox}.',
  ),
];

/** The hidden wonders the fox shows, one place each. */
export const FOX_WONDERS: PlacedL[] = [
  b(
    '{atPlace}, {fox} trotted under the red torii gate and bowed three times. The little bell rang all by itself, and the air smelled of blossom.',
    '{atPlace}, {fox} passa sous le torii rouge et salua trois fois. La petite cloche tinta toute seule, et l’air sentait la fleur de cerisier.',
    SHRINE,
  ),
  b(
    '{atPlace}, {fox} swished that glowing tail, and one old paper lantern flickered on by itself, just for a moment. “Did you see?” laughed {name}.',
    '{atPlace}, {fox} agita sa queue lumineuse, et une vieille lanterne de papier s’alluma toute seule, juste un instant. « Tu as vu ? » rit {name}.',
    LANTERNS,
  ),
  b(
    '{atPlace}, {fox} showed {name} the golden fish gliding in the stream. Pink petals floated by like tiny boats.',
    '{atPlace}, {fox} montra à {name} les poissons dorés qui glissaient dans le ruisseau. Des pétales roses passaient comme de minuscules bateaux.',
    BRIDGE,
  ),
  b(
    '{atPlace}, the old lady poured green tea into tiny cups. {fox} curled up on the cushion next to {name}, and nobody noticed a thing.',
    '{atPlace}, la vieille dame versa du thé vert dans de toutes petites tasses. {fox} se roula en boule sur le coussin à côté de {name}, et personne ne remarqua rien.',
    TEA,
  ),
  b(
    '{atPlace}, {fox} whispered, “This tree is older than the town. Listen!” Its branches creaked softly, like a grandmother humming a song.',
    '{atPlace}, {fox} chuchota : « Cet arbre est plus vieux que la ville. Écoute ! » Ses branches craquaient doucement, comme une grand-mère qui fredonne.',
    TREE,
  ),
  b(
    '{atPlace}, a gust of wind blew, and a whirl of pink petals danced around {name} and {fox}. {name} spun round and round, laughing.',
    '{atPlace}, un coup de vent souffla, et un tourbillon de pétales roses dansa autour de {name} et de {fox}. {name} tourna, tourna, en riant aux éclats.',
    PARK,
  ),
  b(
    '{atPlace}, {fox} led {name} to the little pond, where big koi fish, orange and white, swam up to say hello. One blew a bubble, pop, right at {fox}’s nose.',
    '{atPlace}, {fox} emmena {name} jusqu’au petit étang, où de grosses carpes koï, orange et blanches, vinrent dire bonjour. L’une fit une bulle, plop, juste sous le museau de {fox}.',
    PARK,
  ),
  b(
    '{atPlace}, a path of old stone lanterns climbed the hill, green with moss. {fox} breathed on each one, and a tiny glow flickered inside, like a sleepy firefly.',
    '{atPlace}, un chemin de vieilles lanternes de pierre montait la colline, toutes vertes de mousse. {fox} souffla sur chacune, et une toute petite lueur trembla dedans, comme une luciole endormie.',
    SHRINE,
  ),
  b(
    '{atPlace}, the evening market opened its stalls: sweet rice dumplings on sticks, paper fans and spinning tops. {fox} sniffed the dumplings, and the seller gave {name} one for free.',
    '{atPlace}, le marché du soir ouvrit ses étals : des boulettes de riz sucrées en brochette, des éventails de papier et des toupies. {fox} renifla les boulettes, et le marchand en offrit une à {name}.',
    LANTERNS,
  ),
  b(
    '{atPlace}, glass wind chimes hung by the open window. “Close your eyes,” whispered {fox}. “Each chime sings a different wind: that one comes from the sea.” Ting, ting! {name} heard it too.',
    '{atPlace}, des carillons de verre pendaient à la fenêtre ouverte. « Ferme les yeux, chuchota {fox}. Chaque carillon chante un vent différent : celui-là vient de la mer. » Ting, ting ! {name} l’entendit aussi.',
    TEA,
  ),
  b(
    '{atPlace}, {fox} showed {name} a little hollow in the trunk, full of folded paper wishes left by children long ago. {name} unfolded one: “I wish the lanterns would always shine.”',
    '{atPlace}, {fox} montra à {name} un petit creux dans le tronc, plein de vœux de papier pliés, laissés par des enfants il y a longtemps. {name} en déplia un : « Je voudrais que les lanternes brillent toujours. »',
    TREE,
  ),
  b(
    '{atPlace}, a little green frog sat on a lily pad under the bridge. {fox} bowed to it, and the frog croaked back, very politely. “He is the oldest spirit of the stream,” whispered {fox}.',
    '{atPlace}, une petite grenouille verte était assise sur un nénuphar, sous le pont. {fox} la salua, et la grenouille coassa en retour, très poliment. « C’est le plus vieil esprit du ruisseau », chuchota {fox}.',
    BRIDGE,
  ),
];

/** The trouble growing: dark lanterns, a fading fox, nobody believing. */
export const FOX_FADING: PlacedL[] = [
  b(
    '{atPlace}, the festival lanterns hung dark and cold. The grown-ups shook their heads. “No lanterns this year,” they sighed.',
    '{atPlace}, les lanternes de la fête pendaient, sombres et froides. Les grands secouaient la tête. « Pas de lanternes cette année », soupiraient-ils.',
  ),
  b(
    '{atPlace}, {fox}’s tail was only a faint glimmer now. {name} held the little fox close. “I won’t let you fade,” {name} promised.',
    '{atPlace}, la queue de {fox} n’était plus qu’une petite lueur. {name} serra le petit renard contre son cœur. « Je ne te laisserai pas disparaître », promit {name}.',
  ),
  b(
    '{atPlace}, {name} told the other children about a fox with a glowing tail. They giggled. “Spirit foxes are only in stories!”',
    '{atPlace}, {name} parla aux autres enfants d’un renard à la queue lumineuse. Ils pouffèrent de rire. « Les renards esprits, ça n’existe que dans les histoires ! »',
  ),
  b(
    '{atPlace}, {name} rang the little bell, but it stayed silent. Even the golden fish had hidden deep down under the water.',
    '{atPlace}, {name} fit sonner la petite cloche, mais elle resta muette. Même les poissons dorés s’étaient cachés tout au fond de l’eau.',
  ),
  b(
    '{atPlace}, the festival drummer packed his drum away. “What is a festival without lanterns?” he grumbled. {fox} hid behind {name}’s legs, paler than ever.',
    '{atPlace}, le joueur de tambour de la fête rangea son tambour. « Une fête sans lanternes, à quoi bon ? » grogna-t-il. {fox} se cacha derrière les jambes de {name}, plus pâle que jamais.',
  ),
  b(
    '{atPlace}, a cold wind blew the first petals off the branches too soon. {fox} shivered. “The spring is waiting for the festival,” said {fox}. “And so am I.”',
    '{atPlace}, un vent froid arracha trop tôt les premiers pétales des branches. {fox} frissonna. « Le printemps attend la fête, dit {fox}. Et moi aussi. »',
  ),
];

/** Bringing the town together for the festival. */
export const FOX_TOGETHER: PlacedL[] = [
  b(
    '{atPlace}, {name} had an idea: if the town believed in wonders again, the lanterns would shine. {name} painted a little fox on a paper lantern.',
    '{atPlace}, {name} eut une idée : si la ville croyait de nouveau aux merveilles, les lanternes brilleraient. {name} peignit un petit renard sur une lanterne de papier.',
  ),
  b(
    '{atPlace}, the tea lady smiled at the painted lantern. “When I was little, I saw a fox with a glowing tail too,” she whispered, and she painted one on her own lantern.',
    '{atPlace}, la dame du thé sourit devant la lanterne peinte. « Quand j’étais petite, moi aussi, j’ai vu un renard à la queue lumineuse », chuchota-t-elle, et elle en peignit un sur sa lanterne à elle.',
  ),
  b(
    '{atPlace}, the other children came to see. One painted a fox with a fluffy tail, one a fox with a crown, and the smallest a fox that looked like a potato. Everyone laughed, even {fox}.',
    '{atPlace}, les autres enfants vinrent voir. L’un peignit un renard à la queue touffue, l’autre un renard avec une couronne, et le plus petit un renard qui ressemblait à une pomme de terre. Tout le monde rit, même {fox}.',
  ),
  b(
    '{atPlace}, {name} asked everyone to come to the shrine at dusk with a lantern and a wish: the tea lady, the fisherman, the baker and all the children.',
    '{atPlace}, {name} demanda à tout le monde de venir au sanctuaire au crépuscule, avec une lanterne et un vœu : la dame du thé, le pêcheur, le boulanger et tous les enfants.',
  ),
  b(
    '{atPlace}, the children helped {name} hang the lanterns in a long row, from the bridge all the way up to the shrine. {fox} watched, tail twitching.',
    '{atPlace}, les enfants aidèrent {name} à accrocher les lanternes en une longue file, du pont jusqu’au sanctuaire. {fox} regardait, la queue frémissante.',
  ),
  b(
    '{atPlace}, {name} and the fisherman wrote little wishes on strips of paper and tied them to the lanterns. “I believe in wonders,” said one. {fox}’s tail gave a tiny flicker.',
    '{atPlace}, {name} et le pêcheur écrivirent de petits vœux sur des bandes de papier et les nouèrent aux lanternes. « Je crois aux merveilles », disait l’un. La queue de {fox} frémit, toute petite lueur.',
  ),
];

export const FOX_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the whole town gathered at dusk. {name} closed both eyes and whispered, “I believe.” Everyone whispered it too, and one by one, all the lanterns lit by themselves! {fox}’s tail blazed bright and golden again.',
    '{atPlace}, toute la ville se rassembla au crépuscule. {name} ferma les yeux et murmura : « J’y crois. » Tout le monde le murmura aussi, et une à une, toutes les lanternes s’allumèrent toutes seules ! La queue de {fox} brilla de nouveau, dorée et éclatante.',
  ),
];

export const FOX_ENDINGS: PlacedL[] = [
  b(
    'That night, the spring festival glowed under the cherry blossoms. Among the falling petals, a golden tail shone in the dark, and only {name} knew whose it was. {name} had learned that {lesson}. The end.',
    'Cette nuit-là, la fête du printemps brillait sous les cerisiers en fleurs. Parmi les pétales qui tombaient, une queue dorée luisait dans le noir, et {name} savait bien à qui elle était. {name} avait appris que {lesson}. Fin.',
  ),
];
