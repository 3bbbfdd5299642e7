import type { Hit } from './find-words';
import type { Kind } from './kinds';

/**
 * "An astronaut cat fixes the space station", « Un chat astronaute répare la station spatiale »: the
 * astronaut is what the cat is, said right beside it, not a second character. Before, the English
 * hero was an astronaut person who met a cat on the way, and the French cat met an astronaut; now the
 * hero is the cat, drawn in a space helmet (pictures/space-helmet.ts). "A cat meets an astronaut"
 * keeps both: the words stand apart.
 */
export function isAnimalRole(h: Hit<Kind>, all: Hit<Kind>[]): boolean {
  if (h.item.id !== 'astronaut') return false;
  return all.some((o) => !o.item.person && (o.at === h.at + h.len || o.at + o.len === h.at));
}

/** The animal word the idea says is an astronaut ("astronaut cat", « chat astronaute »), if any. */
export function astronautAnimalWord(text: string): string | undefined {
  const m =
    /(?<!\p{L})(?:astronaut|cosmonaut|spaceman)\s+(\p{L}+)|(\p{L}+)\s+(?:astronaute|cosmonaute)(?!\p{L})/iu.exec(
      text,
    );
  return m?.[1] ?? m?.[2];
}
