import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * Easter eggs (idea/read-goal-holiday.ts), told in order. The Easter bunny's painted eggs rolled
 * away before the hunt: found one by one, each a colour of its own in a spot of its own (drawn in
 * its colour: goal-easter.ts), the count growing; the children's hunt at the turn, chocolate shared
 * at the end. Or the hunt itself: eggs found one by one, a little sister who finds none and is
 * helped. Each template is used once (inOrder); every middle one carries {atPlace}.
 */
const b = step;

export const BUNNY_OPENINGS: PlacedL[] = [
  b(
    '{name} was the Easter bunny {at}. All night long, {name} had painted eggs in every colour: red, blue, yellow, green, purple, orange and pink.',
    '{name} était le lapin de Pâques {at}. Toute la nuit, {name} avait peint des œufs de toutes les couleurs : rouges, bleus, jaunes, verts, violets, orange et roses.',
  ),
];

export const BUNNY_PROBLEMS: PlacedL[] = [
  b(
    'But in the morning, the basket was empty! The wind had tipped it over, and the painted eggs had rolled away all over the garden. And the children’s egg hunt was that very afternoon!',
    'Mais au matin, le panier était vide ! Le vent l’avait renversé, et les œufs peints avaient roulé partout dans le jardin. Et la chasse aux œufs des enfants avait lieu l’après-midi même !',
  ),
];

/** One egg found a page, each its own colour and spot, the count growing. */
export const BUNNY_FINDS: PlacedL[] = [
  b(
    '{atPlace}, {name} spotted something red up in a bird’s nest. The red egg! “One,” said {name}, and put it back in the basket.',
    '{atPlace}, {name} aperçut quelque chose de rouge dans un nid d’oiseau. L’œuf rouge ! « Et d’un », dit {name} en le remettant dans le panier.',
  ),
  b(
    '{atPlace}, between two tulips in the flower bed, a blue egg was hiding. “Two!” said {name} with a hop.',
    '{atPlace}, entre deux tulipes du massif de fleurs, un œuf bleu se cachait. « Et de deux ! » dit {name} en sautillant.',
  ),
  b(
    '{atPlace}, {name} peeked under the old wheelbarrow. There was the yellow egg, as yellow as a lemon. “Three!”',
    '{atPlace}, {name} regarda sous la vieille brouette. L’œuf jaune était là, jaune comme un citron. « Et de trois ! »',
  ),
  b(
    '{atPlace}, the green egg had rolled right inside a muddy boot! {name} fished it out with one long ear. “Four!”',
    '{atPlace}, l’œuf vert avait roulé tout au fond d’une botte pleine de boue ! {name} le repêcha du bout d’une longue oreille. « Et de quatre ! »',
  ),
  b(
    '{atPlace}, a purple egg was sitting in a bucket, as if it were waiting. “Five eggs back in the basket,” counted {name}.',
    '{atPlace}, un œuf violet attendait bien sagement dans un seau. « Cinq œufs dans le panier », compta {name}.',
  ),
  b(
    '{atPlace}, among the carrots of the vegetable patch, something orange was not a carrot at all. The orange egg! “Six!”',
    '{atPlace}, parmi les carottes du potager, quelque chose d’orange n’était pas une carotte du tout. L’œuf orange ! « Et de six ! »',
  ),
  // Friends who help: a chick, a hen, a frog point to the last eggs.
  b(
    '{atPlace}, a fluffy yellow chick came running. “Peep! I saw a pink egg roll by the hen house!”',
    '{atPlace}, un petit poussin jaune accourut. « Piou ! J’ai vu un œuf rose rouler près du poulailler ! »',
  ),
  b(
    '{atPlace}, the old hen was sitting very still. When she stood up, there was the pink egg, warm and safe. “Seven!” laughed {name}.',
    '{atPlace}, la vieille poule ne bougeait pas. Quand elle se leva, l’œuf rose était là, bien au chaud. « Et de sept ! » rit {name}.',
  ),
  b(
    '{atPlace}, a frog croaked from the pond. “There is one more, bunny! A golden one, floating on a lily pad!”',
    '{atPlace}, une grenouille coassa depuis la mare. « Il en reste un, petit lapin ! Un œuf doré, qui flotte sur un nénuphar ! »',
  ),
  b(
    '{atPlace}, {name} stretched out very carefully and caught the golden egg before it splashed. “Eight! That makes all of them!”',
    '{atPlace}, {name} se pencha tout doucement et rattrapa l’œuf doré juste avant le plouf. « Et de huit ! Ils y sont tous ! »',
  ),
  b(
    '{atPlace}, {name} counted the eggs again, just to be sure: red, blue, yellow, green, purple, orange, pink and gold. Not one was missing.',
    '{atPlace}, {name} recompta les œufs, pour ne pas se tromper : rouge, bleu, jaune, vert, violet, orange, rose et doré. Il n’en manquait pas un.',
  ),
];

/** Hiding the eggs again for the children, quick, before the hunt. */
export const BUNNY_HIDING: PlacedL[] = [
  b(
    '{atPlace}, {name} polished each egg with a soft cloth until it shone again, even the muddy green one.',
    '{atPlace}, {name} frotta chaque œuf avec un chiffon doux jusqu’à ce qu’il brille de nouveau, même le vert plein de boue.',
  ),
  b(
    '{atPlace}, {name} hopped from bush to bush, hiding the eggs again for the children, one here, one there.',
    '{atPlace}, {name} bondit de buisson en buisson pour cacher de nouveau les œufs pour les enfants, un ici, un là.',
  ),
  b(
    '{atPlace}, {name} hid the red egg in a flowerpot and the blue one between the tulips. “Not too hard, not too easy,” {name} whispered.',
    '{atPlace}, {name} cacha l’œuf rouge dans un pot de fleurs et le bleu entre les tulipes. « Ni trop dur, ni trop facile », chuchota {name}.',
  ),
  b(
    '{atPlace}, the yellow egg went under a watering can, and the purple one behind a big stone.',
    '{atPlace}, l’œuf jaune alla sous un arrosoir, et le violet derrière une grosse pierre.',
  ),
  b(
    '{atPlace}, {name} set the pink egg in a tuft of grass, just the height of a little child’s hand.',
    '{atPlace}, {name} posa l’œuf rose dans une touffe d’herbe, juste à la hauteur d’une petite main.',
  ),
  b(
    '{atPlace}, {name} tucked the golden egg in the best hiding place of all, under a big green leaf.',
    '{atPlace}, {name} glissa l’œuf doré dans la meilleure cachette de toutes, sous une grande feuille verte.',
  ),
  b(
    '{atPlace}, {name} looked at the empty basket and smiled. Every egg had a hiding place, and the garden looked just as it should.',
    '{atPlace}, {name} regarda le panier vide et sourit. Chaque œuf avait sa cachette, et le jardin était exactement comme il fallait.',
  ),
  b(
    '{atPlace}, the chick, the hen and the frog promised to keep the secret. “Not a peep!” said the chick.',
    '{atPlace}, le poussin, la poule et la grenouille promirent de garder le secret. « Pas un piou ! » dit le poussin.',
  ),
  b(
    '{atPlace}, {name} smoothed the grass where little paws had hopped, so that no one could follow the tracks.',
    '{atPlace}, {name} lissa l’herbe là où de petites pattes avaient sautillé, pour que personne ne suive les traces.',
  ),
  b(
    '{atPlace}, {name} heard children laughing at the garden gate. Quick, quick! {name} hid behind a bush, ears twitching.',
    '{atPlace}, {name} entendit des rires d’enfants au portail du jardin. Vite, vite ! {name} se cacha derrière un buisson, les oreilles frémissantes.',
  ),
];

export const BUNNY_TURNS: PlacedL[] = [
  b(
    '“The egg hunt has begun!” The children ran all over the garden with their baskets, shouting with joy at every painted egg they found.',
    '« La chasse aux œufs commence ! » Les enfants coururent partout dans le jardin avec leurs paniers, en criant de joie à chaque œuf peint trouvé.',
  ),
];

export const BUNNY_ENDINGS: PlacedL[] = [
  b(
    'When every egg was found, {name} came out of the bushes with a big chocolate egg to share with everyone. {name} had learned that {lesson}. The end.',
    'Quand tous les œufs furent trouvés, {name} sortit des buissons avec un gros œuf en chocolat à partager avec tout le monde. {name} avait appris que {lesson}. Fin.',
  ),
];
