import { type ColoringScene, scene as s } from './coloring-arc-scene';

// In bed in the hero's own home (goal-ill-home.ts): the bedroom's spots, the burrow, the giraffe house, a den.
const BED = /^in bed$|under the covers|by the window|burrow|house|shelter|barn|den|nest|hollow|coral|hammock/;
// Out to play at the end: the garden, the zoo's rocks or pool, the forest's old oak.
const OUT = /garden|rocks|pool|meadow|oak|trees|jungle|field/;

/**
 * Being ill as a coloring book, in its order (goal-ill.ts): « Léa a la varicelle » colored « la
 * baguette magique » at the library. The first sneeze, the doctor's thermometer and "aaah", medicine,
 * soup and honey tea, the friends' card, asleep, better in the morning and out to play. Each caption
 * names what is drawn beside the hero ({doc} is the doctor or the vet); French agrees with no hero.
 */
export const ILL_SCENES: ColoringScene[] = [
  s('sneezes a big “aaa-choo”', 'éternue un grand « atchoum »', ['sneezing-face'], BED),
  s(
    'has a fever and no strength to play',
    'a de la fièvre et pas la force de jouer',
    ['face-with-thermometer'],
    BED,
  ),
  s(
    'holds the thermometer for {doc}',
    'tient le thermomètre pour {doc}',
    ['health-worker', 'thermometer'],
    BED,
  ),
  s(
    'opens wide and says “aaah” for {doc}',
    'ouvre grand la bouche et dit « aaah » pour {doc}',
    ['health-worker'],
    BED,
  ),
  s('takes the medicine', 'prend son médicament', ['pill'], BED),
  s('eats a bowl of warm soup', 'mange un bol de soupe bien chaude', ['steaming-bowl'], BED),
  s('sips honey tea', 'boit une tisane au miel', ['hot-beverage', 'honey-pot'], BED),
  s('reads the friends’ get-well card', 'lit la carte « Guéris vite ! » des amis', ['envelope'], BED),
  s('sleeps with the card', 'dort à poings fermés avec la carte', ['envelope'], BED, {
    asleep: true,
  }),
  s(
    'wakes up all better as the sun comes up',
    'se réveille en pleine forme quand le soleil se lève',
    ['sun'],
    BED,
    { turn: true },
  ),
  s('runs out to play ball again', 'court de nouveau jouer au ballon', ['soccer-ball'], OUT),
];
