import { VEHICLES } from './kind-variants';

/**
 * "flies her rocket to the moon", « pilote sa fusée jusqu'à la lune »: a vehicle ridden, then where
 * it goes; the way there, not the place (read-goal.ts).
 */
const RIDDEN = new Set(
  VEHICLES.flatMap((v) => [v.en, v.fr, ...(v.forms ?? [])].filter((f) => !f.includes(' '))),
);
const ONWARD =
  /^(all|to|towards|toward|across|over|into|through|up|vers|jusqu'à|jusqu'au|jusqu'aux|jusque|à|au|aux|dans)$/;
/** A vehicle the hero rides, followed by where it goes. */
export const ridden = (noun: string, next = '') => RIDDEN.has(noun) && ONWARD.test(next);
