import { type ColoringSubject, subject as s } from './coloring-subject-types';

/**
 * The community helpers at work (coloring-groups.ts): « Les métiers à colorier » coloured « Sam, qui
 * trouve le livre au cabinet du médecin », 'Community helpers coloring book' a fairy's book on the
 * rainbow bridge. Now each page is one worker drawn large at their work, in their own place, with
 * the tools the caption names (the firefighter's engine and the fire, the doctor's stethoscope).
 */
export const HELPERS: ColoringSubject[] = [
  s('man-firefighter', 'the firefighter|spraying the fire', 'le pompier|qui arrose le feu', {
    place: 'the fire station',
    props: ['fire-engine', 'fire'],
  }),
  s(
    'health-worker',
    'the doctor|listening with a stethoscope',
    'le médecin|qui écoute avec son stéthoscope',
    { place: 'the doctor’s office', props: ['stethoscope'] },
  ),
  s('man-cook', 'the baker|with the fresh bread', 'le boulanger|avec le pain tout chaud', {
    place: 'the bakery',
    props: ['baguette-bread', 'croissant'],
  }),
  s(
    'police-officer',
    'the police officer|beside the police car',
    'le policier|à côté de la voiture de police',
    { place: 'the police station', props: ['police-car'] },
  ),
  s(
    'woman-teacher',
    'the teacher|with her books in the classroom',
    'la maîtresse|avec ses livres en classe',
    {
      place: 'the classroom',
      props: ['books'],
    },
  ),
  s('man-farmer', 'the farmer|driving the tractor', 'le fermier|qui conduit son tracteur', {
    stage: 'farm',
    props: ['tractor'],
  }),
  s(
    'construction-worker',
    'the builder|in a hard hat, laying bricks',
    'le maçon|avec son casque, qui pose des briques',
    { place: 'the building site', stage: 'road', props: ['brick', 'building-construction'] },
  ),
  // No postman icon: the postman on his round by bike, the letters and the postbox beside him.
  s('man-biking', 'the postman|cycling with the letters', 'le facteur|à vélo avec les lettres', {
    stage: 'town',
    props: ['envelope', 'postbox'],
  }),
  s('woman-health-worker', 'the vet|caring for a puppy', 'la vétérinaire|qui soigne un chiot', {
    place: 'the vet’s clinic',
    props: ['dog'],
  }),
  s('man-pilot', 'the pilot|beside the plane', 'le pilote|à côté de son avion', {
    stage: 'road',
    props: ['airplane'],
  }),
  s('woman-cook', 'the chef|frying an egg in the kitchen', 'la cuisinière|qui fait cuire un œuf en cuisine', {
    place: 'the kitchen',
    props: ['cooking'],
  }),
  s(
    'man-mechanic',
    'the mechanic|fixing a car with a wrench',
    'le mécanicien|qui répare une voiture avec sa clé',
    {
      stage: 'road',
      props: ['wrench', 'automobile'],
    },
  ),
];
