/** The pictures use the text planner's seeded PRNG, so a book's words and pictures share one seed scheme. */
export { type Random as Rng, hashText as hashString, seededRandom as createRng } from '../text/seeded-random';
