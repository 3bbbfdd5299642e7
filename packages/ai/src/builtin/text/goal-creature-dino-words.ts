import { type CreatureTable, CREATURE_PLACES as P } from './goal-creature-table';
import { core } from './ordered-steps';
import { leadStep as at, step as b } from './task-step';

/**
 * A dinosaur friend ("My friend the dinosaur Rex"), in order: a big speckled egg in the garden that
 * hatches, forty apples and growing, footsteps that shake the cups, a ball kicked over the roof, too
 * big for the house, too big for school, a bed of leaves made by the child, the kitten reached at the
 * top of the tall tree at the turn. French avoids words that agree with the hero.
 */
export const DINOSAUR: CreatureTable = {
  openings: [
    {
      en: '{name} lived in a little house with a garden. One sunny morning, in the middle of the flower bed, lay a big speckled egg, as warm as fresh bread.',
      fr: '{name} habitait une petite maison avec un jardin. Un matin ensoleillé, au milieu du massif de fleurs, se trouvait un gros œuf tacheté, tout chaud comme du pain frais.',
    },
  ],
  problems: [
    at(
      '{atPlace}, the egg wobbled. Crack… crack… CRACK! Out popped a baby dinosaur, who gave a tiny squeaky roar. “Hello, {pal},” whispered {name}, and the baby dinosaur nibbled a finger, very gently.',
      '{atPlace}, l’œuf se mit à bouger. Crac… crac… CRAC ! Un bébé dinosaure en sortit et poussa un tout petit rugissement aigu. « Bonjour, {pal} », chuchota {name}, et le bébé dinosaure mordilla un doigt, tout doucement.',
      /the garden(?! shed)/,
    ),
  ],
  steps: [
    core(
      at(
        '{atPlace}, {pal} ate forty apples for breakfast, crunch, crunch, and grew, and grew, until its head bumped the lamp on the ceiling!',
        '{atPlace}, {pal} mangea quarante pommes au petit déjeuner, crac, crac, et grandit, grandit, jusqu’à se cogner la tête contre la lampe du plafond !',
        /kitchen/,
      ),
    ),
    core(
      at(
        '{atPlace}, every step {pal} took went BOOM, and the cups on the shelf shook and rattled, clink, clink. “Tiptoe, {pal}, tiptoe!” whispered {name}.',
        '{atPlace}, chaque pas de {pal} faisait BOUM, et les tasses sur l’étagère tremblaient en tintant, cling, cling. « Sur la pointe des pieds, {pal} ! » chuchota {name}.',
        /living room/,
      ),
    ),
    at(
      '{atPlace}, {name} taught {pal} to play ball. {pal} gave it one kick with its big tail, and the ball flew right over the roof!',
      '{atPlace}, {name} apprit à {pal} à jouer à la balle. {pal} donna un seul coup de sa grosse queue, et la balle s’envola par-dessus le toit !',
      /the garden(?! shed)/,
    ),
    core(
      at(
        '{atPlace}, {pal} followed {name} all the way to school. Its big head peeped in at the window, and the children squealed. “A dinosaur is far too big for school,” said the teacher kindly.',
        '{atPlace}, {pal} suivit {name} jusqu’à l’école. Sa grosse tête apparut à la fenêtre, et les enfants poussèrent des cris. « Un dinosaure, c’est bien trop grand pour l’école », dit gentiment la maîtresse.',
        /school/,
      ),
    ),
    core(
      at(
        '{atPlace}, night came, but {pal} was far too big for the door now. It lay down on the lawn with a sad little grumble. “Never mind,” said {name}, and built a big soft bed of leaves and straw under the old apple tree.',
        '{atPlace}, la nuit tomba, mais {pal} était bien trop grand pour passer la porte. Il se coucha sur la pelouse avec un petit grognement triste. « Ce n’est rien », dit {name}, et prépara un grand lit moelleux de feuilles et de paille sous le vieux pommier.',
        /the garden(?! shed)/,
      ),
    ),
    at(
      '{atPlace}, {name} rode on {pal}’s back to the park, and the children who had squealed came to stroke its long scaly tail.',
      '{atPlace}, {name} se promena sur le dos de {pal}, et les enfants qui avaient crié vinrent caresser sa longue queue couverte d’écailles.',
      /park/,
    ),
    core(
      at(
        '{atPlace}, a little kitten had climbed to the top of the tallest tree and could not get down. “Meow!” it cried. The grown-ups fetched a ladder, but it was far too short.',
        '{atPlace}, un petit chaton avait grimpé tout en haut du plus grand arbre et ne pouvait plus redescendre. « Miaou ! » pleurait-il. Les grands apportèrent une échelle, mais elle était bien trop courte.',
        /park/,
      ),
    ),
  ],
  turns: [
    b(
      '{atPlace}, {pal} stood up tall, taller than the houses, and held its head very still beside the branch. The kitten stepped onto its nose, and down they came, slow and gentle. “Hooray for {pal}!” cried everyone.',
      '{atPlace}, {pal} se dressa de toute sa hauteur, plus haut que les maisons, et tint sa tête bien immobile près de la branche. Le chaton monta sur son nez, et ils redescendirent, lentement, tout doucement. « Hourra pour {pal} ! » cria tout le monde.',
    ),
  ],
  endings: [
    b(
      'From that day on, {pal} had a big bed of its own under the apple tree, and every evening {name} read a story out loud while the stars came out. {name} had learned that {palLesson}. The end.',
      'À partir de ce jour, {pal} eut son grand lit à lui sous le pommier, et chaque soir {name} lui lisait une histoire pendant que les étoiles s’allumaient. {name} avait appris que {palLesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'a friend is a friend, whatever size they are',
    fr: 'un ami reste un ami, quelle que soit sa taille',
  },
  arrival: P.park,
  icon: 't-rex',
  named: [
    [/speckled egg|œuf tacheté|the egg|l’œuf/, 'egg', { en: 'the egg', fr: 'l’œuf' }],
    [/apples|pommes/, 'red-apple', { en: 'apples', fr: 'des pommes' }],
    [/cups|tasses/, 'teacup-without-handle', { en: 'the cups', fr: 'les tasses' }],
    [/\bball\b|balle/, 'soccer-ball', { en: 'a ball', fr: 'une balle' }],
    [/school|école/, 'school', { en: 'the school', fr: 'l’école' }],
    [/leaves|feuilles/, 'fallen-leaf', { en: 'a bed of leaves', fr: 'un lit de feuilles' }],
    [/kitten|chaton/, 'cat', { en: 'a kitten', fr: 'un chaton' }],
    [
      /tallest tree|plus grand arbre|branch|branche/,
      'deciduous-tree',
      { en: 'the tall tree', fr: 'le grand arbre' },
    ],
  ],
};
