import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * An ocean clean-up (goal-clean-sea.ts), in order: the plastic bottles and bags found on the coral
 * reef; the bags in the kelp forest and the old fishing net on the sunken ship, too much alone, so
 * the dolphins and the octopus come; the little fish help collect and the rubbish goes up to the
 * fishing boat for the beach's recycling bins; then a little sea turtle tangled in a net and a bag,
 * freed at the turn; the reef bright and the fish back at the end. French never makes a word agree
 * with the hero (a mermaid, a turtle or a dolphin); the turtle is « la petite tortue de mer ».
 */
const b = step;

export const CLEAN_PROBLEMS: PlacedL[] = [
  b(
    'One morning, {name} swam to the coral reef and stopped. Plastic bottles lay on the coral, a plastic bag floated by like a ghost, and the little fish had all gone into hiding. “Our sea is full of rubbish,” {name} said. “I am going to clean it up!”',
    'Un matin, {name} nagea jusqu’au récif de corail et s’arrêta net. Des bouteilles en plastique traînaient sur le corail, un sac plastique flottait comme un fantôme, et les petits poissons s’étaient tous cachés. « Notre mer est pleine de déchets, dit {name}. Je vais la nettoyer ! »',
  ),
];

/** On the reef and in the lagoon: the bottles and bags found and picked up. */
export const CLEAN_FOUND: PlacedL[] = [
  b(
    '{atPlace}, {name} picked up a plastic bottle stuck between two corals, then another, and another.',
    '{atPlace}, {name} ramassa une bouteille en plastique coincée entre deux coraux, puis une autre, et encore une autre.',
  ),
  b(
    '{atPlace}, {name} wove a big basket out of seaweed to carry all the rubbish.',
    '{atPlace}, {name} tressa un grand panier en algues pour emporter tous les déchets.',
  ),
  b(
    '{atPlace}, a plastic bag drifted by like a pale jellyfish. {name} caught it before a hungry fish could bite it.',
    '{atPlace}, un sac plastique passa en flottant comme une méduse pâle. {name} l’attrapa avant qu’un poisson affamé ne le morde.',
  ),
  b(
    '{atPlace}, the little fish peeped out of the coral. “We hide because the plastic gets in our way and tangles our fins,” they said.',
    '{atPlace}, les petits poissons sortirent le bout du nez du corail. « On se cache parce que le plastique nous gêne et nous emmêle les nageoires », dirent-ils.',
  ),
  b(
    '{atPlace}, {name} very gently pulled a bottle cap out of a sea anemone.',
    '{atPlace}, {name} retira tout doucement un bouchon en plastique d’une anémone de mer.',
  ),
  b(
    '{atPlace}, the coral had turned grey under the rubbish. “Do not worry,” {name} told it. “You will shine again.”',
    '{atPlace}, le corail était devenu tout gris sous les déchets. « Ne t’inquiète pas, lui dit {name}. Tu vas briller de nouveau. »',
  ),
];

/** In the kelp and by the sunken ship: too much for one, the old fishing net, friends called. */
export const CLEAN_TOO_MUCH: PlacedL[] = [
  b(
    '{atPlace}, plastic bags had wrapped themselves round the tall kelp like grey flags. {name} untied them one by one.',
    '{atPlace}, des sacs plastique s’étaient enroulés autour des grandes algues comme des drapeaux gris. {name} les détacha un par un.',
  ),
  b(
    '{atPlace}, an old fishing net hung over the broken mast, far too big and too heavy for {name} to move.',
    '{atPlace}, un vieux filet de pêche pendait sur le mât cassé, bien trop grand et trop lourd pour {name}.',
  ),
  b(
    '{atPlace}, the basket was already full, and there was still so much plastic. {name} sighed. “I cannot do this by myself.”',
    '{atPlace}, le panier était déjà plein, et il restait tant de plastique ! {name} soupira. « Je n’y arriverai pas sans aide. »',
  ),
  b(
    '{atPlace}, {name} called the dolphins with a long whistle. They came at once, clicking: “We will help!”',
    '{atPlace}, {name} appela les dauphins d’un long sifflement. Ils arrivèrent aussitôt en claquant de la langue : « On va t’aider ! »',
  ),
  b(
    '{atPlace}, the octopus came to help too. With eight arms, she picked up eight bottles at once!',
    '{atPlace}, la pieuvre vint aider, elle aussi. Avec ses huit bras, elle ramassa huit bouteilles à la fois !',
  ),
  b(
    '{atPlace}, {name}, the dolphins and the octopus pulled on the fishing net together, heave, heave, until it came free.',
    '{atPlace}, {name}, les dauphins et la pieuvre tirèrent ensemble sur le filet de pêche, oh hisse, oh hisse, jusqu’à ce qu’il se décroche.',
  ),
];

/** All together: the fish help, the net for a sack, up to the fishing boat, the beach's bins. */
export const CLEAN_HAUL: PlacedL[] = [
  b(
    '{atPlace}, a whole school of little fish came to help, each one pushing a bottle cap with its nose.',
    '{atPlace}, tout un banc de petits poissons vint aider, chacun poussant un bouchon du bout du nez.',
  ),
  b(
    '{atPlace}, they stuffed every bottle and every bag into the old net, which made a fine big sack.',
    '{atPlace}, ils fourrèrent les bouteilles et les sacs dans le vieux filet, qui fit un beau baluchon.',
  ),
  b(
    '{atPlace}, the dolphins pushed the heavy net up, up, towards the light and the surface.',
    '{atPlace}, les dauphins poussèrent le lourd filet vers le haut, vers la lumière et la surface.',
  ),
  b(
    '{atPlace}, {name} swam up to the fishing boat above and knocked on its hull. A kind fisherman leaned over and lifted the net on board. “I will take all this to the recycling bins on the beach,” he promised.',
    '{atPlace}, {name} remonta jusqu’au bateau de pêche, tout là-haut, et frappa contre sa coque. Un gentil pêcheur se pencha et hissa le filet à bord. « Je vais porter tout ça dans les poubelles de tri, sur la plage », promit-il.',
  ),
  b(
    '{atPlace}, {name} counted the bottles: forty-two! “And not one left on the reef,” said the octopus.',
    '{atPlace}, {name} compta les bouteilles : quarante-deux ! « Et plus une seule sur le récif », dit la pieuvre.',
  ),
  b(
    '{atPlace}, the fisherman waved from the boat. “Thank you! I will never throw anything into the sea again.”',
    '{atPlace}, le pêcheur fit signe depuis le bateau. « Merci ! Je ne jetterai plus jamais rien à la mer. »',
  ),
];

/** Resting, then a cry: the little sea turtle tangled in a net and a bag, freed at the turn. */
export const CLEAN_TURTLE: PlacedL[] = [
  b(
    '{atPlace}, the friends rested on the sand, tired and happy. The water already looked a little clearer.',
    '{atPlace}, les amis se reposèrent sur le sable, fatigués et contents. L’eau semblait déjà un peu plus claire.',
  ),
  b(
    '{atPlace}, {name} heard a faint cry: “Help! I am stuck!” It came from behind the rocks.',
    '{atPlace}, {name} entendit un petit cri : « Au secours ! Je suis coincée ! » Cela venait de derrière les rochers.',
  ),
  b(
    '{atPlace}, there was a little sea turtle, tangled in a scrap of fishing net and a plastic bag. She could not swim up to breathe.',
    '{atPlace}, il y avait une petite tortue de mer, emmêlée dans un bout de filet de pêche et un sac plastique. Elle ne pouvait plus remonter respirer.',
  ),
  b(
    '{atPlace}, {name} stroked the little turtle’s shell. “Keep still,” {name} whispered. “We will get you out.”',
    '{atPlace}, {name} caressa la carapace de la petite tortue. « Ne bouge pas, chuchota {name}. On va te sortir de là. »',
  ),
  b(
    '{atPlace}, the knots were tight. {name} worked slowly, one loop at a time, so as not to hurt her.',
    '{atPlace}, les nœuds étaient serrés. {name} travailla lentement, une boucle après l’autre, pour ne pas lui faire mal.',
  ),
];

export const CLEAN_TURNS: PlacedL[] = [
  b(
    'One last knot undone, one last tug on the bag, and the little sea turtle caught in the fishing net was free! She swam up to the light, took a big breath and turned a happy somersault. “Thank you!” she called.',
    'Un dernier nœud défait, un dernier coup sur le sac, et la petite tortue de mer prise dans le filet de pêche fut libre ! Elle remonta vers la lumière, prit une grande inspiration et fit une joyeuse cabriole. « Merci ! » cria-t-elle.',
  ),
];

export const CLEAN_ENDINGS: PlacedL[] = [
  b(
    'Days later, the coral reef shone pink, yellow and blue again, and the little fish came back to play. The little sea turtle swam by to say hello every morning. {name} had learned that {lesson}. The end.',
    'Quelques jours plus tard, le récif de corail brillait de nouveau, rose, jaune et bleu, et les petits poissons revinrent jouer. La petite tortue de mer passait dire bonjour chaque matin. {name} avait appris que {lesson}. Fin.',
  ),
];
