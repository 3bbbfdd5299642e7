import type { Language } from '@bookloom/core';
import type { Hit } from './find-words';
import { kindInName } from './kind-in-name';
import { VEHICLES } from './kind-variants';
import type { Kind } from './kinds';
import { colourNear, type ObjectColour } from './object-colour';
import type { Token } from './tokens';
import { formsOf } from './words';

/** Words a vehicle's name may start with: "Little Tugboat", "Little Red Fire Truck", "Brave Tug". */
const LEAD = /^(little|tiny|small|big|brave|old|red|yellow|blue|green|orange|petite?|grande?|vieux|vieille)$/;
const ARTICLE = /^(a|an|the|le|la|l|un|une)$/;
/** The vehicles a bare « Le petit remorqueur » names after its kind: the tugboat and the digger. */
const NAMED_BY_LITTLE = new Set(['tugboat', 'excavator']);

const capital = (t?: Token) => Boolean(t && /^\p{Lu}/u.test(t.text));
const titled = (s: string) =>
  s.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());

/**
 * A vehicle hero named after its kind: "Little Tugboat helps the big ship", "Little Red Fire Truck
 * saves the day" (capitalised, the kind words are a name, and capitals are never read as kinds:
 * find-words.ts), « Le petit remorqueur aide le gros bateau » (a tugboat with no other name is
 * Petit Remorqueur). Before, "Tugboat" was "a child called Tugboat" and the fire truck "Toby, a
 * little car". `vehicle`: the vehicle read as the hero (vehicle-hero.ts); `named`: the idea's names.
 */
export function vehicleNamedByKind(
  raw: Token[],
  vehicle: Hit<Kind> | undefined,
  named: { at: number }[],
  lang: Language,
): { kind: Kind; name: string; colour?: ObjectColour } | undefined {
  const at = ARTICLE.test(raw[0]?.norm ?? '') ? 1 : 0;
  let end = at;
  while (capital(raw[end])) end++;
  // "Little Red Fire Truck": lead words, then the kind (its longest form first: not just "Truck").
  for (let e = at + 2; e <= end; e++)
    for (let k = Math.min(3, e - at - 1); k >= 1; k--) {
      const words = raw.slice(e - k, e).map((t) => t.norm);
      const kind = VEHICLES.find((v) => formsOf(v).includes(words.join(' ')));
      if (!kind || !raw.slice(at, e - k).every((t) => LEAD.test(t.norm))) continue;
      const colour = colourNear(raw, e - k, k, lang);
      const name = raw
        .slice(at, e)
        .map((t) => t.text)
        .join(' ');
      return { kind, name, ...(colour ? { colour } : {}) };
    }
  // « Le petit remorqueur », "The little digger": no name of its own, so the kind said is its name.
  const base = vehicle && VEHICLES.find((v) => v.id === vehicle.item.id);
  if (!base || !NAMED_BY_LITTLE.has(base.id) || named.length || !LEAD.test(raw[vehicle.at - 1]?.norm ?? ''))
    return undefined;
  return { kind: base, name: titled(lang === 'fr' ? vehicle.item.fr : vehicle.item.en) };
}

/**
 * The kind said in the hero's name: a vehicle named after its kind (above), else "Robot Max",
 * "Super Dog" (kind-in-name.ts), when the hero's name is read and no kind (`hero` undefined else).
 */
export const heroKindInName = (
  raw: Token[],
  tokens: Token[],
  named: { at: number; name: string }[],
  vehicle: Hit<Kind> | undefined,
  lang: Language,
  hero: { at: number; name: string } | undefined,
): { kind: Kind; name?: string; colour?: ObjectColour } | undefined =>
  vehicleNamedByKind(raw, vehicle, named, lang) ?? (hero ? kindInName(tokens, named, hero) : undefined);
