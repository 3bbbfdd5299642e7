/**
 * A pet: "The boy who wanted a dog", « La petite fille qui voulait un chat » — asking Mum and Dad,
 * proving responsible, the shelter, chosen by the puppy at the turn (text/goal-pet.ts); "Our new
 * puppy", « Notre nouveau chiot » — from the day it comes home: its name, the first accident, sit,
 * the chewed shoe, the first walk (text/goal-pet-home.ts). Before, both hunted a stock kite, the
 * wanted dog met on the way carrying a basket, and "Our new puppy" made the puppy its hero.
 */
export type PetGoal = {
  kind: 'pet';
  animal: 'dog' | 'cat';
  /** Already home on page one ("Our new puppy"), not yet wished for. */
  home: boolean;
  /** The pet said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const PET = '(?:dog|puppy|pup|cat|kitten|pet)';
const FR_PET = '(?:chien|chienne|chiot|chat|chatte|chaton|animal)';
const WISH = [
  new RegExp(
    `\\b(?:wants?|wanted|wanting|wish(?:es|ed)? for|dreams? of having|longs? for|asks? for|begs? for) (?:a|an|her own|his own|a little|a pet) ${PET}\\b`,
    'i',
  ),
  new RegExp(
    `(?<!\\p{L})(?:veut|voulait|voulaient|rêve d['’]avoir|rêvait d['’]avoir|réclame|réclamait) (?:un|une) (?:petit |petite )?${FR_PET}(?!\\p{L})`,
    'iu',
  ),
];
const HOME = [
  /\b(?:our|my|his|her|the|a) new (?:puppy|dog|kitten|cat)\b|\bgets? a (?:puppy|kitten)\b/i,
  /(?<!\p{L})(?:notre|mon|son|le|un) nouveau (?:chiot|chien|chaton|chat)(?!\p{L})|(?<!\p{L})(?:notre|ma|sa|la|une) nouvelle (?:chienne|chatte)(?!\p{L})/iu,
];
const BIRTHDAY = /\bbirthday\b|(?<!\p{L})anniversaire(?!\p{L})/iu;
const CAT = /\b(?:cat|kitten)\b|(?<!\p{L})(?:chat|chatte|chaton)(?!\p{L})/iu;

/** The pet the idea wishes for or brings home, if any. */
export function readPet(description: string): PetGoal | undefined {
  // "wants a puppy for her birthday": the birthday's story, the puppy its present (goal-party.ts).
  if (BIRTHDAY.test(description)) return undefined;
  const home = HOME.some((re) => re.test(description));
  if (!home && !WISH.some((re) => re.test(description))) return undefined;
  const animal = CAT.test(description) ? 'cat' : 'dog';
  const task =
    animal === 'cat'
      ? { en: 'have a kitten', fr: 'avoir un chaton' }
      : { en: 'have a puppy', fr: 'avoir un chiot' };
  return { kind: 'pet', animal, home, task };
}
