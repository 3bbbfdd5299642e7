import type { PlacedL } from './story-place-fit';

/**
 * A visit to a place (idea/read-goal-visit.ts): arriving, its own spots, a small mishap, the named
 * deed at the turn, going home. Slots: {name}, {dest} / {Dest} ("the zoo", « le zoo »), {atDest}
 * ("at the zoo", « au zoo »), {animals} ("the giraffes", « les girafes »), {deed} ("feed the
 * giraffes", « donner à manger aux girafes »), {atPlace} (one of the place's spots).
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const VISIT_PROBLEMS: PlacedL[] = [
  b(
    'Today was a special day: {name} was going to {dest}, and could not wait to {deed}!',
    'Aujourd’hui, c’était un jour spécial : {name} allait {toDest}, et avait hâte de {deed} !',
  ),
  b(
    'That morning, {name} put on a hat and packed a snack: off to {dest}! First of all, {name} wanted to {deed}.',
    'Ce matin-là, {name} mit un chapeau et prépara un goûter : en route pour {dest} ! Avant tout, {name} voulait {deed}.',
  ),
];

/** The place's spots, in place of the quest's search. */
export const VISIT_SPOTS: PlacedL[] = [
  b(
    '{atPlace}, {name} stopped and stared. There was so much to see {atDest}!',
    '{atPlace}, {name} s’arrêta, les yeux grands ouverts. Il y avait tant à voir {atDest} !',
  ),
  b(
    '{atPlace}, {name} read the little sign out loud, and everyone learned something new.',
    '{atPlace}, {name} lut le petit panneau à voix haute, et tout le monde apprit quelque chose.',
  ),
  b(
    '{atPlace}, {name} waved hello. Somebody waved back!',
    '{atPlace}, {name} fit coucou de la main. Quelqu’un répondit !',
  ),
];

/** On the way to the animals, a little closer each time. */
export const VISIT_CLUES: PlacedL[] = [
  b(
    '{atPlace}, {name} looked at the map. {Animals} were not far now!',
    '{atPlace}, {name} regarda le plan. {Animals} n’étaient plus très loin !',
  ),
  b(
    '{atPlace}, {name} stood on tiptoe. Over there, was that one of {animals}?',
    '{atPlace}, {name} se mit sur la pointe des pieds. Là-bas, était-ce {oneOf} des {animalsBare} ?',
  ),
];

export const VISIT_ENDINGS: PlacedL[] = [
  b(
    'On the way home, {name} was sleepy and happy, and still smiled about {animals}. The end.',
    'Sur le chemin du retour, {name} avait sommeil, mais souriait encore en pensant {toAnimals}. Fin.',
  ),
  b(
    'Back home, {name} drew {animals} before bed. What a day it had been {atDest}! The end.',
    'De retour à la maison, {name} dessina {animals} avant de se coucher. Quelle journée {atDest} ! Fin.',
  ),
];
