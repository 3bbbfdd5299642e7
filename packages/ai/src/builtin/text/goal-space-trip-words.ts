import type { PlacedL } from './story-place-fit';
import { leadStep as at, step } from './task-step';
import type { L } from './theme-types';

/**
 * A trip to space (text/goal-space-trip.ts), told in order: getting ready at the launch pad (suits,
 * helmets, the ladder, the countdown), the launch, floating in the rocket and the Earth getting
 * small. {dest} is where they go ("the Moon", « Mars »), {toDest} the way there ("to Mars", « sur
 * Mars »), {crew} who comes along ("Grandpa", « Papi », "Lou", "the dog"): never the first word of a
 * sentence, never after « de » (« de le chien »), and nothing agrees with it or with the hero.
 */
export const TRIP_OPENINGS: L[] = [
  step(
    'Once upon a time there lived {aKind} called {name}, who loved looking up at the sky and dreamt of going {toDest} one day.',
    'Il était une fois {aKind} {named} {name}, qui adorait regarder le ciel et rêvait d’aller un jour {toDest}.',
  ),
];

export const TRIP_PROBLEMS: PlacedL[] = [
  step(
    'One evening, {crew} came running with a big smile and two shiny space helmets. “Guess what? Tomorrow we are going {toDest}!” {name} jumped for joy.',
    'Un soir, {crew} arriva en courant avec un grand sourire et deux casques de l’espace tout brillants. « Devine quoi ? Demain, on part {toDest} ! » {name} sauta de joie.',
  ),
];

/** At the launch pad, then in the rocket: ready, the countdown, lift-off, floating, the Earth small. */
export const TRIP_READY: PlacedL[] = [
  at(
    '{atPlace}, {name} and {crew} put on their space suits: big boots, thick gloves, and a round helmet with a window to see through.',
    '{atPlace}, {name} et {crew} enfilèrent leur combinaison spatiale : de grosses bottes, des gants épais et un casque rond avec une vitre pour voir.',
    /launch|lancement/,
  ),
  at(
    '{atPlace}, the rocket stood tall and white, pointing at the sky. {name} climbed the long ladder right to the top, and {crew} came just behind.',
    '{atPlace}, la fusée se dressait, haute et blanche, pointée vers le ciel. {name} grimpa la longue échelle jusqu’en haut, et {crew} suivait juste derrière.',
    /launch|lancement/,
  ),
  at(
    'Inside the rocket, everyone buckled up. “Ten, nine, eight…” counted the whole launch pad. “…three, two, one… LIFT-OFF!”',
    'Dans la fusée, tout le monde boucla sa ceinture. « Dix, neuf, huit… » comptait toute la base. « … trois, deux, un… DÉCOLLAGE ! »',
    /launch|lancement/,
  ),
  at(
    'With a huge ROAR and a cloud of smoke, the rocket climbed up, up, up into the sky. {name} and {crew} held hands very tight.',
    'Dans un grand grondement et un nuage de fumée, la fusée monta, monta, monta dans le ciel. {name} et {crew} se tenaient très fort la main.',
    /rocket|fusée/,
  ),
  at(
    '{atPlace}, the engines went quiet, and {name} began to float! A biscuit drifted past, and {crew} caught it with a laugh.',
    '{atPlace}, les moteurs se turent, et {name} se mit à flotter ! Un biscuit passa en flottant, et {crew} l’attrapa en riant.',
    /rocket|fusée/,
  ),
  at(
    '{atPlace}, {name} pressed a nose to the window. Down below, the Earth was getting smaller and smaller: a round blue ball with white swirls of cloud.',
    '{atPlace}, {name} colla son nez au hublot. En bas, la Terre devenait de plus en plus petite : une boule bleue avec des tourbillons de nuages blancs.',
    /rocket|fusée/,
  ),
  at(
    '{atPlace}, {name} and {crew} ate lunch out of tubes and watched the stars slide by. “Not long now!”',
    '{atPlace}, {name} et {crew} mangèrent leur repas dans des tubes en regardant défiler les étoiles. « Plus très longtemps ! »',
    /rocket|fusée/,
  ),
];

/** The way home and the last page, back on Earth at night, {skyThing} up in the sky. */
export const TRIP_ENDINGS: PlacedL[] = [
  step(
    'Whoosh! The rocket flew home, and the Earth grew bigger and bigger in the window until… splash! It landed safely in the sea. That night, {name} looked up at {skyThing} and smiled: “We were really there, {crew} and me.” {name} had learned that {lesson}. The end.',
    'Zoum ! La fusée rentra à la maison, et la Terre grossit, grossit dans le hublot jusqu’à… plouf ! Elle se posa en douceur dans la mer. Ce soir-là, {name} leva les yeux vers {skyThing} et sourit : « On y était pour de vrai, avec {crew}. » {name} avait appris que {lesson}. Fin.',
  ),
];
