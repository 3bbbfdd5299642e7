import { inFamily, place } from '../idea/settings';
import { PET_PLACES } from './goal-pet-words';
import { core, type OrderedStep } from './ordered-steps';
import type { PlacedL } from './story-place-fit';
import { leadStep } from './task-step';
import type { L } from './theme-types';

/**
 * A new puppy or kitten home (idea/read-goal-pet.ts "Our new puppy"), in order: it arrives, it gets
 * its name (Pepper, « Poivre »), the first accident, sit (a kitten: come when called), the chewed
 * shoe (the unwound wool), the first night; the first walk at the turn (a kitten's first cuddle), and
 * at the end one of the family. French avoids words that agree with the hero.
 */
export const PET_HOME_PLACES = {
  ...PET_PLACES,
  garden: inFamily('nature', [place('in/the garden|by the house', 'dans/le jardin')])[0],
};

export const PET_HOME_OPENINGS: L[] = [
  {
    en: '{name} lived in a little house with a garden, and today was a very special day: the new {young} was coming home!',
    fr: '{name} habitait une petite maison avec un jardin, et aujourd’hui était un jour très spécial : le nouveau {chiot} arrivait à la maison !',
  },
];

export const PET_HOME_PROBLEMS: PlacedL[] = [
  {
    en: 'Dad opened the box, and out tumbled a tiny {young} with big paws and a wobbly tail. It sniffed {name}’s shoes and sneezed. But it had no name yet, and it knew nothing at all about living in a house!',
    fr: 'Papa ouvrit la caisse, et un minuscule {chiot} aux grosses pattes en sortit en culbutant. Il renifla les chaussures de {name} et éternua. Mais il n’avait pas encore de nom, et il ne savait rien du tout de la vie dans une maison !',
  },
];

export const petHomeSteps = (cat: boolean): OrderedStep[] => [
  core(
    leadStep(
      '{atPlace}, everyone tried out names. Fluffy? Rocket? Then the {young} sneezed again, and {name} laughed. “Let’s call you Pepper!”',
      '{atPlace}, chacun proposa un nom. Pompon ? Fusée ? Puis le {chiot} éternua encore, et {name} éclata de rire. « On va t’appeler Poivre ! »',
      /living room/,
    ),
  ),
  core(
    leadStep(
      cat
        ? '{atPlace}, oh no! A little puddle on the floor. “Pepper is still a baby,” said Mum, and {name} showed Pepper the litter tray, gently.'
        : '{atPlace}, oh no! A little puddle on the floor. “Pepper is still a baby,” said Mum, and {name} helped wipe it up. “Next time, outside!”',
      cat
        ? '{atPlace}, oh non ! Une petite flaque par terre. « Poivre est encore un bébé », dit Maman, et {name} montra doucement la litière à Poivre.'
        : '{atPlace}, oh non ! Une petite flaque par terre. « Poivre est encore un bébé », dit Maman, et {name} aida à essuyer. « La prochaine fois, dehors ! »',
      /kitchen/,
    ),
  ),
  leadStep(
    '{atPlace}, {name} filled Pepper’s bowl, and Pepper ate so fast that there was food on the floor, on the nose and even on the ears.',
    '{atPlace}, {name} remplit la gamelle de Poivre, et Poivre mangea si vite qu’il y en avait par terre, sur la truffe et même sur les oreilles.',
    /kitchen/,
  ),
  leadStep(
    '{atPlace}, Pepper chased a falling leaf round and round, until {name} felt dizzy just watching.',
    '{atPlace}, Poivre courut après une feuille qui tombait, en rond, en rond, à en donner le tournis à {name}.',
    /garden/,
  ),
  core(
    leadStep(
      cat
        ? '{atPlace}, {name} shook the box of treats. “Come, Pepper!” Pepper sat, licked a paw, looked at a butterfly… and at last came running. “Good kitten!”'
        : '{atPlace}, {name} held up a treat. “Sit, Pepper!” Pepper wagged, spun round, jumped… and at last sat down. “Good dog!”',
      cat
        ? '{atPlace}, {name} secoua la boîte de friandises. « Viens, Poivre ! » Poivre s’assit, se lécha une patte, regarda un papillon… et finit par accourir. « Bon chaton ! »'
        : '{atPlace}, {name} leva une friandise. « Assis, Poivre ! » Poivre remua la queue, tourna en rond, sauta… et finit par s’asseoir. « Bon chien ! »',
      /garden/,
    ),
  ),
  core(
    leadStep(
      cat
        ? '{atPlace}, where was the ball of wool? Under the bed, Pepper had unwound it all, round and round the legs of the chair. “What a tangle!” laughed {name}.'
        : '{atPlace}, where was {name}’s other shoe? Under the bed, Pepper was chewing it, very pleased. “Not my shoe!” cried {name}, and swapped it for a chew toy.',
      cat
        ? '{atPlace}, où était passée la pelote de laine ? Sous le lit, Poivre l’avait toute déroulée, autour des pieds de la chaise. « Quel fouillis ! » dit {name} en riant.'
        : '{atPlace}, où était passée l’autre chaussure de {name} ? Sous le lit, Poivre la mâchouillait, tout content. « Pas ma chaussure ! » s’écria {name}, en l’échangeant contre un jouet à mâcher.',
      /bedroom/,
    ),
  ),
  leadStep(
    '{atPlace}, {name} brushed Pepper’s soft fur, and Pepper rolled over for a tummy rub.',
    '{atPlace}, {name} brossa le poil tout doux de Poivre, et Poivre se mit sur le dos pour un câlin sur le ventre.',
    /living room/,
  ),
  core(
    leadStep(
      'That first night {atPlace}, Pepper gave a little cry, all alone in the basket. {name} tucked an old teddy bear beside the {young}, and soon they were both fast asleep.',
      'Cette première nuit, {atPlace}, Poivre pleurait tout bas, seul dans son panier. {name} glissa un vieux nounours près du {chiot}, et bientôt, tout le monde dormait à poings fermés.',
      /bedroom/,
    ),
  ),
];

export const petHomeTurns = (cat: boolean): PlacedL[] => [
  cat
    ? {
        en: '{atPlace}, Pepper climbed onto {name}’s lap for the very first time, turned round three times, curled up and purred and purred.',
        fr: '{atPlace}, pour la toute première fois, Poivre grimpa sur les genoux de {name}, tourna trois fois sur lui-même, se roula en boule et ronronna, ronronna.',
      }
    : {
        en: '{atPlace}, {name} clipped on the brand-new lead, and off they went on their very first walk together. Pepper sniffed every flower and barked at every pigeon, and {name} laughed all the way.',
        fr: '{atPlace}, {name} accrocha la laisse toute neuve, et ils partirent pour leur toute première promenade ensemble. Poivre renifla chaque fleur et aboya après chaque pigeon, et {name} rit tout du long.',
      },
];

export const PET_HOME_ENDINGS: PlacedL[] = [
  {
    en: 'That evening, Pepper fell asleep at the foot of {name}’s bed, snoring softly. The new {young} was one of the family now. {name} had learned that {lesson}. The end.',
    fr: 'Ce soir-là, Poivre s’endormit au pied du lit de {name} en ronflant tout doucement. Le nouveau {chiot} faisait partie de la famille, maintenant. {name} avait appris que {lesson}. Fin.',
  },
];

export const PET_HOME_LESSON: L = {
  en: 'love takes patience, one little step at a time',
  fr: 'l’amour demande de la patience, un petit pas après l’autre',
};
