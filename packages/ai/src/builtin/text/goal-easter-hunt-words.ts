import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * An Easter egg hunt (idea/read-goal-holiday.ts), told in order: the hunt begins, eggs found one by
 * one (each its colour, drawn: goal-easter.ts), the little sister who finds none, helped by the
 * hero; her golden egg at the turn, chocolate shared at the end. Each template is used once.
 */
const b = step;

export const HUNT_OPENINGS: PlacedL[] = [
  b(
    'It was Easter morning {at}, and {name} had a little basket ready for the big egg hunt.',
    'C’était le matin de Pâques {at}, et {name} avait un petit panier tout prêt pour la grande chasse aux œufs.',
  ),
];

export const HUNT_PROBLEMS: PlacedL[] = [
  b(
    '“Ready, steady, go!” called Grandma. Painted eggs were hidden all over the garden, and {name}’s {lilRel} {lil} wanted to find one too.',
    '« À vos marques, prêts, partez ! » cria Mamie. Des œufs peints étaient cachés partout dans le jardin, et {lil}, {lilRel} de {name}, voulait en trouver un, {lilToo}.',
  ),
];

/** One egg found a page, each its own colour and spot. */
export const HUNT_FINDS: PlacedL[] = [
  b(
    '{atPlace}, {name} lifted a flowerpot. Underneath sat a bright red egg! Into the basket it went.',
    '{atPlace}, {name} souleva un pot de fleurs. Dessous, il y avait un œuf rouge tout brillant ! Hop, dans le panier.',
  ),
  b(
    '{atPlace}, between the tulips, {name} found a blue egg with white spots. “Two!”',
    '{atPlace}, entre les tulipes, {name} trouva un œuf bleu à pois blancs. « Deux ! »',
  ),
  b(
    '{atPlace}, a yellow egg was peeking out of an old rubber boot. {name} laughed. “Who put you in there?”',
    '{atPlace}, un œuf jaune dépassait d’une vieille botte en caoutchouc. {name} éclata de rire. « Qui t’a mis là-dedans ? »',
  ),
  b(
    '{atPlace}, {name} found a green egg in the bird’s nest on a low branch, just where a bird might have laid it.',
    '{atPlace}, {name} trouva un œuf vert dans le nid d’oiseau d’une branche basse, comme si un oiseau l’avait pondu là.',
  ),
  b(
    '{atPlace}, under the wheelbarrow, {name} spied a purple egg with a yellow stripe. Five eggs in the basket!',
    '{atPlace}, sous la brouette, {name} repéra un œuf violet avec une rayure jaune. Cinq œufs dans le panier !',
  ),
  b(
    '{atPlace}, {name}’s basket was getting heavy. But {lil}’s little basket was still empty.',
    '{atPlace}, le panier de {name} devenait lourd. Mais le petit panier de {lil} était toujours vide.',
  ),
  b(
    '{atPlace}, {lil} looked under a stone: nothing. Behind a bush: nothing. In the grass: nothing at all.',
    '{atPlace}, {lil} regarda sous une pierre : rien. Derrière un buisson : rien. Dans l’herbe : rien du tout.',
  ),
  b(
    '{atPlace}, the big children ran past {lil}, shouting “Found one!” again and again. {lil} stood very still.',
    '{atPlace}, les grands passèrent en courant devant {lil} en criant « J’en ai un ! » encore et encore. {lil} ne bougeait plus.',
  ),
  b(
    '{atPlace}, {name} dug a speckled brown egg out of the sandpit. “Six!” {lil} peeked in the same hole, but there was nothing left.',
    '{atPlace}, {name} déterra un œuf marron tout moucheté dans le bac à sable. « Six ! » {lil} regarda dans le même trou, mais il n’y avait plus rien.',
  ),
  b(
    '{atPlace}, {lil} lifted a flowerpot, just as {name} had done. Empty. {LilShe} gave a very small sigh.',
    '{atPlace}, {lil} souleva un pot de fleurs, comme {name}. Vide. {LilShe} poussa un tout petit soupir.',
  ),
];

/** The little sister finds none; the hero helps. */
export const HUNT_SISTER: PlacedL[] = [
  // (Her first sadness ends the finds; the help begins here.)
  b(
    '{atPlace}, {lil} looked and looked, but {lilHer} basket was still empty. {LilHer} lip began to tremble. “I can’t find any,” {lilShe} sniffed.',
    '{atPlace}, {lil} fouillait partout, partout, mais son panier restait vide. Sa lèvre se mit à trembler. « Je n’en trouve aucun », renifla-t-{lilShe}.',
  ),
  b(
    '{atPlace}, {name} took {lil}’s hand. “Come on, let’s hunt together. Eggs love to hide in funny places.”',
    '{atPlace}, {name} prit la main de {lil}. « Viens, on s’y met à deux. Les œufs adorent se cacher dans des endroits rigolos. »',
  ),
  b(
    '{atPlace}, {name} whispered a little hint: “I think I saw something orange near the carrots.” {lil} ran to look, and there was an orange egg! {LilHer} very first!',
    '{atPlace}, {name} lui souffla un petit secret : « Il me semble avoir vu quelque chose d’orange près des carottes. » {lil} courut voir : un œuf orange ! Son tout premier !',
  ),
  b(
    '{atPlace}, {lil} found a pink egg all by {lilSelf}, behind the watering can. “I did it!” {lilShe} cried, hopping up and down.',
    '{atPlace}, {lil} trouva {lilAlone} un œuf rose, derrière l’arrosoir. « J’ai réussi ! » cria-t-{lilShe} en sautillant.',
  ),
  b(
    '{atPlace}, {name} lifted {lil} up high so {lilShe} could see into the bird bath. A silver egg! {lil} clapped {lilHer} hands.',
    '{atPlace}, {name} souleva {lil} bien haut pour qu’{lilShe} voie dans la vasque des oiseaux. Un œuf argenté ! {lil} battit des mains.',
  ),
  b(
    '{atPlace}, a butterfly landed on something white by the fence. “That one is yours, {lil},” whispered {name}. A white egg!',
    '{atPlace}, un papillon se posa sur quelque chose de blanc près de la clôture. « Celui-là, il est pour toi, {lil} », chuchota {name}. Un œuf blanc !',
  ),
  b(
    '{atPlace}, {lil} counted {lilHer} eggs: “One, two, three, four!” {LilHer} basket was not empty any more.',
    '{atPlace}, {lil} compta ses œufs : « Un, deux, trois, quatre ! » Son panier n’était plus vide du tout.',
  ),
  b(
    '{atPlace}, Grandma called out: “There is one last egg to find, the golden egg!” {name} and {lil} looked at each other.',
    '{atPlace}, Mamie annonça : « Il reste un dernier œuf à trouver, l’œuf doré ! » {name} et {lil} se regardèrent.',
  ),
  b(
    '{atPlace}, {name} and {lil} hunted side by side, peeking behind every flower.',
    '{atPlace}, {name} et {lil} fouillèrent le jardin côte à côte, en regardant derrière chaque fleur.',
  ),
  b(
    '{atPlace}, a fluffy chick peeped at them from the grass, as if to say: “Look over there, under the big leaf!”',
    '{atPlace}, un petit poussin tout duveteux piailla dans l’herbe, comme pour dire : « Regardez là-bas, sous la grande feuille ! »',
  ),
  b(
    '{atPlace}, {lil} tiptoed towards the big leaf, with {name} right behind {lilObj}, holding {lilHer} hand.',
    '{atPlace}, {lil} s’approcha sur la pointe des pieds de la grande feuille, {name} juste derrière {lilObj}, qui lui tenait la main.',
  ),
];

export const HUNT_TURNS: PlacedL[] = [
  b(
    '{lil} lifted the big leaf, and there it was: the golden egg, the best egg of the whole hunt! Everyone clapped for {lil}.',
    '{lil} souleva la grande feuille, et il était là : l’œuf doré, le plus beau de toute la chasse ! Tout le monde applaudit {lil}.',
  ),
];

export const HUNT_ENDINGS: PlacedL[] = [
  b(
    'On the grass, {name} and {lil} opened their eggs and shared the chocolate with Grandma, one piece each. {name} had learned that {lesson}. The end.',
    'Sur l’herbe, {name} et {lil} ouvrirent leurs œufs et partagèrent le chocolat avec Mamie, un morceau chacun. {name} avait appris que {lesson}. Fin.',
  ),
];
