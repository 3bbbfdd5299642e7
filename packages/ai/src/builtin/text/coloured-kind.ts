import type { Kind } from '../idea/kinds';
import type { ObjectColour } from '../idea/object-colour';

/**
 * A hero kind said in the colour it is drawn in: "little tractor" → "little red tractor" (size before
 * colour in English), « petit tracteur » → « petit tracteur rouge », « baleine » → « baleine bleue ».
 */
export function colouredKind(kind: Kind, colour?: ObjectColour): Kind {
  if (!colour) return kind;
  const en = /^(little|tiny|small|big) /.test(kind.en)
    ? kind.en.replace(/^(\w+) /, `$1 ${colour.en} `)
    : `${colour.en} ${kind.en}`;
  return { ...kind, en, fr: `${kind.fr} ${kind.f ? colour.frF : colour.fr}` };
}
