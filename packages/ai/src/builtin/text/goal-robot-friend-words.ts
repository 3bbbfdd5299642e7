import { core, type OrderedStep } from './ordered-steps';
import type { PlacedL } from './story-place-fit';
import { leadStep } from './task-step';
import type { L } from './theme-types';

/**
 * A robot friend (idea/read-goal-robot-friend.ts), in order: switched on, it learns toast, a
 * butterfly, a dance; the rain, a lost bolt, a ball, a joke; the battery runs out, and at the turn
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
