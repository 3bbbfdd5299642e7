import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A helping day in the garden (text/goal-chores.ts): one real job a page, each at its own spot of the
 * garden (`leads` keeps it there): the spade fetched, digging, the seeds planted, watering, a snail;
 * then waiting, and the first sprout at the turn. {grown} is who the hero helps ("Grandma").
 */
const b = step;
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...b(en, fr, spot), leads: true });

export const GARDEN_PROBLEMS: PlacedL[] = [
  b(
    'Early in the morning, {name} ran to find {grown}. “What can I do to help?” There was so much to do in the garden!',
    'Tôt le matin, {name} courut trouver {grown}. « Qu’est-ce que je peux faire pour aider ? » Il y avait tant à faire au jardin !',
  ),
];

/** One job a page, at its own spot of the garden, drawn (goal-chores.ts). */
export const GARDEN_CHORES: PlacedL[] = [
  at(
    '{atPlace}, {name} found the little spade, the rake and the watering can, and carried them out one by one.',
    '{atPlace}, {name} trouva la petite pelle, le râteau et l’arrosoir, et les sortit un par un.',
    /shed/,
  ),
  at(
    '{atPlace}, {name} dug a long, straight row in the soft brown earth. A wriggly worm popped up to say hello!',
    '{atPlace}, {name} creusa un long sillon bien droit dans la terre brune. Un ver de terre tout gigotant sortit dire bonjour !',
    /vegetable/,
  ),
  at(
    '{atPlace}, {name} pulled out the weeds, one by one, so the flowers had room to grow.',
    '{atPlace}, {name} arracha les mauvaises herbes, une à une, pour laisser de la place aux fleurs.',
    /flower/,
  ),
  at(
    '{atPlace}, {name} filled the watering can with water from the pond. It was heavy, but {name} held on tight.',
    '{atPlace}, {name} remplit l’arrosoir avec l’eau de la mare. Il était lourd, mais {name} le tint bien fort.',
    /pond/,
  ),
  at(
    '{atPlace}, {name} picked up the apples that had fallen in the grass and put them in a basket.',
    '{atPlace}, {name} ramassa les pommes tombées dans l’herbe et les mit dans un panier.',
    /apple tree/,
  ),
  at(
    '{atPlace}, {name} planted the seeds, one in each little hole, and covered them gently with earth.',
    '{atPlace}, {name} planta les graines, une dans chaque petit trou, et les recouvrit doucement de terre.',
    /vegetable/,
  ),
  at(
    '{atPlace}, {name} watered the flowers, sprinkle, sprinkle, until every petal was shining with drops.',
    '{atPlace}, {name} arrosa les fleurs, pschitt, pschitt, jusqu’à ce que chaque pétale brille de gouttes.',
    /flower/,
  ),
  at(
    '{atPlace}, a little snail was munching a lettuce leaf! {name} carried it gently to the end of the garden.',
    '{atPlace}, un petit escargot grignotait une feuille de salade ! {name} le porta doucement au fond du jardin.',
    /vegetable/,
  ),
  at(
    '{atPlace}, {name} hung up the tools neatly, each one in its place.',
    '{atPlace}, {name} rangea les outils bien comme il faut, chacun à sa place.',
    /shed/,
  ),
  at(
    '{atPlace}, {name} scooped the fallen leaves out of the pond, and a little frog hopped onto a lily pad to watch.',
    '{atPlace}, {name} retira les feuilles mortes de la mare, et une petite grenouille sauta sur un nénuphar pour regarder.',
    /pond/,
  ),
  at(
    '{atPlace}, {name} pushed the wheelbarrow full of leaves all the way to the compost heap.',
    '{atPlace}, {name} poussa la brouette pleine de feuilles jusqu’au tas de compost.',
    /shed/,
  ),
  at(
    '{atPlace}, {name} pulled up the carrots, big and orange, and shook the earth off them.',
    '{atPlace}, {name} arracha les carottes, grosses et bien orange, et secoua la terre qui y collait.',
    /vegetable/,
  ),
  at(
    '{atPlace}, {name} picked a bunch of flowers for the kitchen table. A butterfly landed on the biggest one!',
    '{atPlace}, {name} cueillit un bouquet de fleurs pour la table de la cuisine. Un papillon se posa sur la plus grosse !',
    /flower/,
  ),
  at(
    '{atPlace}, {name} raked the fallen leaves into a big pile… and could not resist jumping in it!',
    '{atPlace}, {name} ratissa les feuilles mortes en un gros tas… et ne put s’empêcher de sauter dedans !',
    /apple tree/,
  ),
  at(
    '{atPlace}, {name} gave the goldfish a pinch of food. Blub, blub, thank you!',
    '{atPlace}, {name} donna une pincée de nourriture aux poissons rouges. Bloup, bloup, merci !',
    /pond/,
  ),
  at(
    '{atPlace}, {name} tied the tall tomato plants to their sticks, so they would grow up straight.',
    '{atPlace}, {name} attacha les grands plants de tomates à leurs tuteurs, pour qu’ils poussent bien droit.',
    /vegetable/,
  ),
];

/** Waiting for the seeds: looking every morning. */
export const GARDEN_WAIT: PlacedL[] = [
  b(
    '{atPlace}, {name} looked at the row of seeds. Nothing yet. “Seeds need time,” said {grown}.',
    '{atPlace}, {name} regarda le sillon. Rien encore. « Les graines ont besoin de temps », dit {grown}.',
  ),
  b(
    '{atPlace}, {name} watered the seeds again, gently, just a little. “Grow, little seeds, grow!”',
    '{atPlace}, {name} arrosa encore les graines, doucement, juste un peu. « Poussez, petites graines, poussez ! »',
  ),
  b(
    '{atPlace}, {name} and {grown} sat down for a rest and a glass of lemonade.',
    '{atPlace}, {name} et {grown} s’assirent pour se reposer et boire un verre de limonade.',
  ),
  b(
    '{atPlace}, a little bird hopped along, looking for the seeds. “Shoo, little bird! Those are for growing!”',
    '{atPlace}, un petit oiseau sautillait, à la recherche des graines. « Ouste, petit oiseau ! Celles-là, c’est pour pousser ! »',
  ),
  b(
    '{atPlace}, {name} made a little sign for the row of seeds: “Something good is growing here!”',
    '{atPlace}, {name} fabriqua une petite pancarte pour le sillon : « Ici pousse quelque chose de bon ! »',
  ),
];

export const GARDEN_TURNS: PlacedL[] = [
  b(
    '{atPlace}, {name} bent down and looked very closely… A tiny green sprout was poking out of the earth! “Look! It’s growing!”',
    '{atPlace}, {name} se pencha et regarda de tout près… Une toute petite pousse verte sortait de la terre ! « Regarde ! Ça pousse ! »',
  ),
];

export const GARDEN_ENDINGS: PlacedL[] = [
  b(
    '{grown} gave {name} a big hug. “Thank you for all your help! This garden is yours too now.” {name} had learned that {lesson}. The end.',
    '{grown} serra {name} très fort. « Merci pour toute ton aide ! Ce jardin, c’est aussi le tien maintenant. » {name} avait appris que {lesson}. Fin.',
  ),
];
