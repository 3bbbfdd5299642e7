import { core, type OrderedStep } from './ordered-steps';
import type { PlacedL } from './story-place-fit';
import { leadStep } from './task-step';
import type { L } from './theme-types';

/**
 * A robot friend (idea/read-goal-robot-friend.ts), in order: switched on, it learns toast, a
 * butterfly, a dance; the rain, a lost bolt, a ball, a joke (in a long book also teeth, flowers, the cat,
 * a bath, hide-and-seek, the table, a swing, a book, a snail, tidying, milk, a drawing); the battery runs out, and at the turn
 * the child charges it and stays by it. {bot} is the robot's name. French avoids words that agree
 * with the hero.
 */
export const ROBOT_OPENINGS: L[] = [
  {
    en: '{name} lived in a little house with a garden, and in a big box under the stairs waited a brand-new robot, still fast asleep.',
    fr: '{name} habitait une petite maison avec un jardin, et dans un grand carton, sous l’escalier, attendait un robot tout neuf, encore endormi.',
  },
];

export const ROBOT_PROBLEMS: PlacedL[] = [
  {
    en: 'Click! {name} pressed the big green button. The robot’s eyes lit up, round and blue. “Beep-boop! Hello! I am {bot},” it said. “What is a friend?”',
    fr: 'Clic ! {name} appuya sur le gros bouton vert. Les yeux du robot s’allumèrent, tout ronds et tout bleus. « Bip-bip ! Bonjour ! Je m’appelle {bot}, dit-il. C’est quoi, un ami ? »',
  },
];

export const ROBOT_STEPS: OrderedStep[] = [
  core(
    leadStep(
      '{atPlace}, {name} showed {bot} how to make toast. {bot} beeped, whirred… and made nine slices at once! “Maybe just one next time,” laughed {name}.',
      '{atPlace}, {name} montra à {bot} comment faire des tartines. {bot} bipa, vrombit… et en prépara neuf d’un coup ! « Peut-être une seule, la prochaine fois », dit {name} en riant.',
      /kitchen/,
    ),
  ),
  core(
    leadStep(
      '{atPlace}, {bot} saw a butterfly for the very first time. “Beep? What is that?” {name} told all about it, and {bot}’s light blinked pink with joy.',
      '{atPlace}, {bot} vit un papillon pour la toute première fois. « Bip ? Qu’est-ce que c’est ? » {name} lui raconta tout, et la lumière de {bot} clignota en rose, de joie.',
      /garden/,
    ),
  ),
  leadStep(
    '{atPlace}, {name} taught {bot} to dance. Its metal arms went up, down and round, and its wheels spun in a happy circle.',
    '{atPlace}, {name} apprit à {bot} à danser. Ses bras de métal montaient, descendaient, tournaient, et ses roues filaient en rond, toutes joyeuses.',
    /living room/,
  ),
  core(
    leadStep(
      '{atPlace}, big drops began to fall. “Beep… beep… rain is bad for robots!” squeaked {bot}. {name} held an umbrella over the robot, and they rolled back inside just in time.',
      '{atPlace}, de grosses gouttes se mirent à tomber. « Bip… bip… la pluie, c’est mauvais pour les robots ! » couina {bot}. {name} tint un parapluie au-dessus du robot, et ils rentrèrent juste à temps.',
      /garden/,
    ),
  ),
  leadStep(
    '{atPlace}, {bot} began to wobble. A little bolt had fallen out! {name} crawled under the bed, found the shiny bolt and screwed it back in, twist, twist.',
    '{atPlace}, {bot} se mit à tanguer. Un petit boulon était tombé ! {name} rampa sous le lit, trouva le boulon tout brillant et le revissa, tic, tic.',
    /bedroom/,
  ),
  leadStep(
    '{atPlace}, {name} threw a ball, and {bot} rolled after it at full speed, beeping all the way, and brought it back every single time.',
    '{atPlace}, {name} lança une balle, et {bot} fila derrière à toute vitesse en bipant, et la rapporta à chaque fois.',
    /park/,
  ),
  leadStep(
    '{atPlace}, {bot} tried to tell a joke. “Why did the robot cross the road? Beep!” It made no sense at all, and {name} laughed and laughed.',
    '{atPlace}, {bot} essaya de raconter une blague. « Pourquoi le robot a-t-il traversé la route ? Bip ! » Ça ne voulait rien dire du tout, et {name} rit aux larmes.',
    /kitchen/,
  ),
  leadStep(
    '{atPlace}, {name} showed {bot} how to brush teeth, up and down, round and round. {bot} had no teeth, so it brushed its shiny buttons instead, beep-scrub-beep!',
    '{atPlace}, {name} montra à {bot} comment se brosser les dents, de haut en bas, en faisant des ronds. {bot} n’avait pas de dents, alors il se brossa les boutons, bip-frotti-bip !',
    /bathroom/,
  ),
  leadStep(
    '{atPlace}, {name} gave {bot} a little green watering can. “Flowers drink water, like us.” {bot} watered every flower… and then {name}’s shoes, just in case.',
    '{atPlace}, {name} donna à {bot} un petit arrosoir vert. « Les fleurs boivent de l’eau, comme nous. » {bot} arrosa chaque fleur… et puis les chaussures de {name}, au cas où.',
    /garden/,
  ),
  leadStep(
    '{atPlace}, the cat sniffed {bot} from wheels to head. “Beep?” said {bot}. “Miaow,” said the cat. Then it curled up on {bot}’s warm lap and purred like a little engine.',
    '{atPlace}, le chat renifla {bot} des roues jusqu’à la tête. « Bip ? » fit {bot}. « Miaou », fit le chat. Puis il se roula en boule sur les genoux tout chauds de {bot} et ronronna comme un petit moteur.',
    /living room/,
  ),
  leadStep(
    '{atPlace}, {name} splashed in the bath under a mountain of bubbles. {bot} stayed well away from the water and blew bubbles through a little wand instead: one, ten, a hundred!',
    '{atPlace}, {name} barbotait dans le bain, sous une montagne de mousse. {bot} restait loin de l’eau et soufflait des bulles avec une petite paille : une, dix, cent !',
    /bathroom/,
  ),
  leadStep(
    '{atPlace}, they played hide-and-seek. {bot} hid behind the curtain, but its light kept blinking blue, blink, blink! “Found you!” laughed {name}.',
    '{atPlace}, ils jouèrent à cache-cache. {bot} se cacha derrière le rideau, mais sa lumière clignotait en bleu, clic, clic ! « Je t’ai trouvé ! » rit {name}.',
    /bedroom/,
  ),
  leadStep(
    '{atPlace}, {bot} learned to set the table: a fork, a knife, a spoon… and a bolt for itself. “Robots like snacks too,” it beeped.',
    '{atPlace}, {bot} apprit à mettre la table : une fourchette, un couteau, une cuillère… et un boulon pour lui. « Les robots aussi aiment le goûter », bipa-t-il.',
    /kitchen/,
  ),
  leadStep(
    '{atPlace}, {name} pushed {bot} on the swing. Up, down, up! “Beeeep!” {bot}’s lights flashed every colour of the rainbow.',
    '{atPlace}, {name} poussa {bot} sur la balançoire. En haut, en bas, en haut ! « Biiiip ! » Les lumières de {bot} clignotèrent de toutes les couleurs de l’arc-en-ciel.',
    /park/,
  ),
  leadStep(
    '{atPlace}, {name} read {bot} a picture book. {bot} turned the pages very carefully with one metal finger and beeped at every picture.',
    '{atPlace}, {name} lut un livre d’images à {bot}. {bot} tournait les pages tout doucement, du bout de son doigt de métal, et bipait à chaque image.',
    /bedroom/,
  ),
  leadStep(
    '{atPlace}, {bot} met a snail on a leaf, and they had a race. {bot} rolled so slowly, so politely, that the snail won. “Well done!” beeped {bot}.',
    '{atPlace}, {bot} rencontra un escargot sur une feuille, et ils firent la course. {bot} roula si lentement, si poliment, que l’escargot gagna. « Bravo ! » bipa {bot}.',
    /garden/,
  ),
  leadStep(
    '{atPlace}, {name} and {bot} tidied the toys together. {bot} sorted every block by colour, red, yellow, blue, and stacked them into a tall tower.',
    '{atPlace}, {name} et {bot} rangèrent les jouets ensemble. {bot} tria tous les cubes par couleur, rouge, jaune, bleu, et les empila en une haute tour.',
    /living room/,
  ),
  leadStep(
    '{atPlace}, {bot} knocked over a glass of milk. Splash! “Beep… sorry,” it said, and it helped {name} wipe it all up. “Saying sorry is what friends do,” smiled {name}.',
    '{atPlace}, {bot} renversa un verre de lait. Splatch ! « Bip… pardon », dit-il, et il aida {name} à tout essuyer. « Dire pardon, c’est ce que font les amis », sourit {name}.',
    /kitchen/,
  ),
  leadStep(
    '{atPlace}, {name} taught {bot} to draw. Its very first picture was a wobbly circle with two dots. “It is you!” it beeped proudly.',
    '{atPlace}, {name} apprit à {bot} à dessiner. Son tout premier dessin fut un rond tout tordu avec deux points. « C’est toi ! » bipa-t-il, tout fier.',
    /bedroom/,
  ),
  core(
    leadStep(
      '{atPlace}, {bot}’s light grew dim. “Beep… so… tired…” And {bot} stopped, right in the middle of a game. The battery was empty!',
      '{atPlace}, la lumière de {bot} faiblit. « Bip… si… fatigué… » Et {bot} s’arrêta net, en plein milieu d’un jeu. Sa batterie était vide !',
      /living room/,
    ),
  ),
];

export const ROBOT_TURNS: PlacedL[] = [
  {
    en: '{atPlace}, {name} plugged {bot} in and waited, holding its little metal hand. Ding! The light came back on. “You stayed right here with me,” beeped {bot}. “So that is what a friend is!”',
    fr: '{atPlace}, {name} brancha {bot} et attendit, en tenant sa petite main de métal. Ding ! La lumière se ralluma. « Tu ne m’as pas laissé tout seul », bipa {bot}. « C’est donc ça, un ami ! »',
  },
];

export const ROBOT_ENDINGS: PlacedL[] = [
  {
    en: 'That night, {bot} sat beside {name}’s bed, its light glowing soft and blue like a night-light. “Goodnight, {name},” it beeped softly. {name} had learned that {botLesson}. The end.',
    fr: 'Ce soir-là, {bot} s’installa près du lit de {name}, sa lumière toute douce et bleue comme une veilleuse. « Bonne nuit, {name} », bipa-t-il tout bas. {name} avait appris que {botLesson}. Fin.',
  },
];

export const ROBOT_LESSON: L = {
  en: 'friendship is something you learn together, one day at a time',
  fr: 'l’amitié, ça s’apprend ensemble, un jour après l’autre',
};
