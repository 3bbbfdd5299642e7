import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * A family's day at the seaside (text/goal-seaside.ts), told in the order of the day: the car packed,
 * the long drive, the first sight of the sea; the sandcastle, the waves, the rock pools, an ice cream,
 * shells, a kite, a boat; the tide takes the castle; a bigger one together at the turn; the sunset and
 * the sleepy drive home. Each page at its own spot (`leads`). {family} is who came ("Mum and Dad",
 * « Mamie »), {all} the hero with them, a plural subject; French lines say « on » where {family} would
 * be the subject, so a lone « Mamie » never takes a plural verb.
 */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...step(en, fr, spot), leads: true });

/** A seaside day starts at home, not "a child who lives at the beach". */
export const SEASIDE_OPENINGS: L[] = [
  step(
    'Once upon a time there lived {aKind} called {name}, who dreamed all year long of the sea.',
    'Il était une fois {aKind} {named} {name}, qui rêvait de la mer toute l’année.',
  ),
];

export const SEASIDE_PROBLEMS: PlacedL[] = [
  step(
    'At last, the summer holidays! {name} packed a bucket, a spade and a sun hat, and the last bag was squeezed into the car. “Off to the seaside with {family}!”',
    'Enfin les grandes vacances ! {name} prépara un seau, une pelle et un chapeau de soleil, et on casa le dernier sac dans la voiture. « En route pour la mer avec {family} ! »',
  ),
];

/** The way there: the drive, the first sight of the sea, the towels spread out. */
export const SEASIDE_WAY: PlacedL[] = [
  at(
    '{atPlace}, the car drove on and on. “Are we there yet?” asked {name}. “Not yet!” came the answer, with a laugh.',
    '{atPlace}, la voiture roulait, roulait. « On est bientôt arrivés ? » demanda {name}. « Pas encore ! » lui répondit-on en riant.',
    /road/,
  ),
  at(
    '{atPlace}, {name} ran up the path and gasped. There it was at last: the sea, sparkling blue all the way to the sky!',
    '{atPlace}, {name} monta le sentier en courant et resta bouche bée. Elle était enfin là : la mer, bleue et scintillante jusqu’au ciel !',
    /dunes/,
  ),
  at(
    '{atPlace}, {all} spread out the towels and opened the big striped umbrella. The sand was warm under their toes.',
    '{atPlace}, {all} étalèrent les serviettes et ouvrirent le grand parasol rayé. Le sable était tout chaud sous leurs pieds.',
    /sand/,
  ),
  at(
    '{atPlace}, {name} kicked off both sandals and ran down to the sea, all the way, without stopping once.',
    '{atPlace}, {name} enleva ses sandales et courut jusqu’à la mer, d’une traite, sans s’arrêter une seule fois.',
    /water/,
  ),
];

/** The beach: one joy (or a small mishap, mended) a page, each at its own spot, in the order of the day. */
export const SEASIDE_FUN: PlacedL[] = [
  at(
    '{atPlace}, {name} filled the bucket with wet sand, patted it flat and turned it over. One tower, two towers, a moat… a real sandcastle!',
    '{atPlace}, {name} remplit le seau de sable mouillé, tapota bien et le retourna. Une tour, deux tours, des douves… un vrai château de sable !',
    /sand/,
  ),
  at(
    '{atPlace}, here came a wave! {name} jumped it, splash! Then another, and another, squealing with joy.',
    '{atPlace}, voilà une vague ! {name} sauta par-dessus, plouf ! Puis une autre, et encore une autre, en poussant des cris de joie.',
    /water/,
  ),
  at(
    '{atPlace}, something scuttled sideways under a rock: a little crab! It waved one claw, then hid again.',
    '{atPlace}, quelque chose fila de côté sous un rocher : un petit crabe ! Il agita une pince, puis se cacha de nouveau.',
    /rock pools/,
  ),
  at(
    '{atPlace}, {name} chose strawberry and vanilla. The ice cream melted so fast that it dripped all the way down to the elbow!',
    '{atPlace}, {name} choisit fraise et vanille. La glace fondait si vite qu’elle coulait jusqu’au coude !',
    /ice-cream/,
  ),
  at(
    '{atPlace}, {name} picked up shells, a pink one, a striped one and a tiny white one, and kept the prettiest in a pocket.',
    '{atPlace}, {name} ramassa des coquillages, un rose, un rayé et un tout petit blanc, et garda les plus jolis dans sa poche.',
    /cove/,
  ),
  at(
    '{atPlace}, the wind was just right for the kite. Up it went, higher and higher, its long tail dancing over the beach.',
    '{atPlace}, le vent était parfait pour le cerf-volant. Il monta, toujours plus haut, sa longue queue dansant au-dessus de la plage.',
    /dunes/,
  ),
  at(
    '{atPlace}, {all} climbed into a little boat. It rocked over the waves, and the beach looked tiny from out there.',
    '{atPlace}, {all} montèrent dans un petit bateau. Il se balançait sur les vagues, et la plage semblait toute petite vue de là-bas.',
    /pier/,
  ),
  at(
    '{atPlace}, {name} buried {one}’s feet in the sand. “Where did my toes go?” asked {one}, and everyone laughed.',
    '{atPlace}, {name} enterra les pieds de {one} dans le sable. « Où sont passés mes orteils ? » demanda {one}, et tout le monde rit.',
    /sand/,
  ),
  at(
    '{atPlace}, {name} peeked into a clear pool and saw a starfish, a snail and a tiny shrimp going about their day.',
    '{atPlace}, {name} se pencha sur une flaque claire et vit une étoile de mer, un bigorneau et une minuscule crevette.',
    /rock pools/,
  ),
  at(
    '{atPlace}, {all} shared sandwiches for lunch. They were a little bit crunchy… with sand!',
    '{atPlace}, {all} partagèrent des sandwichs pour le déjeuner. Ils croquaient un peu… à cause du sable !',
    /cove/,
  ),
  at(
    '{atPlace}, {name} dug a hole so deep that the sea came up to fill it, all by itself.',
    '{atPlace}, {name} creusa un trou si profond que l’eau de mer vint le remplir toute seule.',
    /water/,
  ),
  at(
    '{atPlace}, a cheeky seagull landed right beside the towel and eyed the crisps. “Shoo!” giggled {name}.',
    '{atPlace}, une mouette effrontée se posa juste à côté de la serviette et lorgna les chips. « Ouste ! » rit {name}.',
    /pier/,
  ),
  at(
    '{atPlace}, big grey clouds rolled in and a sudden shower poured down! {all} huddled under the umbrella until the rain stopped.',
    '{atPlace}, de gros nuages gris arrivèrent et une averse tomba d’un coup ! {all} se serrèrent sous le parasol jusqu’à ce que la pluie cesse.',
    /cove/,
  ),
  at(
    '{atPlace}, {name} looked down: one sandal was gone! They hunted under the towels and in the sand… and found it at last, full of sand, in the bucket.',
    '{atPlace}, {name} baissa les yeux : une sandale avait disparu ! On fouilla sous les serviettes, dans le sable… et on la retrouva enfin, pleine de sable, dans le seau.',
    /dunes/,
  ),
];

/** The hitch before the turn: the tide takes the castle. */
export const SEASIDE_HITCH: PlacedL[] = [
  at(
    '{atPlace}, the sea crept closer and closer… and one big wave washed the sandcastle away! Only a wet lump was left. {name}’s lip wobbled.',
    '{atPlace}, la mer monta, monta… et une grosse vague emporta le château de sable ! Il ne restait qu’un petit tas mouillé. {name} avait les larmes aux yeux.',
    /sand/,
  ),
];

export const SEASIDE_TURNS: PlacedL[] = [
  step(
    '“Let’s build an even bigger one,” said {name}, “higher up, where the waves can’t reach!” {All} dug and patted together, and it became the biggest sandcastle on the whole beach.',
    '« Construisons-en un encore plus grand, dit {name}, plus haut, là où les vagues n’arrivent pas ! » {All} creusèrent et tapotèrent ensemble, et ce fut le plus grand château de sable de toute la plage.',
  ),
];

/** A long book's middle is the day's joys, then short lines (story-filler.ts): the tide comes at the turn. */
export const SEASIDE_LONG_TURNS: PlacedL[] = [
  step(
    'Then the sea crept closer and closer, and one big wave washed the sandcastle away! “Let’s build an even bigger one,” said {name}, “higher up, where the waves can’t reach!” {All} dug and patted together, and it became the biggest sandcastle on the whole beach.',
    'Puis la mer monta, monta, et une grosse vague emporta le château de sable ! « Construisons-en un encore plus grand, dit {name}, plus haut, là où les vagues n’arrivent pas ! » {All} creusèrent et tapotèrent ensemble, et ce fut le plus grand château de sable de toute la plage.',
  ),
];

export const SEASIDE_ENDINGS: PlacedL[] = [
  step(
    'That evening, the sun sank slowly into the sea, all orange and pink. On the drive home, {name} fell asleep with sandy toes and a pocket full of shells. The end.',
    'Ce soir-là, le soleil se coucha doucement dans la mer, tout orange et rose. Sur la route du retour, {name} s’endormit, du sable entre les orteils et des coquillages plein les poches. Fin.',
  ),
  step(
    'That evening, as the sun went down over the sea, {name} wrote a postcard: “Dear friends, today was the best day of the whole summer!” The end.',
    'Ce soir-là, pendant que le soleil se couchait sur la mer, {name} écrivit une carte postale : « Chers amis, aujourd’hui, c’était le plus beau jour de tout l’été ! » Fin.',
  ),
];
