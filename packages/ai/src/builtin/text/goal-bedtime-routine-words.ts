import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';

/**
 * Getting ready for bed (goal-bedtime-routine.ts), told in order: the bath, pyjamas and teeth, a
 * story read by Mum or Dad, the goodnight kiss and the light off, then asleep. Each page in the room
 * its words name (`onlyPlace`); a 12-page book tells the first two of each run, a 24-page one all five.
 */
const b = (en: string, fr: string, onlyPlace: RegExp): PlacedL => ({ en, fr, onlyPlace });
const BATH = /bath/;
const BEDROOM = /^the bedroom$/;
const BED_OR_WINDOW = /bedroom/;

export const ROUTINE_PLACES = inFamily('indoor', [
  place('in/the bathroom', 'dans/la salle de bains'),
  place('by/the bath|in the bathroom', 'près de/la baignoire'),
  place('in/the bedroom', 'dans/la chambre'),
  place('by/the bedroom window|in the bedroom', 'près de/la fenêtre de la chambre'),
]);
export const ROUTINE_BEDROOM = ROUTINE_PLACES[2];

export const ROUTINE_PROBLEMS: PlacedL[] = [
  {
    en: 'The sky grew dark, and Mum called softly: “{name}, it’s time to get ready for bed!”',
    fr: 'Le ciel s’assombrit, et Maman appela doucement : « {name}, c’est l’heure de se préparer pour aller au lit ! »',
  },
];

/** The bath. */
export const ROUTINE_BATH: PlacedL[] = [
  b(
    '{atPlace}, warm bubbles were waiting, right up to the top. Splash! In went {name}.',
    '{atPlace}, la mousse tiède montait jusqu’en haut. Plouf ! {name} sauta dans le bain.',
    BATH,
  ),
  b(
    '{atPlace}, Mum washed {name} behind both ears and rinsed off the bubbles.',
    '{atPlace}, Maman lava {name} derrière les oreilles et rinça la mousse.',
    BATH,
  ),
  b(
    '{atPlace}, {name} made a beard of bubbles and laughed and laughed.',
    '{atPlace}, {name} se fit une barbe de mousse et rit aux éclats.',
    BATH,
  ),
  b(
    '{atPlace}, Dad wrapped {name} in a big fluffy towel, warm as toast.',
    '{atPlace}, Papa enveloppa {name} dans une grande serviette toute douce et bien chaude.',
    BATH,
  ),
  b(
    '{atPlace}, {name} pulled out the plug. Glug, glug, went the water, all the way down.',
    '{atPlace}, {name} retira la bonde. Glou, glou, fit l’eau en s’en allant.',
    BATH,
  ),
];

/** Pyjamas on, teeth brushed. */
export const ROUTINE_TEETH: PlacedL[] = [
  b(
    '{atPlace}, {name} wriggled into soft pyjamas with little stars on them.',
    '{atPlace}, {name} enfila un pyjama tout doux, avec des petites étoiles dessus.',
    BEDROOM,
  ),
  b(
    '{atPlace}, {name} brushed every tooth, up and down and round and round, until they shone.',
    '{atPlace}, {name} brossa chaque dent, de haut en bas et en petits ronds, jusqu’à ce qu’elles brillent.',
    BATH,
  ),
  b(
    '{atPlace}, {name} spat out the foam and gave the mirror a big, clean smile.',
    '{atPlace}, {name} cracha la mousse et fit un grand sourire tout propre au miroir.',
    BATH,
  ),
  b(
    '{atPlace}, {name} had a last little sip of water, just one.',
    '{atPlace}, {name} but une dernière petite gorgée d’eau, rien qu’une.',
    BATH,
  ),
  b(
    '{atPlace}, {name} picked the softest teddy to sleep with tonight.',
    '{atPlace}, {name} choisit le doudou le plus doux pour dormir cette nuit.',
    BEDROOM,
  ),
];

/** A story read by Mum or Dad. */
export const ROUTINE_STORY: PlacedL[] = [
  b(
    '{atPlace}, {name} chose a book, and Mum sat down on the edge of the bed to read it.',
    '{atPlace}, {name} choisit un livre, et Maman s’assit au bord du lit pour le lire.',
    BED_OR_WINDOW,
  ),
  b(
    '{atPlace}, Mum read the story in a soft, slow voice, turning the pages one by one.',
    '{atPlace}, Maman lut l’histoire d’une voix douce et lente, en tournant les pages une à une.',
    BED_OR_WINDOW,
  ),
  b(
    '{atPlace}, Dad did all the voices: the big bear, the little mouse and the sleepy owl.',
    '{atPlace}, Papa fit toutes les voix : le gros ours, la petite souris et la chouette endormie.',
    BED_OR_WINDOW,
  ),
  b(
    '{atPlace}, “One more story?” asked {name}. Dad smiled and read a very short one.',
    '{atPlace}, « Encore une histoire ? » demanda {name}. Papa sourit et en lut une toute petite.',
    BED_OR_WINDOW,
  ),
  b(
    '{atPlace}, {name} snuggled up close to Mum and listened to the very last page.',
    '{atPlace}, {name} se blottit contre Maman et écouta jusqu’à la toute dernière page.',
    BED_OR_WINDOW,
  ),
];

/** The goodnight kiss, the light off. */
export const ROUTINE_NIGHT: PlacedL[] = [
  b(
    '{atPlace}, Dad gave {name} a big goodnight kiss. “Sleep tight,” he whispered.',
    '{atPlace}, Papa fit un gros bisou à {name}. « Dors bien », chuchota-t-il.',
    BED_OR_WINDOW,
  ),
  b(
    '{atPlace}, Mum switched off the big light. Only the little night light still glowed.',
    '{atPlace}, Maman éteignit la grande lumière. Seule la petite veilleuse brillait encore.',
    BED_OR_WINDOW,
  ),
  b(
    '{atPlace}, {name} whispered goodnight to the moon, peeping in at the window.',
    '{atPlace}, {name} chuchota bonne nuit à la lune, qui regardait par la fenêtre.',
    /window/,
  ),
  b(
    '{atPlace}, Mum tucked the blanket all around {name}, snug and warm. “Goodnight, my little one.”',
    '{atPlace}, Maman borda {name} sous la couverture, bien au chaud. « Bonne nuit, mon tout-petit. »',
    BEDROOM,
  ),
  b(
    '{atPlace}, the house grew quiet, and {name} gave one big, slow yawn.',
    '{atPlace}, la maison devint toute calme, et {name} fit un grand bâillement tout lent.',
    BED_OR_WINDOW,
  ),
];

export const ROUTINE_TURNS: PlacedL[] = [
  {
    en: '{atPlace}, warm and cosy, {name} closed both eyes and was soon fast asleep.',
    fr: '{atPlace}, bien au chaud, {name} ferma les yeux et s’endormit bien vite.',
  },
];
