import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * Saving a place under the sea ("A little fish protects the reef from a shark", « Un petit poisson
 * protège le récif de corail contre un requin »): no ground shakes and nothing stomps or sits under
 * water. goal-defend.ts takes these in place of the land's problems and calm turns for a sea book only.
 */
export const DEFEND_PROBLEMS_SEA: PlacedL[] = [
  b(
    'Suddenly the water began to churn: SPLASH, SPLASH! {AThreat} was swimming straight for the coral reef!',
    'Soudain, l’eau se mit à bouillonner : PLOUF, PLOUF ! {AThreat} fonçait droit sur le récif de corail !',
  ),
  b(
    'One morning, a great shadow glided over {town}. {AThreat} had come, and everyone swam off to hide!',
    'Un matin, une grande ombre glissa sur {town}. {AThreat} était arrivé{e}, et tout le monde fila se cacher !',
  ),
];

export const DEFEND_TURNS_CALM_SEA: PlacedL[] = [
  b(
    '{name} swam right up to {threat} and spoke softly, eye to eye. Little by little, {threat} calmed down and swam in slow, gentle circles. {Town} was safe!',
    '{name} nagea jusqu’à {threat} et lui parla doucement, les yeux dans les yeux. Peu à peu, {threat} se calma et se mit à nager en cercles tout doux. {Town} était sauvé{townE} !',
  ),
  b(
    '{name} held out a big basket of food. {Threat} sniffed, ate it all up, and stopped chasing everyone at once: {it} had only been hungry!',
    '{name} tendit un grand panier de nourriture. {Threat} renifla, mangea tout et cessa aussitôt de poursuivre tout le monde : {il} avait juste faim !',
  ),
];
