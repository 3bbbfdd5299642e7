/** The pictures use the text planner's seeded PRNG, so a book's words and pictures share one seed scheme. */
export { hashText as hashString, type Random as Rng, seededRandom as createRng } from '../text/seeded-random';
