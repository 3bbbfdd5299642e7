import { inFamily, type Place, place } from '../idea/settings';
import type { Calls } from './goal-rescue-vehicle-kit';
import type { PlacedL } from './story-place-fit';
import { leadStep as at, step as b } from './task-step';

/** A spot of the harbour, drawn on the shore with its water (pictures/landmark-families-built.ts). */
const shore = (en: string, fr: string): Place => inFamily('shore', [place(en, fr)])[0];
const QUAY = shore('at/the tugboat quay|in the harbour', 'à/le quai du port');
/** Between jobs: one template one place, as the rescue vehicles' main road. */
const WATER = shore('on/the water of the harbour|in the harbour', 'sur/l’eau du port');
const ON_WATER = /water of the harbour/;
const SHIP = { en: 'the big ship', fr: 'le gros bateau' };

/**
 * A little tugboat's day in the harbour ("Little Tugboat helps the big ship", « Le petit remorqueur
 * aide le gros bateau »), in order: the quay in the morning, the big boats laughing at the little
 * one, small jobs at the harbour's spots (a fishing boat towed home, a sailboat pushed off the
 * rocks, the lighthouse keeper's parcels), the fog and the big ship too big to turn in the narrow
 * harbour, pushed and pulled to the dock at the turn; toot-toot at dusk. Before, "a child called
 * Tugboat" worked at a stock task at the train station.
 */
const OPENINGS: PlacedL[] = [
  b(
    'In a busy harbour by the sea, there lived {aKind} called {name}, small and round, with a strong rope, a soft rubber nose and a horn that went toot-toot.',
    'Dans un port animé, au bord de la mer, vivait {aKind} {named} {name}, petit et tout rond, avec une corde solide, un nez en caoutchouc et une corne qui faisait tut-tut.',
  ),
];
const PROBLEMS: PlacedL[] = [
  b(
    'The big boats of the harbour laughed. “You are far too small to help anyone, {name}!” {name} blew a tiny toot, and felt smaller than ever.',
    'Les grands bateaux du port se moquaient de lui. « Tu es bien trop petit pour aider qui que ce soit, {name} ! » {name} fit un tout petit tut, et se sentit plus petit que jamais.',
  ),
];
const READY: PlacedL[] = [
  at(
    '{atPlace}, {name} coiled up the long rope, polished the horn and filled up with fuel. Ready!',
    '{atPlace}, {name} enroula sa longue corde, fit briller sa corne et fit le plein. Prêt !',
    /quay/,
  ),
  at(
    '{atPlace}, the seagulls flew round {name}’s little chimney, crying hello: kee-ow, kee-ow!',
    '{atPlace}, les mouettes tournaient autour de la petite cheminée de {name} en criant bonjour : kiou, kiou !',
    ON_WATER,
  ),
];
const RESCUES: PlacedL[] = [
  at(
    '{atPlace}, a fishing boat’s engine had stopped, and its nets were full of fish. {name} threw it the rope and towed it all the way home. “Thank you, little one!”',
    '{atPlace}, le moteur d’un bateau de pêche s’était arrêté, et ses filets étaient pleins de poissons. {name} lui lança sa corde et le remorqua jusqu’à la maison. « Merci, petit ! »',
    /fishing pier/,
  ),
  at(
    '{atPlace}, the wind had pushed a little sailboat onto the rocks. {name} nudged it gently with the rubber nose, push, push, until it floated free.',
    '{atPlace}, le vent avait poussé un petit voilier contre les rochers. {name} le poussa doucement avec son nez en caoutchouc, pousse, pousse, jusqu’à ce qu’il flotte de nouveau.',
    /lighthouse/,
  ),
  at(
    '{atPlace}, the ferry full of children could not fit into its place. {name} pushed its back, just a little, and in it slid. The children waved from the deck.',
    '{atPlace}, le ferry plein d’enfants n’arrivait pas à se ranger. {name} poussa son arrière, juste un peu, et il glissa à sa place. Les enfants firent coucou depuis le pont.',
    /ferry landing/,
  ),
];
const PAUSES: PlacedL[] = [
  at(
    '{atPlace}, {name} bobbed up and down on the little waves, humming a tugboat song.',
    '{atPlace}, {name} se balançait sur les petites vagues en fredonnant une chanson de remorqueur.',
    ON_WATER,
  ),
  at(
    '{atPlace}, a seal popped up beside {name} and splashed a hello with its flipper.',
    '{atPlace}, un phoque sortit la tête de l’eau à côté de {name} et fit des éclaboussures pour dire bonjour.',
    ON_WATER,
  ),
];
const BIG: PlacedL[] = [
  at(
    '{atPlace}, a thick grey fog rolled in from the sea. Then a deep horn sounded: BWAAAM! An enormous ship was coming, far too big to turn in the narrow harbour.',
    '{atPlace}, un épais brouillard gris arriva de la mer. Puis une corne grave retentit : BOUUUM ! Un énorme bateau arrivait, bien trop gros pour tourner dans le port étroit.',
    ON_WATER,
  ),
  at(
    '{atPlace}, the big boats tried to help, but they were too big as well, and they bumped into each other in the fog. The lighthouse shone its light, round and round.',
    '{atPlace}, les grands bateaux voulurent aider, mais ils étaient trop gros eux aussi, et ils se cognaient dans le brouillard. Le phare faisait tourner sa lumière, encore et encore.',
    /lighthouse/,
  ),
  at(
    '{atPlace}, {name} gave a brave little toot. “Toot-toot! I may be small, but I can push, and I can pull!”',
    '{atPlace}, {name} fit sonner sa petite corne, tout courageux. « Tut-tut ! Je suis peut-être petit, mais je sais pousser, et je sais tirer ! »',
    ON_WATER,
  ),
];
const TURNS: PlacedL[] = [
  b(
    '{atPlace}, in the grey fog, {name} threw the rope up to the big ship and pulled, then swam round and pushed with the rubber nose. Pull, push, turn… slowly, slowly, the big ship turned and slid up to the dock, safe and sound!',
    '{atPlace}, dans le brouillard gris, {name} lança sa corde au gros bateau et tira, puis fit le tour et poussa avec son nez en caoutchouc. Tire, pousse, tourne… doucement, doucement, le gros bateau tourna et vint se ranger contre le quai, sain et sauf !',
  ),
];
const ENDINGS: PlacedL[] = [
  b(
    'That evening, back at the quay, the big ship blew its horn to say thank you, and all the big boats tooted along. “Toot-toot!” sang {name}, proud and happy. {name} had learned that {lesson}. The end.',
    'Ce soir-là, de retour au quai, le gros bateau fit sonner sa corne pour dire merci, et tous les grands bateaux se joignirent à lui. « Tut-tut ! » chanta {name}, fier et heureux. {name} avait appris que {lesson}. Fin.',
  ),
];

export const TUG_CALLS: Calls = {
  openings: OPENINGS,
  problems: PROBLEMS,
  ready: READY,
  rescues: RESCUES,
  pauses: PAUSES,
  big: BIG,
  turns: TURNS,
  endings: ENDINGS,
  station: QUAY,
  places: [
    QUAY,
    shore('at/the fishing pier|in the harbour', 'à/la jetée des pêcheurs'),
    shore('by/the lighthouse|on the rocks', 'à/le phare'),
    shore('at/the ferry landing|in the harbour', 'à/l’embarcadère du ferry'),
    WATER,
  ],
  arrival: shore('at/the big dock|in the harbour', 'à/le grand quai'),
  lesson: {
    en: 'even the smallest boat can do a very big job',
    fr: 'même le plus petit des bateaux peut faire un très grand travail',
  },
  named: [
    [/fishing boat|bateau de pêche/, 'motor-boat', { en: 'a fishing boat', fr: 'un bateau de pêche' }],
    [/fish\b|poissons/, 'fish', { en: 'fish', fr: 'des poissons' }],
    [/sailboat|voilier/, 'sailboat', { en: 'a little sailboat', fr: 'un petit voilier' }],
    [/ferry/, 'ferry', { en: 'the ferry', fr: 'le ferry' }],
    [/seagulls|mouettes/, 'bird', { en: 'seagulls', fr: 'des mouettes' }],
    [/seal|phoque/, 'seal', { en: 'a seal', fr: 'un phoque' }],
    [/fog|brouillard/, 'fog', { en: 'the fog', fr: 'le brouillard' }],
    [/enormous ship|big ship|énorme bateau|gros bateau/, 'passenger-ship', SHIP],
    [/rope|corde/, 'knot', { en: 'the rope', fr: 'la corde' }],
    [/horn|corne/, 'postal-horn', { en: 'the horn', fr: 'la corne' }],
  ],
  turnDrawn: {
    subjects: ['passenger-ship', 'knot', 'fog'],
    said: [SHIP, { en: 'the rope', fr: 'la corde' }, { en: 'the fog', fr: 'le brouillard' }],
  },
  turnAction: 'pushes and pulls the big ship through the fog to the dock with its rope',
};
