import type { Token } from './tokens';

/**
 * Words written with a capital in any sentence — holidays, Santa, « Père Noël », days and months —
 * say nothing about how the idea is cased: "Mia waits for Santa on Christmas Eve" is a sentence, and
 * counting "Santa" and "Christmas" made it look title-cased, so Mia lost her name (a new-user review:
 * the book was about Pim the penguin).
 */
const ALWAYS_CAPITAL =
  /^(christmas|xmas|eve|santa|claus|noël|père|easter|pâques|halloween|hanukkah|diwali|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)$/;

/**
 * "Wild Tigers of India", « Petit Ours et sa maman »: in a title-cased idea a capital says nothing
 * about names — but two names joined by "and" are names ("Rose and Daisy go to the beach").
 */
export function isTitleCased(raw: Token[]): boolean {
  const twoNames = /^(and|et)$/.test(raw[1]?.norm ?? '') && /^\p{Lu}/u.test(raw[2]?.text ?? '');
  const long = raw.filter((t) => t.text.length > 3 && !ALWAYS_CAPITAL.test(t.norm));
  return (
    !twoNames && long.length >= 2 && long.filter((t) => /^\p{Lu}/u.test(t.text)).length >= long.length * 0.6
  );
}
