import { type Environment, fitsEnvironment } from './environment';

/** Creatures of the shore and the seabed: counted in the sea as the fish are (never on a farm's meadow). */
const SEA_CREATURE = /^(starfish|crab|lobster|shrimp|oyster|spiral-shell|seal|squid)$/;

/**
 * Where a counting page counts its thing: « Compter les étoiles de mer » counted starfish on the
 * farm's meadow. Sea creatures (the starfish book's shells, crabs and fish too) are counted under the
 * sea, one backdrop for the whole book; everything else on the meadow, as before.
 */
export function countedEnvironment(icon: string): Environment {
  const swims = !fitsEnvironment(icon, 'meadow') && fitsEnvironment(icon, 'underwater');
  return swims || SEA_CREATURE.test(icon) ? 'underwater' : 'meadow';
}
