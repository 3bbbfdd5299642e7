import type { Hit } from './find-words';
import type { Kind } from './kinds';
import type { Token } from './tokens';

// « le jardin de Mamie », « chez Papi », "at Grandpa’s": the word before a relative who owns the place.
const OWNER_LEAD = /^(de|d'|d’|du|chez)$/;
const AND = /^(and|et)$/;

/**
 * "Easter egg hunt in Grandma’s garden", « La chasse aux œufs dans le jardin de Mamie », « Les vacances
 * chez Papi et Mamie »: a relative owning the place is the host beside the hero (read-cast.ts), never the
 * hero's kind. Before, the hero was "Zoé, a grandmother" while Grandma called the hunt's start.
 */
export function ownsPlace(tokens: Token[], h: Hit<Kind>): boolean {
  if (!('relative' in h.item)) return false;
  const owner = (first: number, last: number) =>
    Boolean(tokens[last]?.possessive) || OWNER_LEAD.test(tokens[first - 1]?.norm ?? '');
  if (owner(h.at, h.at + h.len - 1)) return true;
  // « chez Papi et Mamie », "at Grandma and Grandpa’s": the other of the pair owns it too.
  if (AND.test(tokens[h.at - 1]?.norm ?? '') && owner(h.at - 2, h.at - 2)) return true;
  return AND.test(tokens[h.at + h.len]?.norm ?? '') && Boolean(tokens[h.at + h.len + 1]?.possessive);
}
