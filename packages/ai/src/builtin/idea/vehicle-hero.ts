import { isVehicle } from './kind-variants';
import type { Kind } from './kinds';
import type { Token } from './tokens';

type Hit = { at: number; len: number; item: Kind };

// Before the vehicle at the start of the idea: "A little red", « Le petit », "A rescue" (helicopter).
const LEAD =
  /^(a|an|the|once|there|was|upon|time|un|une|le|la|il|était|fois|little|tiny|small|big|old|brave|rescue|petit|petite|grand|grande|vieux|vieille|brave)$/;
const NAMING = /^(named|called|nommée?|appelée?|prénommée?|qui|s'appelle|appelle|s)$/;
const LITTLE = /^(little|tiny|small|petite?)$/;
const APPOSED = /^(the|le|la|a|an|un|une|little|petit|petite)$/;

/**
 * The vehicle that is the hero, if any: "A little fire truck named Ruby", « un petit train qui
 * s’appelle Tchou », "Ruby the fire truck", "Ruby, a little fire truck", or the idea's first noun
 * ("The little tractor wakes up early"). Any other vehicle the idea names is a thing: "takes the bus".
 */
export function vehicleHero(tokens: Token[], hits: Hit[], named: { at: number }[]): Hit | undefined {
  const hit = hits.find((h) => {
    if (!isVehicle(h.item)) return false;
    const end = h.at + h.len;
    // "named Ruby", « qui s’appelle Ruby »: a naming word or two, then the name.
    const namedAfter = named.some(
      (n) => n.at > end && n.at <= end + 3 && tokens.slice(end, n.at).every((t) => NAMING.test(t.norm)),
    );
    // "Ruby the fire truck", "Ruby, a little fire truck": the name, articles and "little", then the vehicle.
    const namedBefore = named.some(
      (n) =>
        n.at < h.at && h.at - n.at <= 3 && tokens.slice(n.at + 1, h.at).every((t) => APPOSED.test(t.norm)),
    );
    const first = tokens.slice(0, h.at).every((t) => LEAD.test(t.norm) || t.tags.has('Adjective'));
    return namedAfter || namedBefore || (first && h.at <= 4);
  });
  // "A little fire truck": printed "a little fire truck", « un petit camion de pompiers », as said.
  if (!hit || !LITTLE.test(tokens[hit.at - 1]?.norm ?? '')) return hit;
  const k = hit.item;
  return { ...hit, item: { ...k, en: `little ${k.en}`, fr: `${k.f ? 'petite' : 'petit'} ${k.fr}` } };
}
