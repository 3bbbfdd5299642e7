/**
 * Saying goodnight round a place is a picture-book shape of its own, not a deed to get done: "A
 * sleepy bunny says goodnight to everything in the garden", « Un petit lapin qui dit bonne nuit à
 * tous les animaux de la ferme » — one thing a page (“Goodnight, old apple tree.”), dusk to night,
 * and asleep in bed at the end (text/goal-goodnight.ts). Before this the bunny was told “the job
 * was done” (issue 14). The things come from the list the idea gives ("to the moon, the stars and
 * her teddy"), then from the setting (the farm's cow, hens and pig).
 */
export type GoodnightGoal = {
  kind: 'goodnight';
  /** The things the idea lists, in its order (ids of text/goal-goodnight-things.ts). */
  named: string[];
  /** "all the animals", « tous les animaux »: the setting's animals, not its flowers. */
  animals: boolean;
  /** The round said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};
const TASK = { en: 'say goodnight to everyone', fr: 'dire bonne nuit à tout le monde' };

// "says goodnight to", "says good night to", "bids goodnight to", « dit bonne nuit à », « souhaite bonne nuit aux ».
const SAYS = [
  /\b(?:say|says|saying|said|bid|bids|bidding|wish|wishes|wishing)\s+(?:goodnight|good[\s-]night)\b(?:\s+to\b)?/i,
  /\b(?:dit|disent|dire|disait|souhaite|souhaitent|souhaiter|souhaitait)\s+(?:une\s+)?bonne\s+nuit\b/i,
  // The idea that is the goodnight itself, no one saying it: "Goodnight to all the animals on the
  // farm", « Bonne nuit à tous les animaux de la ferme » (a bell hunt at night before this). Only
  // at the head of a sentence and followed by "to"/« à », so "Goodnight, little bear" stays a title.
  /(?:^|[.!?]\s*)(?:goodnight|good[\s-]night)\s+to\b/i,
  /(?:^|[.!?]\s*)bonne\s+nuit\s+(?:à|aux)\s/i,
  // A farm's goodnight as the idea's title: 'Goodnight farm rhymes', « Bonne nuit la ferme en
  // comptines » (a bell hunt at night before this).
  /(?:^|[.!?]\s*)(?:goodnight|good[\s-]night),?\s+(?:the\s+)?farm\b/i,
  /(?:^|[.!?]\s*)bonne\s+nuit,?\s+(?:à\s+)?la\s+ferme\b/i,
];

/** The words that name a thing one can say goodnight to, by id (the text side draws and says them). */
export const GOODNIGHT_WORDS: [string, RegExp][] = [
  ['moon', /\b(?:moon|lune)\b/i],
  ['stars', /\b(?:stars?|étoiles?)\b/i],
  ['teddy', /\b(?:teddy|teddy bear|nounours|doudou|ours en peluche)\b/i],
  ['cow', /\b(?:cows?|vaches?)\b/i],
  ['hens', /\b(?:hens?|chickens?|poules?)\b/i],
  ['pig', /\b(?:pigs?|cochons?)\b/i],
  ['horse', /\b(?:horses?|chevaux|cheval)\b/i],
  ['sheep', /\b(?:sheep|moutons?|brebis)\b/i],
  ['ducks', /\b(?:ducks?|canards?)\b/i],
  ['goat', /\b(?:goats?|chèvres?)\b/i],
  ['dog', /\b(?:dog|chien)\b/i],
  ['cat', /\b(?:cat|chat)\b/i],
  ['owl', /\b(?:owl|hibou|chouette)\b/i],
  ['snail', /\b(?:snails?|escargots?)\b/i],
  ['frog', /\b(?:frogs?|grenouilles?)\b/i],
  ['hedgehog', /\b(?:hedgehog|hérisson)\b/i],
  ['flowers', /\b(?:flowers|fleurs)\b/i],
  ['apple-tree', /\b(?:apple tree|pommier)\b/i],
  ['bird', /\b(?:bird|birds|oiseaux?)\b/i],
  ['mouse', /\b(?:mouse|souris)\b/i],
];

const ANIMALS = /\b(?:animals|animaux|creatures|bêtes)\b/i;

/** The goodnight round the idea describes, if any, with the things it lists. */
export function readGoodnight(description: string): GoodnightGoal | undefined {
  const said = SAYS.map((re) => re.exec(description)).find(Boolean);
  if (!said) return undefined;
  // What follows the verb, to the end of the sentence: "the moon, the stars and her teddy".
  const rest = description.slice(said.index + said[0].length).split(/[.!?;]/)[0];
  const named = GOODNIGHT_WORDS.map(([id, re]) => ({ id, at: rest.search(re) }))
    .filter((w) => w.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((w) => w.id);
  return { kind: 'goodnight', named, animals: ANIMALS.test(rest), task: TASK };
}
