import { FIRE_BIG } from './goal-rescue-fire-words';
import { ON_ROAD } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';
import { leadStep, step } from './task-step';

/**
 * The city's own words for a rescue vehicle's day (goal-rescue-vehicle-city.ts): the fire station on
 * the town square, the clock tower above the busy market on fire at the turn (the city has no farm
 * nor barn), and the calls the city adds where Busy Town's harbour and building site are missing.
 * A vehicle has no hands: its hook lifts, its lights flash, it comes with a bandage.
 */
const b = step;
const at = leadStep;

export const FIRE_CITY_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at the fire station on the town square, there lived {aKind} called {name}, red and polished and ready to go.',
    'Un matin, à la caserne des pompiers de la grande place, vivait {aKind} {named} {name}, tout{e} rouge, bien astiqué{e} et prêt{e} à partir.',
  ),
];

export const POLICE_CITY_OPENINGS: PlacedL[] = [
  b(
    'Early one morning at the police station on the town square, there lived {aKind} called {name}, with smart blue stripes and a shiny light on top.',
    'Un matin, au commissariat de la grande place, vivait {aKind} {named} {name}, avec de belles bandes bleues et un gyrophare tout brillant sur le toit.',
  ),
];

/** The biggest call: the clock tower above the market; the farmer's barn lines are Busy Town's. */
export const FIRE_CITY_BIG: PlacedL[] = [
  at(
    '{atPlace}, {name}’s radio crackled louder than ever. The biggest call of all: the old clock tower above the market was on fire!',
    '{atPlace}, la radio de {name} grésilla plus fort que jamais. Le plus gros appel de la journée : la vieille tour de l’horloge, au-dessus du marché, était en feu !',
    ON_ROAD,
  ),
  FIRE_BIG[1],
  FIRE_BIG[2],
  at(
    '{atPlace}, the baker came running. “Quick, the clock tower is right above the market stalls!”',
    '{atPlace}, le boulanger arriva en courant. « Vite, la tour de l’horloge est juste au-dessus des étals du marché ! »',
    ON_ROAD,
  ),
];

export const FIRE_CITY_TURNS: PlacedL[] = [
  b(
    '{atPlace}, flames leapt from the top of the old clock tower. {name} could not do it alone… The police car moved everyone back, the ambulance stood by, and {name}’s ladder rose up high while the hose sprayed and sprayed until the very last flame went out. The market was saved, and everyone was safe!',
    '{atPlace}, les flammes jaillissaient du haut de la vieille tour de l’horloge. {name} ne pouvait pas y arriver {seul}… La voiture de police fit reculer tout le monde, l’ambulance se tint prête, et la grande échelle de {name} monta tout en haut pendant que la lance arrosait, arrosait, jusqu’à la toute dernière flamme. Le marché était sauvé, et tout le monde était sain et sauf !',
  ),
];

/** The tow truck's city calls, where Busy Town's building site and harbour were. */
export const TOW_CITY_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, the little book van had dropped a wheel into a deep pothole. {name}’s hook lifted it gently out, and not one book fell off the shelves.',
    '{atPlace}, la petite camionnette-bibliothèque avait une roue coincée dans un gros nid-de-poule. Le crochet de {name} la souleva doucement, et pas un seul livre ne tomba des étagères.',
    /library/,
  ),
  at(
    '{atPlace}, the baker’s delivery van had run out of fuel, full of warm bread for the whole town. {name} towed it back to the bakery, just in time for lunch.',
    '{atPlace}, la camionnette du boulanger était en panne d’essence, pleine de pain chaud pour toute la ville. {name} la remorqua jusqu’à la boulangerie, juste à temps pour le déjeuner.',
    /town square/,
  ),
];

/** The ambulance's city calls, where Busy Town's building site and swimming pool were. */
export const AMBULANCE_CITY_RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a grandma had tripped on the steps and bumped her elbow. {name} came quickly with a warm blanket and a kind word, and soon she was smiling again.',
    '{atPlace}, une grand-mère avait trébuché dans l’escalier et s’était cogné le coude. {name} arriva vite avec une couverture bien chaude et un mot gentil, et bientôt elle souriait de nouveau.',
    /library/,
  ),
  at(
    '{atPlace}, the baker had burnt her finger on a hot tray. {name} came with cold water and a soft bandage, and the baker sighed: “Much better!”',
    '{atPlace}, la boulangère s’était brûlé le doigt sur une plaque bien chaude. {name} arriva avec de l’eau froide et un bandage tout doux, et la boulangère soupira : « Ça va beaucoup mieux ! »',
    /bakery/,
  ),
];
