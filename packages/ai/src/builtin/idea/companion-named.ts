import type { Hit } from './find-words';
import type { Kind } from './kinds';
import type { Token } from './tokens';

// "my robot friend Bolt", "his dog named Max": the words that may sit between a companion's kind and its name.
const BETWEEN = /^(friend|pal|buddy|named|called|ami|amie|copain|copine|nommée?|appelée?)$/;

/**
 * A name right after a companion's kind is the companion's: "My robot friend Bolt", « Mon ami le
 * robot Bip », "Me and my robot Beep", "My friend the dinosaur Rex". Before, it was read as the
 * hero's ("Voici Bip, un enfant", with a nameless robot); now the hero is a child with a name of its
 * own and the robot is Bip (read-cast.ts). `cued`: the kind is the hero's companion ("my", "with").
 */
export const namesCompanion = (
  tokens: Token[],
  at: number,
  kinds: Hit<Kind>[],
  cued: (h: Hit<Kind>) => boolean,
) =>
  kinds.some((h) => {
    const end = h.at + h.len;
    return cued(h) && (at === end || (at === end + 1 && BETWEEN.test(tokens[end]?.norm ?? '')));
  });
