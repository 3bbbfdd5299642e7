import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * Hanukkah with Grandma (goal-festival.ts), in order: the menorah unwrapped, one more candle each
 * night at the window, latkes and doughnuts in the kitchen, the dreidel and Grandma's story of the
 * oil in the living room, the last nights and the street's windows; all the candles lit at the
 * turn. Each template is told once.
 */
const b = step;

export const HANUKKAH_OPENINGS: L[] = [
  {
    en: 'This is {name}. Hanukkah, the festival of lights, was about to begin, and Grandma had come to stay for all of it!',
    fr: 'Voici {name}. Hanoucca, la fête des lumières, allait commencer, et mamie était venue pour toute la fête !',
  },
];

export const HANUKKAH_PROBLEMS: PlacedL[] = [
  b(
    'Grandma unwrapped a silver menorah. “Eight candles, one for each night, and the helper candle in the middle,” she said. “We light one more every night.”',
    'Mamie déballa une ménorah en argent. « Huit bougies, une pour chaque nuit, et la bougie servante au milieu », dit-elle. « Chaque nuit, on en allume une de plus. »',
  ),
];

/** The first nights at the window, one more candle each (the search slot). */
export const HANUKKAH_FIRST_NIGHTS: PlacedL[] = [
  b(
    '{atPlace}, on the first night, {name} lit the helper candle, and the helper candle lit the first one. One little flame in the menorah!',
    '{atPlace}, la première nuit, {name} alluma la bougie servante, et la servante alluma la première bougie. Une petite flamme sur la ménorah !',
  ),
  b(
    '{atPlace}, on the second night, there were two candles to light. Grandma sang a soft blessing, and {name} hummed along.',
    '{atPlace}, la deuxième nuit, il y avait deux bougies à allumer. Mamie chanta une douce bénédiction, et {name} fredonna avec elle.',
  ),
  b(
    '{atPlace}, on the third night, three little flames danced in the menorah. {name} counted them twice, just to be sure.',
    '{atPlace}, la troisième nuit, trois petites flammes dansaient sur la ménorah. {name} les compta deux fois, pour ne pas se tromper.',
  ),
  b(
    '{atPlace}, on the fourth night, half of the menorah was glowing, and so was {name}’s face.',
    '{atPlace}, la quatrième nuit, la moitié de la ménorah brillait, et le visage de {name} aussi.',
  ),
  b(
    '{atPlace}, Grandma showed {name} how the candles go in from the right, and the newest one is lit first.',
    '{atPlace}, mamie montra à {name} qu’on place les bougies en partant de la droite, et qu’on allume la plus nouvelle en premier.',
  ),
];

/** Latkes and doughnuts in the kitchen (the pause slot). */
export const HANUKKAH_KITCHEN: PlacedL[] = [
  b(
    '{atPlace}, Grandma tied on her apron. “Time for latkes!” {name} grated the potatoes, and the onion made everyone cry a little.',
    '{atPlace}, mamie noua son tablier. « C’est l’heure des latkes ! » {name} râpa les pommes de terre, et l’oignon fit pleurer tout le monde un petit peu.',
  ),
  b(
    '{atPlace}, Grandma filled round doughnuts with strawberry jam. “These are sufganiyot,” she said. {name} took a bite, and the jam ran all the way down to the chin!',
    '{atPlace}, mamie fourra de gros beignets ronds de confiture de fraise. « Ce sont des soufganiyot », dit-elle. {name} croqua dedans, et la confiture coula jusqu’au menton !',
  ),
  b(
    '{atPlace}, the latkes sizzled in the hot oil, golden and crispy. “Why oil?” asked {name}. “You will see,” said Grandma with a smile.',
    '{atPlace}, les latkes, de petites galettes de pommes de terre, grésillaient dans l’huile chaude, dorées et croustillantes. « Pourquoi de l’huile ? » demanda {name}. « Tu verras », sourit mamie.',
  ),
  b(
    '{atPlace}, {name} ate a latke with apple sauce, then another one with sour cream. Crunch, crunch!',
    '{atPlace}, {name} goûta une galette avec de la compote de pommes, puis une autre avec de la crème. Croc, croc !',
  ),
  b(
    '{atPlace}, {name} dusted the doughnuts with powdered sugar, a little on the table too, and quite a lot on the floor.',
    '{atPlace}, {name} saupoudra les beignets de sucre glace, un peu sur la table aussi, et beaucoup par terre.',
  ),
];

/** The dreidel and Grandma's story of the oil in the living room (the obstacle slot). */
export const HANUKKAH_STORY: PlacedL[] = [
  b(
    '{atPlace}, Grandma brought out a little spinning top with four sides, a dreidel. {name} spun it: round and round it went… and landed on Gimel! {name} won the whole pile of chocolate coins.',
    '{atPlace}, mamie sortit une petite toupie à quatre faces, un dreidel. {name} le fit tourner : il tourna, tourna… et tomba sur Guimel ! {name} gagna tout le tas de pièces en chocolat.',
  ),
  b(
    '{atPlace}, Grandma sat {name} on her lap and told the story of the oil. “Long ago, in the Temple, there was only enough oil for one day. But the little lamp burned for eight days and eight nights!”',
    '{atPlace}, mamie prit {name} sur ses genoux et raconta l’histoire de l’huile. « Il y a très longtemps, au Temple, il ne restait de l’huile que pour un seul jour. Mais la petite lampe brûla huit jours et huit nuits ! »',
  ),
  b(
    '“That is why we light a candle for each night, and why we eat food fried in oil,” said Grandma. {name} laughed. “So that is why we make latkes!”',
    '« Voilà pourquoi on allume une bougie pour chaque nuit, et pourquoi on mange des choses frites dans l’huile », dit mamie. {name} éclata de rire. « Alors c’est pour ça, les latkes ! »',
  ),
  b(
    '{atPlace}, it was Grandma’s turn: the dreidel landed on Shin, and she had to put a coin back in the pot. “Oh no!” she laughed.',
    '{atPlace}, ce fut le tour de mamie : le dreidel tomba sur Shin, et elle dut remettre une pièce dans le pot. « Oh non ! » dit-elle en riant.',
  ),
];

/** The last nights: the menorah fuller, the street's windows (the clue slot). */
export const HANUKKAH_LAST_NIGHTS: PlacedL[] = [
  b(
    '{atPlace}, night after night, one more candle joined the others. The menorah shone a little brighter every time.',
    '{atPlace}, nuit après nuit, une bougie de plus rejoignait les autres. La ménorah brillait un peu plus fort à chaque fois.',
    /window|fenêtre/,
  ),
  b(
    '{atPlace}, {name} and Grandma walked in the cold night air. In window after window, other menorahs were shining too.',
    '{atPlace}, {name} et mamie se promenèrent dans l’air froid de la nuit. Derrière une fenêtre, puis une autre, d’autres ménorahs brillaient aussi.',
    /street|rue/,
  ),
  b(
    '{atPlace}, a neighbour waved from his door. “Happy Hanukkah!” called {name}. “Happy Hanukkah to you!” he called back.',
    '{atPlace}, un voisin fit signe depuis sa porte. « Joyeux Hanoucca ! » cria {name}. « Joyeux Hanoucca à toi aussi ! » répondit-il.',
    /street|rue/,
  ),
  b(
    '{atPlace}, on the seventh night, only one place in the menorah was still empty. “Tomorrow, all of them!” whispered {name}.',
    '{atPlace}, la septième nuit, il ne restait qu’une place vide sur la ménorah. « Demain, toutes les bougies ! » chuchota {name}.',
    /window|fenêtre/,
  ),
];

export const HANUKKAH_TURNS: PlacedL[] = [
  b(
    '{atPlace}, on the eighth night, {name} lit every candle, one by one. All nine flames shone in the window, and the dark street glowed with their light.',
    '{atPlace}, la huitième nuit, {name} alluma toutes les bougies, une à une. Les neuf flammes brillaient à la fenêtre, et toute la rue sombre s’illuminait de leur lumière.',
  ),
];

export const HANUKKAH_ENDINGS: PlacedL[] = [
  b(
    'Grandma hugged {name} by the glowing menorah. “Happy Hanukkah, my dear,” she whispered. {name} smiled and knew that {lesson}. The end.',
    'Mamie serra {name} dans ses bras près de la ménorah toute brillante. « Joyeux Hanoucca, mon trésor », murmura-t-elle. {name} sourit et sut que {lesson}. Fin.',
  ),
];

export const HANUKKAH_LESSON: L = {
  en: 'even a little light can shine a long way',
  fr: 'même une toute petite lumière peut briller très loin',
};
