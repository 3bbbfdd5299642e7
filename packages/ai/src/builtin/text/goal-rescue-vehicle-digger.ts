import type { Place } from '../idea/settings';
import { type Calls, spot } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';
import { leadStep as at, step as b } from './task-step';

/** A spot of the building site (pictures/landmark-families-built.ts draws it by "building site"). */
const site = (en: string, fr: string): Place => spot(`${en}|on the building site`, fr);
const SITE = spot('on/the building site|in town', 'sur/le chantier');
/** Between jobs: one template one place, as the rescue vehicles' main road. */
const TRACK = site('on/the site track', 'sur/la piste du chantier');
const ON_TRACK = /site track/;
const DUMP = { en: 'the dump truck', fr: 'le camion-benne' };

/**
 * A digger's day on the building site ("Digger the excavator digs a big hole", « La petite
 * pelleteuse »), in order: the site in the morning, the plan for a new playground, one job a page
 * (the big hole, the rocks lifted into the dump truck, the ditch for the water pipe), the rain and
 * the dump truck stuck in the mud, pulled out with the crane at the turn, the slide set in the hole;
 * the children on the finished playground. Before, "a child called Digger" hunted a stock key.
 */
const OPENINGS: PlacedL[] = [
  b(
    'On a busy building site in town, there lived {aKind} called {name}, with a long strong arm, a big scoop of a bucket and tracks that went clank-clank.',
    'Sur un grand chantier de la ville vivait {aKind} {named} {name}, avec un long bras solide, un gros godet et des chenilles qui faisaient clac-clac.',
  ),
];
const PROBLEMS: PlacedL[] = [
  b(
    'The builder unrolled a big plan. “{name}, today we start the new playground for the children! First of all, we need a big hole.” {name}’s bucket went up and down: “I am ready!”',
    'La cheffe de chantier déroula un grand plan. « {name}, aujourd’hui, on commence la nouvelle aire de jeux des enfants ! D’abord, il nous faut un grand trou. » Le godet de {name} monta et descendit : « Je suis prêt{e} ! »',
  ),
];
const READY: PlacedL[] = [
  at(
    '{atPlace}, {name} checked the tracks, stretched the long arm up high and opened the bucket wide. Ready!',
    '{atPlace}, {name} vérifia ses chenilles, tendit son long bras tout en haut et ouvrit grand son godet. Prêt{e} !',
    /building site\b(?! )/,
  ),
  at(
    '{atPlace}, the dump truck rolled up beside {name} and honked hello: beep-beep!',
    '{atPlace}, le camion-benne vint se garer à côté de {name} et klaxonna bonjour : bip-bip !',
    ON_TRACK,
  ),
];
const JOBS: PlacedL[] = [
  at(
    '{atPlace}, {name} dug and dug, scoop after scoop, until there was a big hole, deep and round, ready for the slide’s feet.',
    '{atPlace}, {name} creusa, creusa, godet après godet, jusqu’à faire un grand trou, profond et rond, pour les pieds du toboggan.',
    /playground corner/,
  ),
  at(
    '{atPlace}, {name} lifted the heavy rocks one by one and tipped them into the dump truck: crash, bang, boom!',
    '{atPlace}, {name} souleva les lourds rochers un par un et les versa dans le camion-benne : bing, bang, boum !',
    /rock pile/,
  ),
  at(
    '{atPlace}, {name} dug a long, thin ditch, so the builders could lay the water pipe for the new fountain.',
    '{atPlace}, {name} creusa une longue tranchée étroite, pour que les ouvriers posent le tuyau d’eau de la nouvelle fontaine.',
    /fountain/,
  ),
];
const PAUSES: PlacedL[] = [
  at(
    '{atPlace}, {name} stopped for a moment while the builders drank their tea and told jokes.',
    '{atPlace}, {name} s’arrêta un instant pendant que les ouvriers buvaient leur thé en racontant des blagues.',
    ON_TRACK,
  ),
  at(
    '{atPlace}, {name} rolled along, clank-clank, leaving long track marks in the sand.',
    '{atPlace}, {name} roulait, clac-clac, en laissant de longues traces de chenilles dans le sable.',
    ON_TRACK,
  ),
];
const BIG: PlacedL[] = [
  at(
    '{atPlace}, big grey clouds came, and the rain poured down. The whole site turned to mud, and the dump truck, full of sand, got stuck in the muddy corner!',
    '{atPlace}, de gros nuages gris arrivèrent, et la pluie tomba à verse. Tout le chantier se changea en boue, et le camion-benne, plein de sable, resta coincé dans le coin boueux !',
    ON_TRACK,
  ),
  at(
    '{atPlace}, the rain drummed on {name}’s roof. The mud went squelch under the tracks, but {name} rolled on.',
    '{atPlace}, la pluie tambourinait sur le toit de {name}. La boue faisait splotch sous les chenilles, mais {name} avançait toujours.',
    ON_TRACK,
  ),
  at(
    '{atPlace}, the tall crane swung round above {name} in the rain. “I will hold the rope from up here!”',
    '{atPlace}, la grande grue tourna au-dessus de {name} sous la pluie. « Je tiens la corde de là-haut ! »',
    ON_TRACK,
  ),
];
const TURNS: PlacedL[] = [
  b(
    '{atPlace}, the rain still fell and the dump truck’s wheels spun in the mud. {name} could not do it alone… The crane held the rope from above, {name} pushed with the big bucket, and out came the dump truck, squelch! Then the rain stopped, and together they set the slide in the big hole.',
    '{atPlace}, la pluie tombait encore et les roues du camion-benne tournaient dans la boue. {name} ne pouvait pas y arriver {seul}… La grue tint la corde d’en haut, {name} poussa de tout son godet, et le camion-benne sortit, splotch ! Puis la pluie s’arrêta, et ensemble, ils posèrent le toboggan dans le grand trou.',
  ),
];
const ENDINGS: PlacedL[] = [
  b(
    'A few days later, the new playground was finished: the slide, the swings and the sandpit. The children ran in shouting hooray, and {name} raised the big bucket high. {name} had learned that {lesson}. The end.',
    'Quelques jours plus tard, la nouvelle aire de jeux était finie : le toboggan, les balançoires et le bac à sable. Les enfants arrivèrent en criant hourra, et {name} leva bien haut son gros godet. {name} avait appris que {lesson}. Fin.',
  ),
];

export const DIGGER_CALLS: Calls = {
  openings: OPENINGS,
  problems: PROBLEMS,
  ready: READY,
  rescues: JOBS,
  pauses: PAUSES,
  big: BIG,
  turns: TURNS,
  endings: ENDINGS,
  station: SITE,
  places: [
    SITE,
    site('at/the playground corner', 'à/le coin de l’aire de jeux'),
    site('by/the rock pile', 'à/le tas de rochers'),
    site('by/the new fountain', 'à/la nouvelle fontaine'),
    TRACK,
  ],
  arrival: site('in/the muddy corner', 'dans/le coin boueux'),
  lesson: {
    en: 'big things are built one scoop at a time, and together',
    fr: 'les grandes choses se construisent un godet à la fois, et ensemble',
  },
  named: [
    [/big hole|grand trou/, 'hole', { en: 'a big hole', fr: 'un grand trou' }],
    [/rocks|rochers/, 'rock', { en: 'heavy rocks', fr: 'de lourds rochers' }],
    [/dump truck|camion-benne/, 'dump-truck', DUMP],
    [/water pipe|tuyau/, 'droplet', { en: 'the water pipe', fr: 'le tuyau d’eau' }],
    [/rain|pluie/, 'cloud-with-rain', { en: 'the rain', fr: 'la pluie' }],
    [/crane|grue/, 'crane', { en: 'the crane', fr: 'la grue' }],
    [/builders|ouvriers|builder|cheffe/, 'construction-worker', { en: 'the builders', fr: 'les ouvriers' }],
    [/slide|toboggan/, 'playground-slide', { en: 'the slide', fr: 'le toboggan' }],
  ],
  endNamed: [
    [/slide|toboggan/, 'playground-slide', { en: 'the new slide', fr: 'le nouveau toboggan' }],
    [/children|enfants/, 'child', { en: 'the children', fr: 'les enfants' }],
  ],
  turnDrawn: {
    subjects: ['dump-truck', 'crane', 'hole'],
    said: [DUMP, { en: 'the crane', fr: 'la grue' }, { en: 'the big hole', fr: 'le grand trou' }],
  },
  turnAction: 'pulls the dump truck out of the mud with the crane and sets the slide in the big hole',
};
