import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A hero whose name carries a superhero's title ("Captain Sock", « Capitaine Chaussette ») is a
 * superhero from the first line: the title is no secret to tell. Before, the book opened « vivait un
 * enfant nommé Capitaine Chaussette… avait un secret », then told that Captain Sock was a superhero.
 */
export const TITLED_OPENINGS: PlacedL[] = [
  step(
    'In the middle of a busy city, there lived a superhero: {name}! By day, {name} was just {aKind}, like any other.',
    'Au milieu d’une grande ville pleine de monde vivait {unHero} : {name} ! Le jour, {name} ressemblait à {aKind} comme les autres.',
  ),
];

export const TITLED_PROBLEMS: PlacedL[] = [
  step(
    'But {name} had a cape, a mask and a promise: “Whoever needs help in this city, I will help.” And that day, the city would need a lot of help.',
    'Mais {name} avait une cape, un masque et une promesse : « Quiconque a besoin d’aide dans cette ville, je l’aiderai. » Et ce jour-là, la ville allait avoir bien besoin d’aide.',
  ),
];
