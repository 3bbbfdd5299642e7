import type { TripDestWords } from './goal-space-trip-dest-words';
import { leadStep as at, step } from './task-step';

/**
 * Out among the planets on a trip to space (goal-space-trip.ts): the giant planet, Saturn's rings,
 * an icy little moon, a comet, more stars than anyone can count; a shower of space pebbles, and the
 * comet's tail that shelters the rocket at the turn. Same rules as goal-space-trip-dest-words.ts.
 */
const SPACE_SPOT = /planet|rings|comet/i;
export const SPACE_WORDS: TripDestWords = {
  there: [
    at(
      'Out of the window, a whole sky of planets appeared: a red one, a blue one, a stripy one, and one with rings. “Which one first?” asked {crew}.',
      'Par le hublot apparut tout un ciel de planètes : une rouge, une bleue, une à rayures, et une avec des anneaux. « Laquelle d’abord ? » demanda {crew}.',
      /rocket/,
    ),
    at(
      '{atPlace}, Jupiter was so big that all the other planets could fit inside it. Its great red spot was a whirlwind so big it could swallow our planet!',
      '{atPlace}, Jupiter était si grosse que toutes les autres planètes auraient pu tenir dedans. Sa grande tache rouge était un tourbillon de vent si grand qu’il pourrait avaler notre planète !',
      /giant|géante/i,
    ),
    at(
      '{atPlace}, the rocket slowed down for a better look: millions of sparkling bits of ice went round and round, some as small as a pebble, some as big as a house.',
      '{atPlace}, la fusée ralentit pour mieux voir : des millions de morceaux de glace tournaient en scintillant, certains petits comme un caillou, d’autres grands comme une maison.',
      /rings|anneaux/i,
    ),
    at(
      '{atPlace}, the rocket landed on a tiny icy moon, and {name} slid along it as if it were a skating rink, with {crew} sliding after.',
      '{atPlace}, la fusée se posa sur une toute petite lune de glace, et {name} glissa dessus comme sur une patinoire, avec {crew} juste derrière.',
      /rings|anneaux/i,
    ),
    at(
      '{atPlace}, a comet whooshed past with its long shining tail. {name} and {crew} waved to it as it went.',
      '{atPlace}, une comète passa en filant avec sa longue queue brillante. {name} et {crew} lui firent signe de la main.',
      /comet|comète/i,
    ),
    at(
      '{atPlace}, {name} switched off the lights in the rocket. Outside, there were more stars than anyone could ever count.',
      '{atPlace}, {name} éteignit les lumières de la fusée. Dehors, il y avait plus d’étoiles que personne ne pourrait jamais en compter.',
      /giant/,
    ),
    at(
      '{atPlace}, the Sun looked like a small bright coin, and the Earth was just a tiny blue dot, far, far away.',
      '{atPlace}, le Soleil ressemblait à une petite pièce brillante, et la Terre n’était plus qu’un minuscule point bleu, loin, très loin.',
      /comet/,
    ),
    at(
      '{atPlace}, {name} floated to the window and saw a planet as blue as a swimming pool, cold and windy: Neptune!',
      '{atPlace}, {name} flotta jusqu’au hublot et vit une planète bleue comme une piscine, froide et pleine de vent : Neptune !',
      /giant/,
    ),
    at(
      '{atPlace}, {name} and {crew} put on their helmets and floated outside on a long rope, turning slow somersaults among the stars.',
      '{atPlace}, {name} et {crew} mirent leur casque et sortirent en flottant au bout d’une longue corde, en faisant de lentes culbutes parmi les étoiles.',
      /comet/,
    ),
    at(
      '{atPlace}, {name} wrote in the log book: “Today we saw a planet with rings, a comet, and more stars than grains of sand on a beach.”',
      '{atPlace}, {name} écrivit dans le carnet de bord : « Aujourd’hui, on a vu une planète à anneaux, une comète, et plus d’étoiles que de grains de sable sur une plage. »',
      /rings/,
    ),
    at(
      '{atPlace}, a far-off planet glowed red, like a warm little lamp in the dark.',
      '{atPlace}, une planète lointaine brillait, toute rouge, comme une petite lampe dans le noir.',
      /comet/,
    ),
  ],
  hitch: [
    at(
      '{atPlace}, a shower of space pebbles came rattling towards the rocket: tap, tap, TAP! The rocket shook, and {name} held on tight.',
      '{atPlace}, une pluie de cailloux de l’espace fonça sur la fusée : tac, tac, TAC ! La fusée trembla, et {name} se cramponna.',
      SPACE_SPOT,
    ),
  ],
  turn: [
    step(
      '“Steady now,” said {crew}. {name} took the wheel and steered the rocket into the comet’s shining tail, where the pebbles could not follow, then out the other side. Phew! There, small and blue, was the Earth. Time to go home.',
      '« Doucement », dit {crew}. {name} prit les commandes et mena la fusée dans la queue brillante de la comète, où les cailloux ne pouvaient pas suivre, puis de l’autre côté. Ouf ! Là-bas, petite et bleue, il y avait la Terre. Il était temps de rentrer.',
    ),
  ],
  longTurn: [
    step(
      'Then a shower of space pebbles came rattling at the rocket: tap, tap, TAP! {name} took the wheel and steered into the comet’s shining tail, where the pebbles could not follow. Phew! There, small and blue, was the Earth. Time to go home.',
      'Soudain, une pluie de cailloux de l’espace fonça sur la fusée : tac, tac, TAC ! {name} prit les commandes et mena la fusée dans la queue brillante de la comète, où les cailloux ne pouvaient pas suivre. Ouf ! Là-bas, petite et bleue, il y avait la Terre. Il était temps de rentrer.',
    ),
  ],
};
