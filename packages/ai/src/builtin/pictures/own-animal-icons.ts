import { chameleonIcon } from './chameleon';
import { MOLE, PLATYPUS } from './mole-platypus-icons';
import { SKY_HERO_ICONS } from './sky-hero-icons';

/**
 * Animal heroes the Fluent set lacks, drawn by us in its box and style (icons.ts serves them as its own,
 * beside own-icons.ts): a chameleon (crested head, bulging eye, curled tail), a mole (pink snout and
 * digging hands), a platypus (duck bill, paddle tail).
 */
export const OWN_ANIMAL_ICONS: Record<string, string> = {
  chameleon: chameleonIcon(),
  mole: MOLE,
  platypus: PLATYPUS,
  // A little cloud and a little star with faces (sky-hero-icons.ts).
  ...SKY_HERO_ICONS,
};
