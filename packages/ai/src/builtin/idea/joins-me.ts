import type { Hit } from './find-words';
import type { Kind } from './kinds';
import type { Token } from './tokens';

const ME = /^(me|moi|i)$/;
const AND = /^(and|et)$/;

/**
 * "Grandma and me bake cookies", "Me and Mum…", « Mamie et moi, on fait un gâteau »: the one telling is
 * the child hero, and the relative joined to "me" comes along (read-cast.ts). Before, the relative was
 * the hero ("Meet Grandma, a grandmother") and a Dad nobody named lit the oven.
 */
export const joinsMe = (tokens: Token[], h: Hit<Kind>) =>
  'relative' in h.item &&
  ((AND.test(tokens[h.at + h.len]?.norm ?? '') && ME.test(tokens[h.at + h.len + 1]?.norm ?? '')) ||
    (AND.test(tokens[h.at - 1]?.norm ?? '') && ME.test(tokens[h.at - 2]?.norm ?? '')));
